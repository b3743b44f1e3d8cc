// The chosen vendor's requests in the period, one by one (GET /v1/vendor/report-order-shipment):
// the shipment (opened in the area when it has the detail screen), the request's state, its
// orders, and the report's figures of that request alone; newest first, paged.
import { useContext } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Link, TableCell, TableRow, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { ReportOrderShipmentRow } from '../../../../contract/vendor-report.ts';
import { useCall } from '../../../api/useCall.ts';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDay } from '../../../i18n/format.ts';
import { AreaContext, hasScreen } from '../../../layout/AreaContext.ts';
import { shipmentDetailPath } from '../../order-shipment/history/index.tsx';
import { shownValue } from '../figures.ts';
import { PagedRows } from '../PagedRows.tsx';
import { requestsQueryOf, type ReportFilters } from './reportFilters.ts';

const COLUMNS = ['requested_at', 'shipment', 'status', 'orders', 'total_order_requested', 'total_order_accepted', 'total_netto_pickup', 'total_netto_dropoff', 'loss', 'total_shipment_track_trip', 'total_order_trip'] as const;

function ShipmentCell({ row }: { row: ReportOrderShipmentRow }) {
  const area = useContext(AreaContext);
  const path = shipmentDetailPath(row.shipment.id);
  // The administrator's area has no shipment screen: the identity alone.
  if (!area || !hasScreen(area, path)) return <>{row.shipment.identity}</>;
  return (
    <Link component={LinkBase} to={`${area.basename}/${path}`}>
      {row.shipment.identity}
    </Link>
  );
}

export function VendorRequests({ filters, vendorName, onPage }: { filters: ReportFilters; vendorName: string; onPage: (page: number) => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`performance.report.requests.${key}`, values);
  const list = useCall(contract.vendorReport.orderShipments, { query: requestsQueryOf(filters) as never }, { placeholderData: keepPreviousData });
  const title = t('title', { vendor: vendorName });
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('help')}
      </Typography>
      <PagedRows
        title={title}
        list={list}
        count={(total) => t('total', { smart_count: total })}
        columns={COLUMNS.map((c) => t(`columns.${c}`))}
        empty={t('empty')}
        page={filters.page}
        onPage={onPage}
      >
        {(r) => (
          <TableRow key={r.id}>
            <TableCell>{formatDay(r.requested_at)}</TableCell>
            <TableCell>
              <ShipmentCell row={r} />
            </TableCell>
            <TableCell>
              <StatusChip status={r.status} prefix="performance.report.requestStatus" />
            </TableCell>
            <TableCell>
              {r.orders.map((o) => o.identity).join(', ') || '–'}
              {r.orders_total > r.orders.length && ` ${t('moreOrders', { smart_count: r.orders_total - r.orders.length })}`}
            </TableCell>
            <TableCell align="right">{shownValue(r.total_order_requested)}</TableCell>
            <TableCell align="right">{shownValue(r.total_order_accepted)}</TableCell>
            <TableCell align="right">{shownValue(r.total_netto_pickup)}</TableCell>
            <TableCell align="right">{shownValue(r.total_netto_dropoff)}</TableCell>
            <TableCell align="right">
              {r.netto_loss_percentage === null ? '–' : translate('performance.detail.lossValue', { kg: shownValue(r.total_netto_loss), percent: shownValue(r.netto_loss_percentage) })}
            </TableCell>
            <TableCell align="right">{shownValue(r.total_shipment_track_trip)}</TableCell>
            <TableCell align="right">{shownValue(r.total_order_trip)}</TableCell>
          </TableRow>
        )}
      </PagedRows>
    </Box>
  );
}
