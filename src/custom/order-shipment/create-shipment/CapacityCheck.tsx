// The review's warnings before a shipment is made (issue 22): the trucks asked may not carry the
// orders' weight or their kind of product, and the weight given to the vendors may fall short of it. The LSP decides: they
// warn, they never block (a vendor may run a trip twice; the figures may be rough).
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format.ts';
import { capacityOf, type VehicleLine } from './quantities.ts';
import { misfits } from './fit.ts';
import type { SelectedOrder } from './selection.ts';

const kg = (n: number) => formatNumber(Math.round(n * 1000) / 1000);

interface Props {
  vehicles: readonly VehicleLine[];
  orders: readonly SelectedOrder[];
  ordersWeight: number;
  givenWeight: number;
}

export function CapacityCheck({ vehicles, orders, ordersWeight, givenWeight }: Props) {
  const translate = useTranslate();
  if (!vehicles.some((v) => v.selected)) return null;
  const unfit = misfits(vehicles, orders).flatMap((m) =>
    m.kinds.map((k) => ({ key: `${m.vehicle} ${k.kind}`, text: translate('dispatch.review.misfit', { vehicle: m.vehicle, type: m.type, kind: translate(`dispatch.review.kinds.${k.kind}`, { _: k.kind }), products: k.products.join(', ') }) })),
  );
  const fitWarnings = unfit.map((u) => (
    <Alert key={u.key} severity="warning" data-testid="vehicle-misfit">
      {u.text}
    </Alert>
  ));
  if (ordersWeight <= 0) return fitWarnings.length ? <Stack spacing={1} sx={{ mt: 1 }}>{fitWarnings}</Stack> : null;
  const capacity = capacityOf(vehicles);
  const short = capacity.kg < ordersWeight;
  const given = { given: kg(givenWeight), total: kg(ordersWeight) };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {fitWarnings}
      {short && capacity.unknown === 0 && (
        <Alert severity="warning" data-testid="capacity-short">
          {translate('dispatch.review.capacityShort', { capacity: kg(capacity.kg), total: kg(ordersWeight) })}
        </Alert>
      )}
      {short && capacity.unknown > 0 && (
        <Alert severity="info" data-testid="capacity-unknown">
          {translate('dispatch.review.capacityUnknown', { smart_count: capacity.unknown, capacity: kg(capacity.kg), total: kg(ordersWeight) })}
        </Alert>
      )}
      {givenWeight < ordersWeight ? (
        <Alert severity="warning" data-testid="weight-given">
          {translate('dispatch.review.weightShort', given)}
        </Alert>
      ) : (
        <Alert severity="success" data-testid="weight-given">
          {translate('dispatch.review.weightGiven', given)}
        </Alert>
      )}
    </Stack>
  );
}
