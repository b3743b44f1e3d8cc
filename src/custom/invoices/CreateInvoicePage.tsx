// invoice-order/create-invoice/{shipment id} (LSP): the delivered shipment and "Create invoice",
// which drafts one invoice per shipping company of its orders and opens the first; a shipment
// already invoiced links to its invoices instead.
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { LinkBase, useBasename, useParams } from 'react-admin';
import { useNavigate } from 'react-router';
import { contract } from '../../../contract/index.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { BusyPage } from '../../components/Busy.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../i18n/useT.ts';
import { InvoiceCard } from './InvoiceList.tsx';
import { invoicePath, listPath } from './paths.ts';

export function CreateInvoicePage() {
  const t = useT();
  const id = Number(useParams().id);
  const basename = useBasename();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const shipment = useCall(contract.shipment.show, { params: { id } }, { enabled: valid });
  const existing = useCall(contract.invoices.list, { query: { filter_columns: 'shipment_id', filter_keys: String(id), entries: 20 } }, { enabled: valid });
  const create = useCallWrite(contract.invoices.create, { invalidates: [contract.invoices.list], onSuccess: (answer) => navigate(invoicePath(basename, 'LOGISTIC_SERVICE_PROVIDER', answer.data[0]!.id)) });
  const back = (
    <Link component={LinkBase} to={listPath(basename)} sx={{ display: 'inline-block', mb: 1 }}>
      {t('invoices.detail.back')}
    </Link>
  );
  if (shipment.isPending || existing.isPending) return <BusyPage />;
  if (!shipment.data) {
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <Alert severity="warning">{t('invoices.detail.notFound')}</Alert>
      </Box>
    );
  }
  const s = shipment.data.data;
  const invoices = existing.data?.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      {back}
      <PageHeading title={t('invoices.create.title')} />
      {invoices.length > 0 ? (
        <Stack spacing={1}>
          <Alert severity="info">{t('invoices.create.existing')}</Alert>
          {invoices.map((row) => (
            <InvoiceCard key={row.id} row={row} role="LOGISTIC_SERVICE_PROVIDER" />
          ))}
        </Stack>
      ) : s.status === 'DELIVERED' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t('invoices.create.intro', { identity: s.identity })}</Alert>
          <Button variant="contained" disabled={create.isPending} onClick={() => create.mutate({ body: { shipment_id: id } })}>
            {t('invoices.create.confirm')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="warning">{t('invoices.create.notDelivered', { identity: s.identity })}</Alert>
      )}
    </Box>
  );
}
