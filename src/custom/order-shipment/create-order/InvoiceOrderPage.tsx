// invoice-order, where a sent order lands (spec 2 §2). Its invoices come with the invoices work;
// what is real now is shown: the order just sent (?order=) with its state, and the sent orders.
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useOrder } from './calls.ts';
import { SC_CREATE_ORDER } from './flow.ts';
import { OrderList } from './OrderList.tsx';

export function InvoiceOrderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sent = useOrder(Number(params.get('order')) || undefined);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading title={t('orders.invoice.title')} />
      {sent.data && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="sent-order">
          <AlertTitle>{t('orders.invoice.justSent')}</AlertTitle>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{t('orders.invoice.justSentText', { identity: sent.data.identity })}</span>
            <StatusChip status={sent.data.status} />
          </Box>
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('orders.invoice.sentOrders')}
      </Typography>
      <OrderList openPath={SC_CREATE_ORDER} fixedStatus="PUBLISHED" label={t('orders.invoice.sentOrders')} />
    </Box>
  );
}
