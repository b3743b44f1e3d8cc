// Accepting a request: one plate and one driver per truck asked, chosen among the vendor's own
// plates and drivers that are not on another active track (GET /v1/vehicle-detail and
// /v1/drivers with mode=available); then PUT /v1/shipment/{id}/accept and the success page.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography, useMediaQuery } from '@mui/material';
import { useBasename, useNavigate, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { ShipmentVendorRow } from '../../../../contract/shipment-vendors.ts';
import { ApiHttpError } from '../../../api/http.ts';
import { useCall, useCallWrite } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { DISPATCHING_SLUG, SUCCESS_PATH } from './paths.ts';
import { filledSlots, problemsOf, slotsOf, slotsReady, type TruckSlot } from './trucks.ts';

export interface AcceptedState {
  identity: string;
  trucks: { plate: string; driver: string }[];
}

const FREE = { query: { mode: 'available', entries: -1 } };

/** The vendor's free plates and drivers: `data` once both are in. */
function useFreeFleet() {
  // Free now: asked again every time the dialog opens.
  const plates = useCall(contract.vehicleDetail.list, FREE, { gcTime: 0 });
  const drivers = useCall(contract.driver.list, FREE, { gcTime: 0 });
  const data = plates.data && drivers.data ? { plates: plates.data.data, drivers: drivers.data.data } : undefined;
  return { data, isError: plates.isError || drivers.isError, isPending: !data && !(plates.isError || drivers.isError) };
}

function AcceptForm({ row, onClose }: { row: ShipmentVendorRow; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { data: fleet, isPending: fleetPending, isError: fleetFailed } = useFreeFleet();
  const [slots, setSlots] = useState<TruckSlot[]>(() => slotsOf(row));
  const [tried, setTried] = useState(false);
  // The success page says what was accepted; the error shows in the dialog. The requests' list
  // and the menu's badge read the requests again.
  const accept = useCallWrite(contract.shipment.accept, {
    input: (_: void) => ({
      params: { id: row.shipment.id },
      body: { shipment_vendor_id: row.id, tracks: filledSlots(slots).map((s) => ({ vehicle_detail_id: s.vehicle_detail_id!, driver_id: s.driver_id! })) },
    }),
    notify: false,
    refresh: false,
    invalidates: [contract.shipmentVendors.list],
    onSuccess: () => {
      const plates = new Map(fleet?.plates.map((p) => [p.id, p.plate_number]));
      const drivers = new Map(fleet?.drivers.map((d) => [d.id, d.user_name]));
      const state: AcceptedState = { identity: row.shipment.identity, trucks: filledSlots(slots).map((s) => ({ plate: plates.get(s.vehicle_detail_id!) ?? '', driver: drivers.get(s.driver_id!) ?? '' })) };
      navigate(`${basename}/${DISPATCHING_SLUG}/${SUCCESS_PATH}`, { state });
    },
    onError: () => undefined,
  });
  const serverErrors = accept.error instanceof ApiHttpError ? (accept.error.errors ?? {}) : {};
  const problems = problemsOf(slots);
  // The server numbers the trucks sent: slots left empty are not among them.
  const filled = filledSlots(slots);
  const sent = (i: number) => filled.indexOf(slots[i]!);
  const set = (i: number, patch: Partial<TruckSlot>) => setSlots((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const choosePlate = (i: number, plateId: number) => {
    // The plate's usual driver comes with it when free and not given to another truck.
    const usual = fleet?.plates.find((p) => p.id === plateId)?.driver_id ?? null;
    const freeUsual = usual !== null && fleet?.drivers.some((d) => d.id === usual) && !slots.some((s, j) => j !== i && s.driver_id === usual);
    set(i, { vehicle_detail_id: plateId, ...(freeUsual && slots[i]!.driver_id === null ? { driver_id: usual } : {}) });
  };
  const submit = () => {
    setTried(true);
    if (slotsReady(slots)) accept.mutate();
  };
  const message = (problem: 'required' | 'twice' | undefined, server: string[] | undefined) =>
    server?.join(' ') ?? (problem === 'twice' ? translate('dispatch.accept.twice') : problem === 'required' && tried ? translate('validation.required') : undefined);

  return (
    <>
      <DialogTitle id="accept-title">{translate('dispatch.accept.title', { identity: row.shipment.identity })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('dispatch.accept.intro')}
        </Typography>
        {slots.length > 1 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('dispatch.accept.fewer')}
          </Typography>
        )}
        {fleetPending && <Busy aria-label={translate('dispatch.accept.loading')} />}
        {fleetFailed && <Alert severity="error">{translate('dispatch.accept.loadFailed')}</Alert>}
        {fleet && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {fleet.drivers.length === 0 && <Alert severity="warning">{translate('dispatch.accept.noDrivers')}</Alert>}
            {slots.map((slot, i) => {
              const plates = fleet.plates.filter((p) => p.vehicle_id === slot.vehicle_id);
              return (
                <Box key={i} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                  <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
                    {translate('dispatch.accept.truck', { n: i + 1, name: slot.name })}
                  </Typography>
                  {plates.length === 0 && (
                    <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
                      {translate('dispatch.accept.noPlates', { name: slot.name })}
                    </Alert>
                  )}
                  <TextField
                    select
                    label={translate('dispatch.accept.plate')}
                    value={slot.vehicle_detail_id ?? ''}
                    onChange={(e) => choosePlate(i, Number(e.target.value))}
                    error={!!message(problems[i]!.plate, serverErrors[`tracks.${sent(i)}.vehicle_detail_id`])}
                    helperText={message(problems[i]!.plate, serverErrors[`tracks.${sent(i)}.vehicle_detail_id`])}
                  >
                    {plates.map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {p.plate_number}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    label={translate('dispatch.accept.driver')}
                    value={slot.driver_id ?? ''}
                    onChange={(e) => set(i, { driver_id: Number(e.target.value) })}
                    error={!!message(problems[i]!.driver, serverErrors[`tracks.${sent(i)}.driver_id`])}
                    helperText={message(problems[i]!.driver, serverErrors[`tracks.${sent(i)}.driver_id`])}
                  >
                    {fleet.drivers.map((d) => (
                      <MenuItem key={d.id} value={d.id}>
                        {d.user_name}
                      </MenuItem>
                    ))}
                  </TextField>
                </Box>
              );
            })}
          </Box>
        )}
        {accept.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {accept.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('dispatch.accept.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!fleet || accept.isPending}>
          {translate('dispatch.accept.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

export function AcceptDialog({ row, open, onClose }: { row: ShipmentVendorRow; open: boolean; onClose: () => void }) {
  // A raw query, not the theme's: the dialog sits in a card's actions, whose theme keeps labels
  // by never matching "down" breakpoints (KeepLabels).
  const fullScreen = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="accept-title">
      {open && <AcceptForm row={row} onClose={onClose} />}
    </Dialog>
  );
}
