// One stop of the order: type, location, estimated day and products; the actions the order's
// state allows (contract/states.ts): edit and remove on a DRAFT, change destination once sent.
import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import type { OrderDetail } from '../../../../contract/order.ts';
import type { SuborderRecord } from '../../../../contract/suborder.ts';
import { formatDay, formatNumber } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/useT.ts';
import { contract } from '../../../../contract/index.ts';
import { useOrderWrite } from './calls.ts';
import { DestinationDialog } from './DestinationDialog.tsx';
import { StopDialog } from './StopDialog.tsx';

interface Props {
  order: OrderDetail;
  stop: SuborderRecord;
  editable: boolean;
  redirectable: boolean;
}

export function StopCard({ order, stop, editable, redirectable }: Props) {
  const t = useT();
  const notify = useNotify();
  const [open, setOpen] = useState<'edit' | 'remove' | 'destination'>();
  const remove = useOrderWrite(contract.suborder.remove, () => ({ params: { id: stop.id } }));
  const names = { type: t(`resources.location.types.${stop.type}`), location: stop.pickup_dropoff_location_point.name };

  return (
    <Card variant="outlined" component="li" data-testid={`stop-${stop.type}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" variant="outlined" label={names.type} />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{names.location}</Typography>
        </Stack>
        {stop.pickup_dropoff_location_point.address && (
          <Typography variant="body2" color="text.secondary">
            {stop.pickup_dropoff_location_point.address}
          </Typography>
        )}
        <Typography variant="body2">{t('orders.stops.estimationShort', { date: formatDay(stop.estimation_date) })}</Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {stop.products.map((p) => (
            <li key={p.product_id}>
              <Typography variant="body2">{t('orders.stops.productLine', { name: p.name, quantity: formatNumber(p.quantity), unit: p.unit ?? '' }).trim()}</Typography>
            </li>
          ))}
        </Box>
        {stop.note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('orders.editor.note', { note: stop.note })}
          </Typography>
        )}
      </CardContent>
      {(editable || redirectable) && (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          {editable && (
            <>
              <Button size="small" onClick={() => setOpen('edit')} aria-label={t('orders.stops.editNamed', names)}>
                {t('orders.stops.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => setOpen('remove')} aria-label={t('orders.stops.removeNamed', names)}>
                {t('orders.stops.remove')}
              </Button>
            </>
          )}
          {redirectable && (
            <Button size="small" onClick={() => setOpen('destination')} aria-label={t('orders.destination.buttonNamed', names)}>
              {t('orders.destination.button')}
            </Button>
          )}
        </CardActions>
      )}
      {open === 'edit' && <StopDialog order={order} stop={stop} onClose={() => setOpen(undefined)} />}
      {open === 'destination' && <DestinationDialog order={order} stop={stop} onClose={() => setOpen(undefined)} />}
      <Confirm
        isOpen={open === 'remove'}
        title={t('orders.stops.removeTitle')}
        content={t('orders.stops.removeBody', names)}
        confirm={t('orders.stops.remove')}
        cancel={t('orders.stops.close')}
        loading={remove.isPending}
        onClose={() => setOpen(undefined)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify(t('orders.stops.removed'), { type: 'success' });
              setOpen(undefined);
            },
            onError: (e) => notify(e.message, { type: 'error' }),
          })
        }
      />
    </Card>
  );
}
