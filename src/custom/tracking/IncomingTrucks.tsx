// The LSP dashboard's incoming trucks (GET /v1/dashboard/lsp/incoming-truck, docs/tracking.md
// "Incoming trucks"): each truck with the mill or refinery it heads to, the stop's day and hours,
// the distance to go and an ETA from its recent speed; late and silent trucks stand out. Filters:
// heading to (mill / refinery), the stop's day, a search; sorted by ETA, distance, day or plate.
import { memo, useState } from 'react';
import { Box, Button, Chip, MenuItem, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { INCOMING_DAYS, INCOMING_ENTRIES, INCOMING_SORTS, INCOMING_TYPES, type IncomingQuery, type IncomingTruck } from '../../../contract/incoming.ts';
import { request } from '../../api/http.ts';
import { useExportCall } from '../../components/exportAnswer.ts';
import { Fact } from '../../components/Fact.tsx';
import { useDebounced } from '../../components/useDebounced.ts';
import { formatDateTimeWib, formatDay, formatNumber } from '../../i18n/format.ts';
import { LoadState } from './LoadState.tsx';
import { Pager } from './Pager.tsx';
import { SignalChip } from './TruckFacts.tsx';
import { useLiveRead } from './useLiveRead.ts';

const NO_ROWS: readonly IncomingTruck[] = [];

/** Memoised as the live lists' rows are (TruckList): a row that did not change is not rendered again. */
const Row = memo(function Row({ truck }: { truck: IncomingTruck }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.incoming.${key}`, values);
  const hours = truck.target.start_operation_hour && truck.target.end_operation_hour ? `${truck.target.start_operation_hour}–${truck.target.end_operation_hour}` : null;
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {truck.plate_number ?? '-'}
        </Typography>
        <SignalChip signal={truck.signal} />
        {truck.late && <Chip size="small" color="error" label={t('late')} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        <Fact label={t(truck.incoming_type === 'PICKUP' ? 'toMill' : 'toRefinery')}>{truck.target.name}</Fact>
        <Fact label={t('day')}>
          {truck.target.estimation_date ? formatDay(truck.target.estimation_date) : '-'}
          {hours && ` · ${hours}`}
        </Fact>
        <Fact label={t('distance')}>{truck.distance_m === null ? '-' : t('km', { km: formatNumber(Math.round(truck.distance_m / 100) / 10) })}</Fact>
        <Fact label={t('eta')}>{truck.eta ? formatDateTimeWib(truck.eta) : t('noEta')}</Fact>
        <Fact label={translate('tracking.truck.driver')}>{truck.driver_name ?? '-'}</Fact>
        <Fact label={translate('tracking.truck.vendor')}>{truck.vendor_name ?? '-'}</Fact>
        <Fact label={t('products')}>{truck.products.map((p) => p.name).join(', ') || '-'}</Fact>
        <Fact label={t('owner')}>{truck.product_owner?.name ?? '-'}</Fact>
        <Fact label={translate('tracking.truck.shipment')}>{truck.shipment_identity}</Fact>
      </Box>
    </Box>
  );
});

/** A select over a closed list, "All" first: its value '' means no filter. */
function Choice<V extends string>({ label, value, values, text, onChange, all = true }: { label: string; value: V | ''; values: readonly V[]; text: (v: V) => string; onChange: (v: V | '') => void; all?: boolean }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as V | '')} sx={{ flex: '1 1 12rem', minWidth: 160, maxWidth: { sm: 280 } }}>
      {all && <MenuItem value="">{translate('tracking.incoming.all')}</MenuItem>}
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {text(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The trucks the filters keep, a page at a time. Apart from the filters: read again each second
 * while trucks report, it renders without them.
 */
function IncomingList({ query, onPage }: { query: IncomingQuery; onPage: (page: number) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`tracking.incoming.${key}`);
  const { answer, failed } = useLiveRead(contract.tracking.incomingTrucks, { query });
  const rows = answer?.data ?? NO_ROWS;
  const meta = answer?.meta;
  return (
    <LoadState loading={!meta} failed={failed ? t('failed') : null} empty={rows.length === 0 ? t('empty') : null}>
      {() => (
        <>
          <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((tr) => (
              <Row key={tr.track_id} truck={tr} />
            ))}
          </Box>
          <Pager meta={meta!} shown={rows.length} size={INCOMING_ENTRIES} onPage={onPage} />
        </>
      )}
    </LoadState>
  );
}

export function IncomingTrucks() {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.incoming.${key}`, values);
  const [type, setType] = useState<IncomingQuery['incoming_type'] | ''>('');
  const [day, setDay] = useState<IncomingQuery['filter_day'] | ''>('');
  const [sort, setSort] = useState<NonNullable<IncomingQuery['sort_by']>>('eta');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searched = useDebounced(search.trim(), 300);
  const query = { page, sort_by: sort, ...(type ? { incoming_type: type } : {}), ...(day ? { filter_day: day } : {}), ...(searched ? { search: searched } : {}) };
  const download = useExportCall();
  // The spreadsheet of every truck the filters keep (the spec names vendor and driver vendor_id, driver_id there).
  // Ready in time: the file. Otherwise it goes on in the background and waits in Export files.
  const exportSheet = () => {
    const { page: _page, ...filters } = query;
    download.run(() => request(contract.tracking.exportIncomingTrucks, { query: filters }), 'incoming-trucks.xlsx', t('exported'));
  };
  const set = <V,>(setter: (v: V) => void) => (v: V) => {
    setter(v);
    setPage(1);
  };

  return (
    <Box component="section" aria-labelledby="incoming-trucks" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="incoming-trucks" sx={{ mb: 1.5 }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        <Choice label={t('type')} value={type ?? ''} values={INCOMING_TYPES} text={(v) => t(`types.${v}`)} onChange={set(setType)} />
        <Choice label={t('dayFilter')} value={day ?? ''} values={INCOMING_DAYS} text={(v) => t(`days.${v}`)} onChange={set(setDay)} />
        <Choice label={t('sort')} value={sort} values={INCOMING_SORTS} text={(v) => t(`sorts.${v}`)} onChange={(v) => set(setSort)(v || 'eta')} all={false} />
        <TextField type="search" size="small" label={t('search')} value={search} onChange={(e) => set(setSearch)(e.target.value)} sx={{ flex: '1 1 14rem', maxWidth: 360 }} />
        <Button startIcon={<DownloadIcon />} onClick={exportSheet} disabled={download.busy}>
          {t('export')}
        </Button>
      </Box>
      <IncomingList query={query} onPage={setPage} />
    </Box>
  );
}
