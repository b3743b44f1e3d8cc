// One vendor's vehicle models on select-vehicle: each with its free plates and a +1 / -1 stepper.
// Loaded when the vendor is opened: its models, and its plates not on an active track (to count
// what is available per model).
import { Alert, Box, IconButton, List, ListItem, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { useCall } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { quantityOf, withQuantity, type VehicleModel } from './quantities.ts';
import { useShipmentSelection } from './selection.ts';


/** The vendor's models, each with how many of its plates are free: `data` once both reads are in. */
function useModels(vendor: { id: number; name: string }): { isError: boolean; data?: VehicleModel[] } {
  const byVendor = { filter_columns: 'vendor_id', filter_keys: String(vendor.id), entries: -1 };
  const vehicles = useCall(contract.vehicle.list, { query: byVendor });
  const free = useCall(contract.vehicleDetail.list, { query: { ...byVendor, mode: 'available' } });
  if (vehicles.isError || free.isError) return { isError: true };
  if (!vehicles.data || !free.data) return { isError: false };
  const available = new Map<number, number>();
  for (const plate of free.data.data) available.set(plate.vehicle_id, (available.get(plate.vehicle_id) ?? 0) + 1);
  const data = vehicles.data.data.map((v) => ({ vendor_id: vendor.id, vendor_name: vendor.name, vehicle_id: v.id, name: v.name, type: v.vehicle_type?.name ?? null, carries: v.vehicle_type?.carries ?? [], max_weight: v.max_weight ?? null, available: available.get(v.id) ?? 0 }));
  return { isError: false, data };
}

export function VendorVehicles({ vendor }: { vendor: { id: number; name: string } }) {
  const translate = useTranslate();
  const { vehicles, change } = useShipmentSelection();
  const models = useModels(vendor);
  if (models.isError) return <Alert severity="error">{translate('dispatch.vehicles.loadFailed')}</Alert>;
  if (!models.data) return <Busy sx={{ m: 2 }} />;
  if (models.data.length === 0) return <Typography color="text.secondary">{translate('dispatch.vehicles.noVehicles')}</Typography>;
  return (
    <List disablePadding>
      {models.data.map((model) => {
        const line = withQuantity(model, quantityOf(vehicles, model));
        const inputId = `qty-${vendor.id}-${model.vehicle_id}`;
        return (
          <ListItem key={model.vehicle_id} divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid={`vehicle-${model.name}`}>
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{model.name}</Typography>
              {model.type && (
                <Typography variant="body2" color="text.secondary">
                  {translate('dispatch.vehicles.type', { type: model.type })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {translate('dispatch.vehicles.available', { count: model.available })}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <IconButton onClick={() => change(model, -1)} disabled={line.quantity === 0} aria-label={translate('dispatch.vehicles.decrease', { name: model.name })}>
                <RemoveIcon />
              </IconButton>
              <Typography id={inputId} component="output" aria-label={translate('dispatch.vehicles.quantity', { name: model.name })} sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
                {line.quantity}
              </Typography>
              <IconButton onClick={() => change(model, 1)} aria-label={translate('dispatch.vehicles.increase', { name: model.name })} color="primary">
                <AddIcon />
              </IconButton>
            </Box>
            {line.exceed && (
              <Alert severity="warning" sx={{ flexBasis: '100%' }} data-testid="exceed">
                {translate('dispatch.vehicles.exceed', { smart_count: model.available })}
              </Alert>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
