// create-order: the DRAFT orders (newest first, so the one just started heads the list) and
// "New order", which makes a DRAFT with a generated identity and opens its editor. An LSP picks
// the customer first and may import orders from a sheet instead.
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBasename } from 'react-admin';
import { Busy } from '../../../components/Busy.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/useT.ts';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { contract } from '../../../../contract/index.ts';
import { useDrafts, useOrderWrite } from './calls.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { ErrorBody } from './ErrorBody.tsx';
import { customerQuery, type OrderFlow } from './flow.ts';

export function CreateOrderPage({ flow }: { flow: OrderFlow }) {
  const t = useT();
  const basename = useBasename();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const customer = Number(params.get('customer')) || undefined;
  const ready = !flow.choosesCustomer || !!customer;
  const drafts = useDrafts(flow.choosesCustomer ? customer : undefined, ready);
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
            {drafts.isPending && <Busy />}
            {drafts.isError && <Alert severity="error">{t('orders.drafts.failed')}</Alert>}
            {drafts.data?.data.length === 0 && <Typography color="text.secondary">{t('orders.drafts.empty')}</Typography>}
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="draft-list">
              {drafts.data?.data.map((order) => (
                <li key={order.id}>
                  <Card variant="outlined">
                    <CardActionArea component={Link} to={`${basename}/${flow.createPath}/${order.id}`}>
                      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.identity}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {order.pickup || order.dropoff
                              ? t('orders.drafts.stops', { pickup: order.pickup?.name ?? '-', dropoff: order.dropoff?.name ?? '-' })
                              : t('orders.drafts.noStops')}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {t('orders.drafts.made', { date: formatDateTime(order.created_at) })}
                          </Typography>
                        </Box>
                        <StatusChip status={order.status} />
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    </Box>
  );
}
