// The truck assignments behind the figures (GET /v1/dashboard/lsp/performance-detail-order): one
// row per truck with its request's day, shipment, order, plate, driver, how it was weighed and its
// netto and loss, filtered by the track state, paged.
import { keepPreviousData } from '@tanstack/react-query';
import { Box, MenuItem, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { TRACK_STATES } from '../../../contract/states.ts';
import { useCall } from '../../api/useCall.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { formatDay } from '../../i18n/format.ts';
import { shownValue } from './figures.ts';
import { PagedRows } from './PagedRows.tsx';
import { detailQueryOf, type PerformanceFilters } from './filters.ts';

const COLUMNS = ['requested_at', 'shipment', 'order', 'vendor', 'plate_number', 'driver_name', 'status', 'load_source', 'pickup', 'dropoff', 'loss'] as const;

export function DetailList({ filters, set }: { filters: PerformanceFilters; set: (patch: Partial<PerformanceFilters>) => void }) {
  const translate = useTranslate();
  const list = useCall(contract.vendorPerformance.detail, { query: detailQueryOf(filters) as never }, { placeholderData: keepPreviousData });
  const title = translate('performance.detail.title');
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <TextField select size="small" label={translate('performance.detail.status')} value={filters.status} onChange={(e) => set({ status: e.target.value as PerformanceFilters['status'] })} sx={{ maxWidth: 260 }}>
        <MenuItem value="">{translate('performance.detail.allStatuses')}</MenuItem>
        {TRACK_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`performance.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <PagedRows
        title={title}
        list={list}
        count={(total) => translate('performance.detail.total', { smart_count: total })}
        columns={COLUMNS.map((c) => translate(`performance.detail.columns.${c}`))}
        empty={translate('performance.detail.empty')}
        page={filters.page}
        onPage={(page) => set({ page })}
      >
        {(r) => (
          <TableRow key={r.track_id}>
            <TableCell>{formatDay(r.requested_at)}</TableCell>
            <TableCell>{r.shipment.identity}</TableCell>
            <TableCell>{r.order?.identity ?? '–'}</TableCell>
            <TableCell>{r.vendor.name}</TableCell>
            <TableCell>{r.plate_number ?? '–'}</TableCell>
            <TableCell>{r.driver_name ?? '–'}</TableCell>
            <TableCell>
              <StatusChip status={r.status} prefix="performance.status" />
            </TableCell>
            <TableCell>{r.load_source ? translate(`performance.detail.source.${r.load_source}`) : '–'}</TableCell>
            <TableCell align="right">{shownValue(r.pickup)}</TableCell>
            <TableCell align="right">{shownValue(r.dropoff)}</TableCell>
            <TableCell align="right">{r.loss_kg === null ? '–' : translate('performance.detail.lossValue', { kg: shownValue(r.loss_kg), percent: shownValue(r.loss_percent) })}</TableCell>
          </TableRow>
        )}
      </PagedRows>
    </Box>
  );
}
