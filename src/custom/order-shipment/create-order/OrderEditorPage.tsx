// One order (create-order/{id}): identity, stops with their products and map, the totals, and the
// actions its state allows this role (contract/states.ts): a DRAFT is edited, sent or cancelled;
// a sent order's stops can be sent to another location.
import { useState } from 'react';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router';
import { useBasename } from 'react-admin';
import { actionsFor, orderMachine } from '../../../../contract/states.ts';
import type { OrderDetail } from '../../../../contract/order.ts';
import { Busy } from '../../../components/Busy.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useOrder } from './calls.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { customerQuery, type OrderFlow } from './flow.ts';
import { IdentityForm } from './IdentityForm.tsx';
import { SendPanel } from './SendPanel.tsx';
import { StopCard } from './StopCard.tsx';
import { StopDialog } from './StopDialog.tsx';
import { Totals } from './Totals.tsx';

export function OrderEditorPage({ flow }: { flow: OrderFlow }) {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const order = useOrder(Number(id) || undefined);
  if (order.isPending) return <Busy />;
  if (order.isError || !order.data) return <Alert severity="error">{t('orders.editor.notFound')}</Alert>;
  return <Editor key={order.data.id} order={order.data} flow={flow} />;
}

function Editor({ order, flow }: { order: OrderDetail; flow: OrderFlow }) {
  const t = useT();
  const basename = useBasename();
  const [adding, setAdding] = useState(false);
  const actions = actionsFor(orderMachine, order.status, flow.role);
  const editable = actions.includes('edit');
  const back = `${basename}/${flow.createPath}${flow.choosesCustomer ? customerQuery(order.shipment_company_id ?? undefined) : ''}`;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Button component={Link} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('orders.editor.back')}
      </Button>
      <PageHeading title={t('orders.editor.title', { identity: order.identity })} />
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <StatusChip status={order.status} />
          {flow.choosesCustomer && order.shipment_company && <Typography>{t('orders.editor.company', { name: order.shipment_company.name })}</Typography>}
          {order.shipment && <Typography>{t('orders.editor.shipment', { identity: order.shipment.identity })}</Typography>}
        </Stack>
        {editable ? <IdentityForm order={order} /> : <Alert severity="info">{t('orders.editor.sentNote')}</Alert>}
        {order.note && <Typography>{t('orders.editor.note', { note: order.note })}</Typography>}

        <section aria-labelledby="stops-heading">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}>
            <Typography id="stops-heading" variant="h6" component="h2">
              {t('orders.stops.heading')}
            </Typography>
            {editable && (
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {t('orders.stops.add')}
              </Button>
            )}
          </Stack>
          {order.suborders.length === 0 && <Typography color="text.secondary">{t('orders.stops.empty')}</Typography>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.suborders.map((stop) => (
              <StopCard key={stop.id} order={order} stop={stop} editable={editable} redirectable={actions.includes('changeDestination')} />
            ))}
          </Stack>
        </section>

        <Totals order={order} />
        <Divider />
        {actions.includes('publish') && <SendPanel order={order} flow={flow} />}
        {actions.includes('cancel') && (
          <div>
            <CancelOrder order={order} flow={flow} />
          </div>
        )}
      </Stack>
      {adding && <StopDialog order={order} onClose={() => setAdding(false)} />}
    </Box>
  );
}
