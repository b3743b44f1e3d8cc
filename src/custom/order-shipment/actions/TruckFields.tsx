// A plate and a driver of one vendor, picked from its free ones (one line of assign / change).
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFreeDrivers, useFreePlates } from './useFleet.ts';

export interface TruckChoice {
  vehicle_detail_id: number | '';
  driver_id: number | '';
}

export const truckChosen = (t: TruckChoice) => t.vehicle_detail_id !== '' && t.driver_id !== '';

export function TruckFields({ vendorId, value, onChange, label }: { vendorId: number; value: TruckChoice; onChange: (v: TruckChoice) => void; label: string }) {
  const translate = useTranslate();
  const plates = useFreePlates(vendorId).data ?? [];
  const drivers = useFreeDrivers(vendorId).data ?? [];
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mb: 1 }}>
      <TextField
        select
        size="small"
        label={translate('actions.plate')}
        value={value.vehicle_detail_id}
        onChange={(e) => {
          const plate = plates.find((p) => p.id === Number(e.target.value));
          // The plate's usual driver comes with it when free; the LSP may pick another.
          const usual = plate?.driver_id && drivers.some((d) => d.id === plate.driver_id) ? plate.driver_id : value.driver_id;
          onChange({ vehicle_detail_id: Number(e.target.value), driver_id: usual });
        }}
      >
        {plates.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.plate_number} · {p.vehicle.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate('actions.driver')} value={value.driver_id} onChange={(e) => onChange({ ...value, driver_id: Number(e.target.value) })}>
        {drivers.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.user_name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
