// create-order: the DRAFT orders (newest first, so the one just started heads the list; "load
// more", 9 or 3 at a time as the layout setting says) and "New order", which makes a DRAFT with a
// generated identity and opens its editor. An LSP picks the customer first and may import orders
// from a sheet instead.
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBasename } from 'react-admin';
import { LoadMoreList } from '../../../components/LoadMoreList.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useT } from '../../../i18n/useT.ts';
import { usePageSize } from '../../../layout/tableMode.ts';
import { contract } from '../../../../contract/index.ts';
import { useDraftPages, useOrderWrite } from './calls.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { ErrorBody } from './ErrorBody.tsx';
import { customerQuery, type OrderFlow } from './flow.ts';
import { OrderCard } from './OrderCard.tsx';

export function CreateOrderPage({ flow }: { flow: OrderFlow }) {
  const t = useT();
  const basename = useBasename();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const customer = Number(params.get('customer')) || undefined;
  const ready = !flow.choosesCustomer || !!customer;
  const drafts = useDraftPages(flow.choosesCustomer ? customer : undefined, usePageSize(), ready);
  const create = useOrderWrite(contract.order.create, () => ({ body: { status: 'DRAFT' as const, shipment_company_id: flow.choosesCustomer ? customer : undefined } }));

  const start = () => create.mutate(undefined, { onSuccess: (answer) => navigate(`${basename}/${flow.createPath}/${answer.data.id}`) });

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading title={t('orders.drafts.title')} />
      <Stack spacing={2}>
        {flow.choosesCustomer && <CustomerPicker value={customer} onChange={(id) => setParams({ customer: String(id) }, { replace: true })} />}
        {ready && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={start} disabled={create.isPending}>
              {t('orders.drafts.new')}
            </Button>
            {flow.importPath && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} component={Link} to={`${basename}/${flow.importPath}${customerQuery(customer)}`}>
                {t('orders.customer.importData')}
              </Button>
            )}
          </Stack>
        )}
        <ErrorBody error={create.error} title={t('orders.drafts.new')} />
        {ready && (
          <section aria-labelledby="drafts-heading">
            <Typography id="drafts-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('orders.drafts.heading')}
            </Typography>
            <LoadMoreList pages={drafts} label={t('orders.drafts.heading')} text={{ failed: 'orders.drafts.failed', empty: 'orders.drafts.empty', shown: 'orders.drafts.shown' }}>
              {(order) => <OrderCard order={order} to={`${basename}/${flow.createPath}/${order.id}`} />}
            </LoadMoreList>
          </section>
        )}
      </Stack>
    </Box>
  );
}
