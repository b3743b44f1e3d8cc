// invoice-order, where a sent order lands (spec 2 §2): the order just sent (?order=) with its state,
// above the company's invoices (src/custom/invoices/). Its sent orders are in its history-order.
import { Alert, AlertTitle, Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useT } from '../../../i18n/useT.ts';
import { InvoiceList } from '../../invoices/InvoiceList.tsx';
import { useOrder } from './calls.ts';

export function InvoiceOrderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sent = useOrder(Number(params.get('order')) || undefined);
  return (
    <InvoiceList role="SHIPMENT_COMPANY">
      {sent.data && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="sent-order">
          <AlertTitle>{t('orders.invoice.justSent')}</AlertTitle>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{t('orders.invoice.justSentText', { identity: sent.data.identity })}</span>
            <StatusChip status={sent.data.status} />
          </Box>
        </Alert>
      )}
    </InvoiceList>
  );
}
