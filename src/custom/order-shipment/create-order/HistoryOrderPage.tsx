// The shipping company's history-order: all its orders and their states.
import { Box } from '@mui/material';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useT } from '../../../i18n/useT.ts';
import { SC_CREATE_ORDER } from './flow.ts';
import { OrderList } from './OrderList.tsx';

export function HistoryOrderPage() {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading title={t('orders.history.title')} />
      <OrderList openPath={SC_CREATE_ORDER} label={t('orders.history.title')} />
    </Box>
  );
}
