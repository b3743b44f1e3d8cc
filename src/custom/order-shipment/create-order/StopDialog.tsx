// Add or edit a stop of a DRAFT order: PICKUP or DROPOFF, a location of the order's company (its
// map shown), the estimated day and products with quantities. Checked with the contract's schema
// before it is sent; the server's refusals land on the same fields.
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { OrderDetail } from '../../../../contract/order.ts';
import { suborderFields, type SuborderRecord } from '../../../../contract/suborder.ts';
import { ApiHttpError } from '../../../api/http.ts';
import { LocationMap } from '../../../components/map/index.ts';
import { useT } from '../../../i18n/useT.ts';
import { useLocations, useOrderWrite, useProducts } from './calls.ts';
import { dayOf } from './dayOf.ts';
import { wibDayStart } from '../../../../contract/wib.ts';

type StopType = 'PICKUP' | 'DROPOFF';
interface Line {
  product_id: number | '';
  quantity: string;
}

/** Field errors by body path ("products.0.quantity"), from zod issues or a 422. */
type Errors = Record<string, string>;

/** A stop as the form sends it (checked by the contract's fields). */
type Stop = z.output<typeof suborderFields>;

export function StopDialog({ order, stop, onClose }: { order: OrderDetail; stop?: SuborderRecord; onClose: () => void }) {
  const t = useT();
  const notify = useNotify();
  const locations = useLocations(order.shipment_company_id ?? undefined);
  const products = useProducts(order.shipment_company_id ?? undefined);
  const [type, setType] = useState<StopType>(stop?.type ?? (order.suborders.some((s) => s.type === 'PICKUP') ? 'DROPOFF' : 'PICKUP'));
  const [locationId, setLocationId] = useState<number | ''>(stop?.pickup_dropoff_location_point_id ?? '');
  const [day, setDay] = useState(dayOf(stop?.estimation_date));
  const [lines, setLines] = useState<Line[]>(stop?.products.map((p) => ({ product_id: p.product_id, quantity: String(p.quantity) })) ?? [{ product_id: '', quantity: '' }]);
  const [errors, setErrors] = useState<Errors>({});
  const ofType = useMemo(() => (locations.data ?? []).filter((l) => l.type === type), [locations.data, type]);
  const location = ofType.find((l) => l.id === locationId);

  // An existing stop is updated, a new one created: one write each, the dialog uses the one it needs.
  const update = useOrderWrite(contract.suborder.update, (body: Stop) => ({ params: { id: stop?.id ?? 0 }, body }));
  const create = useOrderWrite(contract.suborder.create, (body: Stop) => ({ body: { ...body, order_id: order.id } }));
  const save = stop ? update : create;

  const submit = () => {
    const body = { type, pickup_dropoff_location_point_id: locationId, estimation_date: wibDayStart(day), products: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })) };
    const checked = suborderFields.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        notify(t('orders.stops.saved'), { type: 'success' });
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiHttpError && e.errors) setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? ''])));
        else setErrors({ '': e.message });
      },
    });
  };

  const err = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const setLine = (i: number, patch: Partial<Line>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const general = Object.entries(errors).filter(([k]) => !['type', 'pickup_dropoff_location_point_id', 'estimation_date', 'products'].includes(k) && !k.startsWith('products.'));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stop-dialog-title">
      <DialogTitle id="stop-dialog-title">{t(stop ? 'orders.stops.edit' : 'orders.stops.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('orders.stops.type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value as StopType);
              setLocationId('');
            }}
            error={!!err('type')}
            helperText={err('type')}
          >
            {(['PICKUP', 'DROPOFF'] as const).map((v) => (
              <MenuItem key={v} value={v}>
                {t(`resources.location.types.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('orders.stops.location')}
            value={ofType.some((l) => l.id === locationId) ? locationId : ''}
            onChange={(e) => setLocationId(Number(e.target.value))}
            error={!!err('pickup_dropoff_location_point_id')}
            helperText={err('pickup_dropoff_location_point_id') ?? (locations.isSuccess && ofType.length === 0 ? t('orders.stops.noLocations') : location?.address)}
          >
            {ofType.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name} ({l.identity})
              </MenuItem>
            ))}
          </TextField>
          {location && <LocationMap point={{ latitude: location.latitude, longitude: location.longitude }} label={t('orders.stops.map', { name: location.name })} height={200} />}
          <TextField
            type="date"
            label={t('orders.stops.estimation')}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            error={!!err('estimation_date')}
            helperText={err('estimation_date')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="subtitle1" component="h3">
            {t('orders.stops.products')}
          </Typography>
          {products.isSuccess && products.data.length === 0 && <Alert severity="info">{t('orders.stops.noProducts')}</Alert>}
          {err('products') && <Typography color="error" variant="body2">{err('products')}</Typography>}
          {lines.map((line, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                select
                label={t('orders.stops.product')}
                value={line.product_id}
                onChange={(e) => setLine(i, { product_id: Number(e.target.value) })}
                error={!!err(`products.${i}.product_id`)}
                helperText={err(`products.${i}.product_id`)}
                sx={{ flex: 2, minWidth: 0 }}
              >
                {(products.data ?? []).map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name} ({p.identity})
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('orders.stops.quantity')}
                value={line.quantity}
                onChange={(e) => setLine(i, { quantity: e.target.value })}
                error={!!err(`products.${i}.quantity`)}
                helperText={err(`products.${i}.quantity`)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <IconButton aria-label={t('orders.stops.removeProduct', { n: i + 1 })} onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))} disabled={lines.length === 1} sx={{ mt: 1 }}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => setLines((ls) => [...ls, { product_id: '', quantity: '' }])}>
              {t('orders.stops.addProduct')}
            </Button>
          </Box>
          {general.map(([k, v]) => (
            <Alert key={k} severity="error">
              {t(v)}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orders.stops.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('orders.stops.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
