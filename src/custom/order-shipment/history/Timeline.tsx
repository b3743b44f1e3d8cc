// The shipment's history as a timeline, newest first (GET /v1/shipment-history filtered on the
// shipment, 15 a page, "show older changes" appends): when (WIB, the clock of the people in the
// field, whatever the reader's zone, with the "old record" cue of spec 1 §4), who, what happened
// and changed, why.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { historyList, type HistoryRow } from '../../../../contract/shipment-history.ts';
import { request } from '../../../api/http.ts';
import { Busy } from '../../../components/Busy.tsx';
import { saveFile } from '../../../components/saveFile.ts';
import { useFileDownload } from '../../../components/useFileDownload.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { usePages } from '../../../dataProvider/usePages.ts';
import { formatDateTimeWib, formatNumber } from '../../../i18n/format.ts';
import { changeText, type Formats } from './changeText.ts';
import { Section } from './Section.tsx';

const formats: Formats = { instant: formatDateTimeWib, number: formatNumber };

/**
 * A change's supporting file: not a public address, so it is fetched with the bearer token (as
 * the dispatch note is) and handed to the browser as a download named after its type.
 */
function SupportingFile({ entry }: { entry: HistoryRow }) {
  const translate = useTranslate();
  const { busy, run } = useFileDownload();
  const download = () =>
    run(async () => {
      const file = await request(contract.shipmentHistory.file, { params: { id: entry.id } });
      const ext = file.type === 'application/pdf' ? 'pdf' : (file.type.split('/')[1] ?? 'bin');
      saveFile(file, `supporting-file-${entry.shipment.identity}-${entry.id}.${ext}`);
    }, () => 'history.detail.timeline.fileFailed');
  return (
    <Button size="small" variant="text" startIcon={<AttachFileIcon />} onClick={() => void download()} disabled={busy} sx={{ px: 0 }}>
      {translate('history.detail.timeline.file')}
    </Button>
  );
}

function Entry({ entry }: { entry: HistoryRow }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.timeline.${key}`, values);
  const who = entry.user ? t('by', { name: entry.user.name, role: translate(`shell.roles.${entry.user.role}`) }) : t('system');
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1, '&:last-child': { pb: 0 } }}>
      <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Typography variant="caption" color="text.secondary" component="div">
        <time dateTime={entry.created_at}>
          <DateCell value={entry.created_at} format={formatDateTimeWib} />
        </time>
        {` · ${who}`}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entry.summary}
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {entry.changes.map((c, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
              {changeText(c, translate, formats)}
            </Typography>
          ))}
        </Box>
      )}
      {entry.reason && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('reason', { reason: entry.reason })}
        </Typography>
      )}
      {entry.file_url && <SupportingFile entry={entry} />}
    </Box>
  );
}

export function Timeline({ shipmentId }: { shipmentId: number }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`history.detail.timeline.${key}`);
  const pages = usePages(contract.shipmentHistory.list, {
    filter_columns: 'shipment_id',
    filter_keys: String(shipmentId),
    sort_column: historyList.defaultSort.column,
    sort_type: historyList.defaultSort.type,
    entries: historyList.defaultEntries,
  });
  return (
    <Section id="shipment-history" title={t('title')}>
      {pages.isPending ? (
        <Busy size={24} />
      ) : pages.isError && pages.rows.length === 0 ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : pages.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, pt: 0.5 }}>
            {pages.rows.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Box>
          {pages.hasNextPage && (
            <Button variant="text" sx={{ mt: 1 }} onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
