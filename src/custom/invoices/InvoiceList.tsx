// order-shipment/invoice-order (spec 1 §2, spec 2 §4): the caller's invoices, newest first, 9 or 3
// a page as the layout switch says, searched by shipment identity. The LSP also sees its delivered
// shipments, each with "Create invoice" (invoice-order/create-invoice/{id}). The server scopes
// everything: a shipping company its published invoices, a vendor those with its trucks' lines.
import { useMemo, useState } from 'react';
import { Box, Button, Chip, Link, TextField, Typography } from '@mui/material';
import { LinkBase, useBasename } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { invoiceList, toInvoiceList, type InvoiceRow, type ToInvoiceRow } from '../../../contract/invoice.ts';
import type { Role } from '../../../contract/lib.ts';
import { DateCell } from '../../components/DateCell.tsx';
import { Fact } from '../../components/Fact.tsx';
import { LoadMoreList } from '../../components/LoadMoreList.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RecordCard } from '../../components/RecordCard.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useAllowed } from '../../components/useAllowed.ts';
import { useDebounced } from '../../components/useDebounced.ts';
import { toListQuery } from '../../dataProvider/listParams.ts';
import { usePages } from '../../dataProvider/usePages.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { usePageSize } from '../../layout/tableMode.ts';
import { rupiah } from './money.ts';
import { INVOICE_SLUG, createPath, invoicePath } from './paths.ts';

export function InvoiceCard({ row, role }: { row: InvoiceRow; role: Role }) {
  const t = useT();
  const basename = useBasename();
  const number = row.number ?? t('invoices.list.draftNumber');
  const title = (
    <Link component={LinkBase} to={invoicePath(basename, role, row.id)} aria-label={t('invoices.list.open', { number })}>
      {number}
    </Link>
  );
  const marks = (
    <>
      <StatusChip status={row.status} />
      {row.unread && <Chip size="small" color="primary" label={t('invoices.list.unread')} />}
    </>
  );
  return (
    <RecordCard id={`invoice-${row.id}`} title={title} marks={marks}>
      <Fact label={t('invoices.list.shipment')}>{row.shipment.identity}</Fact>
      {role !== 'SHIPMENT_COMPANY' && <Fact label={t('invoices.list.company')}>{row.shipment_company?.name ?? '-'}</Fact>}
      {role !== 'LOGISTIC_SERVICE_PROVIDER' && <Fact label={t('invoices.list.provider')}>{row.logistics_service_provider.name}</Fact>}
      <Fact label={t('invoices.list.lines')}>{formatNumber(row.lines)}</Fact>
      {row.total !== null && <Fact label={t('invoices.list.total')}>{rupiah(row.total)}</Fact>}
      <Fact label={row.published_at ? t('invoices.list.published') : t('invoices.list.created')}>
        <DateCell value={row.published_at ?? row.created_at} />
      </Fact>
    </RecordCard>
  );
}

/** The list of invoices with its search; `children` go between the heading and the list (the SC's "order sent"). */
export function InvoiceList({ role, children }: { role: Role; children?: React.ReactNode }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const perPage = usePageSize();
  const query = useMemo(() => toListQuery({ pagination: { page: 1, perPage }, sort: { field: 'created_at', order: 'DESC' }, filter: { q } }, invoiceList), [q, perPage]);
  const pages = usePages(contract.invoices.list, query);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <PageHeading title={t('invoices.list.heading')} />
      {children}
      <TextField size="small" label={t('invoices.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 1, width: { xs: '100%', sm: 320 } }} />
      <LoadMoreList<InvoiceRow>
        pages={pages as never}
        label={t('invoices.list.title')}
        text={{ failed: 'invoices.list.failed', empty: q ? 'invoices.list.noMatch' : 'invoices.list.empty', shown: 'invoices.list.shown' }}
      >
        {(row) => <InvoiceCard row={row} role={role} />}
      </LoadMoreList>
      {role === 'LOGISTIC_SERVICE_PROVIDER' && <DeliveredShipments />}
    </Box>
  );
}

/** The LSP's delivered shipments without an invoice yet, each with the way to it. */
function DeliveredShipments() {
  const t = useT();
  const basename = useBasename();
  const perPage = usePageSize();
  // A READ_ONLY user reads the shipments but is not offered the invoice it may not create.
  const mayCreate = useAllowed('create', INVOICE_SLUG);
  const query = useMemo(() => toListQuery({ pagination: { page: 1, perPage }, sort: { field: 'updated_at', order: 'DESC' } }, toInvoiceList), [perPage]);
  const pages = usePages(contract.invoices.toInvoice, query);
  return (
    <Box component="section" aria-labelledby="to-invoice" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="to-invoice">
        {t('invoices.toInvoice.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('invoices.toInvoice.intro')}
      </Typography>
      <LoadMoreList<ToInvoiceRow> pages={pages as never} label={t('invoices.toInvoice.title')} text={{ failed: 'invoices.toInvoice.failed', empty: 'invoices.toInvoice.empty', shown: 'invoices.toInvoice.shown' }}>
        {(row) => (
          <RecordCard
            id={`delivered-${row.id}`}
            title={row.identity}
            marks={<StatusChip status="DELIVERED" />}
            actions={
              mayCreate && (
              <Button component={LinkBase} to={createPath(basename, row.id)} variant="outlined" size="small" aria-label={t('invoices.toInvoice.createFor', { identity: row.identity })}>
                {t('invoices.toInvoice.create')}
              </Button>
              )
            }
          >
            <Fact label={t('invoices.detail.order')}>{row.orders.map((o) => o.identity).join(', ') || '-'}</Fact>
            <Fact label={t('invoices.list.created')}>
              <DateCell value={row.created_at} />
            </Fact>
          </RecordCard>
        )}
      </LoadMoreList>
    </Box>
  );
}
