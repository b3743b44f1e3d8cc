// "Add existing plates" on a vehicle's edit page: the vendor's plates that are on its other
// vehicles (GET /v1/vehicle-detail, all rows), chosen with checkboxes and narrowed by a filter box,
// move to this vehicle through POST /v1/vehicle/{id}/add-vehicle-details (spec 2 §7); then the
// server's message, and the vehicle and every cached read are read again.
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { VehicleDetailRecord } from '../../../contract/vehicle-detail.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';

const T = 'vendor.vehicles.plates';

interface Props {
  vehicleId: number;
  vehicleName: string;
}

/** Does the typed filter occur in the plate, its vehicle or its driver (case and spaces ignored)? */
function matches(plate: VehicleDetailRecord, filter: string) {
  const wanted = filter.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return true;
  return [plate.plate_number, plate.vehicle.name, plate.driver?.name ?? ''].some((text) => text.toLowerCase().includes(wanted));
}

function PlatesDialog({ vehicleId, vehicleName, onClose }: Props & { onClose: () => void }) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const plates = useCall(contract.vehicleDetail.list, { query: { entries: -1 } }, { select: (answer) => answer.data.filter((p) => p.vehicle_id !== vehicleId) });
  const add = useCallWrite(contract.vehicle.addDetails, { input: (_: void) => ({ params: { id: vehicleId }, body: { vehicle_detail_ids: [...chosen] } }), onSuccess: onClose });
  const others = plates.data ?? [];
  const shown = others.filter((p) => matches(p, filter));
  const toggle = (id: number) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-existing-plates-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-existing-plates-title">{translate(`${T}.addExistingTitle`, { name: vehicleName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.addExistingHint`)}
        </Typography>
        {plates.isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : plates.isError ? (
          <Typography role="alert" color="error">
            {plates.error.message}
          </Typography>
        ) : others.length === 0 ? (
          <Typography>{translate(`${T}.noOthers`)}</Typography>
        ) : (
          <>
            <TextField size="small" fullWidth label={translate(`${T}.filter`)} value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ mb: 1 }} />
            {shown.length === 0 && <Typography color="text.secondary">{translate(`${T}.noMatch`)}</Typography>}
            <FormGroup sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}>
              {shown.map((p) => (
                <FormControlLabel
                  key={p.id}
                  control={<Checkbox checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />}
                  label={
                    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                      <Box component="span" sx={{ display: 'block' }}>
                        {p.plate_number}
                      </Box>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {`${p.vehicle.name} · ${p.driver?.name ?? translate(`${T}.noDriver`)}`}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={chosen.size === 0 || add.isPending} onClick={() => add.mutate()}>
          {translate(`${T}.addChosen`, { smart_count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function AddExistingPlates(props: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${T}.addExisting`)}
      </Button>
      {open && <PlatesDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
