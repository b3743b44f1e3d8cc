// One export file: its name, state (with progress while it is written), rows and size, the filters
// it was asked with, who asked and when; Download once DONE, Delete after a confirmation.
import { useState } from 'react';
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Confirm, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { ExportFileRow } from '../../../contract/exports.ts';
import { request } from '../../api/http.ts';
import { useCallWrite } from '../../api/useCall.ts';
import { saveFile } from '../../components/saveFile.ts';
import { useFileDownload } from '../../components/useFileDownload.ts';
import { formatDateTimeWib, formatNumber } from '../../i18n/format.ts';

const COLOURS = { QUEUED: 'default', RUNNING: 'info', DONE: 'success', FAILED: 'error' } as const;

/** Bytes as the reader reads them: kB under a megabyte, else MB with one decimal. */
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB` : `${formatNumber(Math.round(bytes / 104857.6) / 10)} MB`);

export function ExportFileEntry({ row }: { row: ExportFileRow }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`exportFiles.${key}`, values);
  const [confirming, setConfirming] = useState(false);
  const download = useFileDownload();
  const remove = useCallWrite(contract.exportFiles.remove, { onSuccess: () => setConfirming(false) });
  const filters = Object.entries(row.filters).map(([k, v]) => `${translate(`exportFiles.filterNames.${k}`, { _: k })}: ${String(v)}`);
  const busy = row.status === 'QUEUED' || row.status === 'RUNNING';
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name}</Typography>
        <Chip size="small" variant="filled" color={COLOURS[row.status]} label={t(`states.${row.status}`)} />
        <Typography variant="body2" color="text.secondary">
          {t(`kinds.${row.kind}`)}
        </Typography>
      </Stack>
      {busy && <LinearProgress variant={row.status === 'RUNNING' ? 'determinate' : 'indeterminate'} value={row.progress} aria-label={t('progress', { name: row.name, progress: row.progress })} />}
      {row.error && (
        <Typography variant="body2" color="error">
          {row.error}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[row.rows !== null ? t('rows', { smart_count: row.rows, rows: formatNumber(row.rows) }) : null, row.size !== null ? sizeOf(row.size) : null, filters.length ? t('filters_used', { filters: filters.join(', ') }) : t('noFilters')].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('asked', { who: row.created_by?.name ?? t('someone'), when: formatDateTimeWib(row.created_at) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {row.status === 'DONE' && (
          <Button size="small" startIcon={<DownloadIcon />} disabled={download.busy} aria-label={t('downloadName', { name: row.name })} onClick={() => void download.run(async () => saveFile(await request(contract.exportFiles.file, { params: { id: row.id } }), row.name), (e) => e.message)}>
            {t('download')}
          </Button>
        )}
        <Button size="small" color="error" startIcon={<DeleteIcon />} aria-label={t('deleteName', { name: row.name })} onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title={t('confirmTitle', { name: row.name })}
        content={t(busy ? 'confirmBodyRunning' : 'confirmBody')}
        confirm={t('delete')}
        cancel={t('cancel')}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ params: { id: row.id } })}
      />
    </Box>
  );
}
