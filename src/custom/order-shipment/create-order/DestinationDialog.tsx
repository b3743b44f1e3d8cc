// Send a stop of a sent order to another location of the same type, with a note and an optional
// delivery-order number (PUT /v1/suborder/{id}/change-destinations).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { OrderDetail } from '../../../../contract/order.ts';
import type { SuborderRecord } from '../../../../contract/suborder.ts';
import { ApiHttpError } from '../../../api/http.ts';
import { useT } from '../../../i18n/useT.ts';
import { useLocations, useOrderWrite } from './calls.ts';
import { ErrorBody } from './ErrorBody.tsx';

export function DestinationDialog({ order, stop, onClose }: { order: OrderDetail; stop: SuborderRecord; onClose: () => void }) {
  const t = useT();
  const notify = useNotify();
  const locations = useLocations(order.shipment_company_id ?? undefined);
  const [locationId, setLocationId] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [orderNumber, setOrderNumber] = useState(stop.order_number ?? '');
  const change = useOrderWrite(contract.suborder.changeDestinations, () => ({
    params: { id: stop.id },
    body: { pickup_dropoff_location_point_id: locationId as number, note, order_number: orderNumber.trim() || undefined },
  }));
  const fieldError = (k: string) => (change.error instanceof ApiHttpError ? change.error.errors?.[k]?.[0] : undefined);
  const choices = (locations.data ?? []).filter((l) => l.type === stop.type && l.id !== stop.pickup_dropoff_location_point_id);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="destination-title">
      <DialogTitle id="destination-title">{t('orders.destination.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('orders.destination.from', { location: stop.pickup_dropoff_location_point.name })}</Typography>
          <TextField select label={t('orders.destination.location')} value={locationId} onChange={(e) => setLocationId(Number(e.target.value))} required>
            {choices.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name} ({l.identity})
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('orders.destination.orderNumber')} value={orderNumber} onChange={(e) => setOrderNumber(e.target.value)} />
          <TextField
            label={t('orders.destination.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required
            multiline
            minRows={2}
            error={!!fieldError('note')}
            helperText={fieldError('note') && t(fieldError('note')!)}
          />
          <ErrorBody error={change.error} title={t('orders.destination.title')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orders.stops.close')}</Button>
        <Button
          variant="contained"
          disabled={change.isPending || locationId === '' || !note.trim()}
          onClick={() =>
            change.mutate(undefined, {
              onSuccess: () => {
                notify(t('orders.destination.done'), { type: 'success' });
                onClose();
              },
            })
          }
        >
          {t('orders.destination.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
