// The review's warnings before a shipment is made (issue 22): the trucks asked may not carry the
// orders' weight, and the weight given to the vendors may fall short of it. The LSP decides: they
// warn, they never block (a vendor may run a trip twice; the figures may be rough).
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format.ts';
import { capacityOf, type VehicleLine } from './quantities.ts';

const kg = (n: number) => formatNumber(Math.round(n * 1000) / 1000);

export function CapacityCheck({ vehicles, ordersWeight, givenWeight }: { vehicles: readonly VehicleLine[]; ordersWeight: number; givenWeight: number }) {
  const translate = useTranslate();
  if (ordersWeight <= 0 || !vehicles.some((v) => v.selected)) return null;
  const capacity = capacityOf(vehicles);
  const short = capacity.kg < ordersWeight;
  const given = { given: kg(givenWeight), total: kg(ordersWeight) };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
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
