// move-vehicle (spec 2 §2, §3 "Move-order request"): take trucks of a shipment to another order:
// an existing one (published, or on another live shipment) or a new one of a customer with its
// stops; optionally ask more vendors for the target. A reason (the vendors and the history read it)
// and a supporting file. The form is kept until sent, then reset; after sending, the target's detail.
import { useState } from 'react';
import { Autocomplete, Box, Button, FormControlLabel, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { contract } from '../../../../contract/index.ts';
import { useStoredState } from '../../../components/useStoredState.ts';
import { request } from '../../../api/http.ts';
import { AdditionalsEditor } from './AdditionalsEditor.tsx';
import { LSP, activeTracks, shipmentAllows, useMayRework } from './allowed.ts';
import { MOVE_STORE_KEY, emptyMove, moveBody, type MoveDraft } from './moveDraft.ts';
import { PageFrame } from './PageFrame.tsx';
import { detailPath } from './paths.ts';
import { StopsEditor } from './StopsEditor.tsx';
import { TrackPicker } from './TrackPicker.tsx';
import { useAreaNavigate } from './useAreaNavigate.ts';
import { useCustomers, useTargetOrders } from './useFleet.ts';
import { useShipment } from './useShipment.ts';
import { useShipmentWrite } from './useShipmentWrite.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function MoveVehiclePage() {
  const translate = useTranslate();
  const goTo = useAreaNavigate();
  const [search] = useSearchParams();
  const raw = Number(search.get('shipment'));
  const shipmentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const shipment = useShipment(shipmentId);
  const mayRework = useMayRework(LSP);
  const [stored, setDraft] = useStoredState<MoveDraft>(MOVE_STORE_KEY, emptyMove(shipmentId));
  // A draft of another shipment does not apply here.
  const draft = stored.shipmentId === shipmentId ? stored : emptyMove(shipmentId);
  // A stored draft of another shipment is replaced, as `draft` above reads it.
  const set = (patch: Partial<MoveDraft>) => setDraft((current) => ({ ...(current.shipmentId === shipmentId ? current : emptyMove(shipmentId)), ...patch }));
  const [file, setFile] = useState<File | null>(null);
  const [orderSearch, setOrderSearch] = useState('');
  const [asking, setAsking] = useState(false);
  const customers = useCustomers().data ?? [];
  const own = new Set(shipment.data?.orders.map((o) => o.id));
  const orders = (useTargetOrders(orderSearch).data ?? []).filter((o) => !own.has(o.id));
  const trucks = shipment.data ? activeTracks(shipment.data) : [];

  const send = useShipmentWrite(
    () => request(contract.shipment.moveVehicle, { body: moveBody(draft, file) as never }),
    (answer) => {
      setDraft(emptyMove(null));
      setFile(null);
      // "The detail of the target order": the spec's detail-history-order is the detail of the
      // shipment carrying it (docs/decisions.md, "The freight screens").
      goTo(detailPath(answer.data.shipment_id));
    },
  );

  const problem =
    shipmentId === null
      ? translate('actions.move.noShipment')
      : shipment.isError
        ? shipment.error.message
        : shipment.data && (!mayRework || !shipmentAllows(shipment.data, 'moveVehicle', LSP) || trucks.length === 0)
          ? translate('actions.move.notNow')
          : null;
  const ready = draft.track_ids.length > 0 && draft.note.trim() !== '' && (draft.type === 'EXISTING' ? draft.order_id !== '' : draft.shipment_company_id !== '' && draft.suborders.length > 0);

  return (
    <PageFrame title={translate('actions.move.title', { identity: shipment.data?.identity ?? '' })} shipmentId={shipmentId} loading={shipmentId !== null && shipment.isPending && !shipment.isError} problem={problem}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section title={translate('actions.move.typeTitle')}>
          <RadioGroup row value={draft.type} onChange={(e) => set({ type: e.target.value as MoveDraft['type'] })} aria-label={translate('actions.move.typeTitle')}>
            <FormControlLabel value="EXISTING" control={<Radio />} label={translate('actions.move.EXISTING')} />
            <FormControlLabel value="NEW" control={<Radio />} label={translate('actions.move.NEW')} />
          </RadioGroup>
        </Section>
        <Section title={translate('actions.trucks')}>
          <TrackPicker tracks={trucks} chosen={draft.track_ids} onChange={(ids) => set({ track_ids: ids })} label={translate('actions.move.whichTrucks')} />
        </Section>
        {draft.type === 'EXISTING' ? (
          <Section title={translate('actions.move.targetOrder')}>
            <Autocomplete
              options={orders.map((o) => ({ id: o.id, label: `${o.identity}${o.shipment_company ? ` · ${o.shipment_company.name}` : ''}` }))}
              value={draft.order_id === '' ? null : { id: draft.order_id, label: draft.order_label }}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(all) => all}
              onInputChange={(_, text, reason) => reason === 'input' && setOrderSearch(text)}
              onChange={(_, o) => set({ order_id: o?.id ?? '', order_label: o?.label ?? '' })}
              renderInput={(params) => <TextField {...params} label={translate('actions.move.order')} />}
              noOptionsText={translate('actions.move.noOrders')}
            />
          </Section>
        ) : (
          <Section title={translate('actions.move.newOrder')}>
            <TextField label={translate('actions.move.newIdentity')} value={draft.new_order_identity} onChange={(e) => set({ new_order_identity: e.target.value })} helperText={translate('actions.move.newIdentityHelp')} />
            <TextField select label={translate('actions.move.company')} value={draft.shipment_company_id} onChange={(e) => set({ shipment_company_id: Number(e.target.value), suborders: [] })}>
              {customers.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <StopsEditor companyId={draft.shipment_company_id} stops={draft.suborders} onChange={(suborders) => set({ suborders })} />
          </Section>
        )}
        <Section title={translate('actions.move.additionals')}>
          <AdditionalsEditor lines={draft.additionals} onChange={(additionals) => set({ additionals })} />
        </Section>
        <Section title={translate('actions.reason')}>
          <TextField required multiline minRows={2} label={translate('actions.reason')} value={draft.note} onChange={(e) => set({ note: e.target.value })} />
          <Box>
            <Button component="label" variant="outlined" size="small">
              {file ? file.name : translate('actions.move.file')}
              <input hidden type="file" accept="image/*,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
          </Box>
        </Section>
        <Box>
          <Button variant="contained" disabled={!ready || send.isPending} onClick={() => setAsking(true)}>
            {translate('actions.move.submit')}
          </Button>
        </Box>
      </Box>
      <Confirm
        isOpen={asking}
        title="actions.move.confirmTitle"
        content="actions.move.confirmContent"
        contentTranslateOptions={{ smart_count: draft.track_ids.length }}
        onConfirm={() => {
          setAsking(false);
          send.mutate(undefined);
        }}
        onClose={() => setAsking(false)}
      />
    </PageFrame>
  );
}
