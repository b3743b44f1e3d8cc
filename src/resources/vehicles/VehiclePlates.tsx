// The plates of a vehicle on its edit page: each with its usual driver and its GPS device (the
// tracking flow's dialog), removable after a confirmation, a small form adding a plate with a driver and a dialog moving existing plates here
// (AddExistingPlates). Saved at once (own calls, useCallWrite): the server's message, then the
// vehicle and every cached read (the drivers, the plates) are read again.
import { Suspense, useState, type FormEvent } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { plateNumber } from '../../../contract/vehicle-detail.ts';
import { ApiHttpError } from '../../api/http.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { GpsDeviceDialog } from '../../custom/tracking/index.tsx';
import { AddExistingPlates } from './AddExistingPlates.tsx';

type Plate = { id: number; plate_number: string; driver: { name: string } | null };

/** The vendor's drivers who may drive (not blocked), for the driver picker. */
export function useActiveDrivers() {
  return useCall(contract.driver.list, { query: { entries: -1, mode: 'active' } }, { select: (answer) => answer.data });
}

function AddPlate({ vehicleId }: { vehicleId: number }) {
  const translate = useTranslate();
  const drivers = useActiveDrivers();
  const [plate, setPlate] = useState('');
  const [driverId, setDriverId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useCallWrite(contract.vehicleDetail.create, {
    input: (_: void) => ({ body: { vehicle_id: vehicleId, plate_number: plate, driver_id: driverId ? Number(driverId) : null } }),
    onSuccess: () => {
      setPlate('');
      setDriverId('');
      setErrors({});
    },
    onError: (e: Error) => {
      const fieldErrors = e instanceof ApiHttpError ? e.errors : undefined;
      setErrors(fieldErrors ? Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v.join(' ')])) : { plate_number: e.message });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The contract's plate rule, as the server and the plate import check it.
    const checked = plateNumber().safeParse(plate);
    if (!checked.success) return setErrors({ plate_number: translate(checked.error.issues[0]!.message) });
    add.mutate();
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
      <TextField
        size="small"
        label={translate('vendor.vehicles.plates.plate')}
        value={plate}
        onChange={(e) => setPlate(e.target.value)}
        error={!!errors.plate_number}
        helperText={errors.plate_number}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 220 }}
        label={translate('vendor.vehicles.plates.driver')}
        value={driverId}
        onChange={(e) => setDriverId(e.target.value)}
        error={!!errors.driver_id}
        helperText={errors.driver_id}
      >
        <MenuItem value="">{translate('vendor.vehicles.plates.noDriver')}</MenuItem>
        {(drivers.data ?? []).map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.user_name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={add.isPending}>
        {translate('vendor.vehicles.plates.add')}
      </Button>
    </Box>
  );
}

export function VehiclePlates() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [removing, setRemoving] = useState<Plate>();
  const [tracking, setTracking] = useState<Plate>();
  const remove = useCallWrite(contract.vehicleDetail.remove, { input: (plate: Plate) => ({ params: { id: plate.id } }) });
  if (!record) return null;
  const plates = (record.details ?? []) as Plate[];
  return (
    <Box component="section" aria-labelledby="vehicle-plates-title" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="vehicle-plates-title" variant="h6" component="h2">
        {translate('vendor.vehicles.plates.title')}
      </Typography>
      {plates.length === 0 ? (
        <Typography color="text.secondary">{translate('vendor.vehicles.plates.none')}</Typography>
      ) : (
        <List dense sx={{ maxWidth: 560 }}>
          {plates.map((p) => (
            <ListItem
              key={p.id}
              divider
              // Room for the two actions on the right.
              sx={{ pr: 13 }}
              secondaryAction={
                <>
                  <IconButton aria-label={translate('tracking.device.button', { plate: p.plate_number })} onClick={() => setTracking(p)}>
                    <GpsFixedIcon />
                  </IconButton>
                  <IconButton edge="end" aria-label={translate('vendor.vehicles.plates.remove', { plate: p.plate_number })} onClick={() => setRemoving(p)} disabled={remove.isPending}>
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={p.plate_number} secondary={p.driver?.name ?? translate('vendor.vehicles.plates.noDriver')} />
            </ListItem>
          ))}
        </List>
      )}
      <AddExistingPlates vehicleId={Number(record.id)} vehicleName={String(record.name ?? '')} />
      <AddPlate vehicleId={Number(record.id)} />
      {tracking && (
        <Suspense fallback={null}>
          <GpsDeviceDialog plateId={tracking.id} plate={tracking.plate_number} onClose={() => setTracking(undefined)} />
        </Suspense>
      )}
      <Confirm
        isOpen={!!removing}
        title="vendor.vehicles.plates.removeTitle"
        titleTranslateOptions={{ plate: removing?.plate_number ?? '' }}
        content="shell.crud.deleteContent"
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(undefined);
        }}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
}
