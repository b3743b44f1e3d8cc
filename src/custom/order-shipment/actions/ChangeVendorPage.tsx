// change-vendor (spec 2 §2): give a request nobody took to another vendor: the new vendor, the
// weight, its vehicle models and how many of each, a note (required: the vendors and the history
// read it) and when the request expires (typed in WIB, the product's time zone, whatever the
// browser's; a time not in the future is refused here as the server would). Next: the review.
import { useState } from 'react';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';
import { NOTE_MAX } from '../../../../contract/freight-fields.ts';
import { notInFuture, wibLocalOf } from '../../../components/wibInstant.ts';
import { chosenVehicles, type ChangeVendorDraft } from './changeVendorDraft.ts';
import { PageFrame } from './PageFrame.tsx';
import { changeVendorReviewPath } from './paths.ts';
import { useAreaNavigate } from './useAreaNavigate.ts';
import { useChangeVendor } from './useChangeVendor.ts';
import { usePartnerVendors, useVendorVehicles } from './useFleet.ts';

/** What is missing or wrong before the review, by field. */
function problemsOf(d: ChangeVendorDraft, now: Date): Partial<Record<'vendor' | 'vehicles' | 'note' | 'expires', string>> {
  return {
    ...(d.expires && notInFuture(d.expires, now) ? { expires: 'validation.future' } : {}),
    ...(d.new_vendor_id === '' ? { vendor: 'validation.required' } : {}),
    ...(chosenVehicles(d).length === 0 ? { vehicles: 'actions.changeVendor.noVehicles' } : {}),
    ...(d.note.trim() === '' ? { note: 'validation.required' } : d.note.length > NOTE_MAX ? { note: 'validation.tooLong' } : {}),
  };
}

export function ChangeVendorPage() {
  const translate = useTranslate();
  const goTo = useAreaNavigate();
  const { shipmentId, partId, shipment, part, loading, problem, draft, setDraft } = useChangeVendor();
  const vendors = (usePartnerVendors().data ?? []).filter((v) => v.id !== part?.vendor.id);
  const vehicles = useVendorVehicles(draft.new_vendor_id === '' ? null : draft.new_vendor_id).data ?? [];
  const [tried, setTried] = useState(false);
  const problems = tried ? problemsOf(draft, new Date()) : {};
  const say = (key?: string) => (key ? translate(key, { max: NOTE_MAX }) : ' ');
  const set = (patch: Partial<ChangeVendorDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const count = (id: number) => draft.quantities[String(id)] ?? 0;
  const setCount = (id: number, n: number) => set({ quantities: { ...draft.quantities, [String(id)]: Math.max(0, n) } });

  return (
    <PageFrame title={translate('actions.changeVendor.title', { identity: shipment?.identity ?? '' })} shipmentId={shipmentId} loading={loading} problem={problem}>
      {part && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>{translate('actions.changeVendor.from', { vendor: part.vendor.name, status: translate(`actions.state.${part.status}`) })}</Typography>
          <TextField
            select
            required
            label={translate('actions.changeVendor.newVendor')}
            value={draft.new_vendor_id}
            onChange={(e) => set({ new_vendor_id: Number(e.target.value), quantities: {} })}
            error={!!problems.vendor}
            helperText={say(problems.vendor)}
          >
            {vendors.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={translate('actions.weight')} type="number" inputMode="decimal" value={draft.new_vendor_weight} onChange={(e) => set({ new_vendor_weight: e.target.value })} />
          <Box role="group" aria-label={translate('actions.vehicles')}>
            <Typography variant="subtitle1">{translate('actions.vehicles')}</Typography>
            {draft.new_vendor_id === '' && <Typography color="text.secondary">{translate('actions.changeVendor.pickVendorFirst')}</Typography>}
            {vehicles.map((v) => (
              <Box key={v.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>{v.name}</Typography>
                <IconButton aria-label={translate('actions.fewer', { name: v.name })} onClick={() => setCount(v.id, count(v.id) - 1)} disabled={count(v.id) === 0}>
                  <RemoveIcon />
                </IconButton>
                <Typography aria-label={translate('actions.countOf', { name: v.name })} sx={{ minWidth: '2ch', textAlign: 'center' }}>
                  {count(v.id)}
                </Typography>
                <IconButton aria-label={translate('actions.more', { name: v.name })} onClick={() => setCount(v.id, count(v.id) + 1)}>
                  <AddIcon />
                </IconButton>
              </Box>
            ))}
            {problems.vehicles && <Typography color="error" variant="body2">{say(problems.vehicles)}</Typography>}
          </Box>
          <TextField
            required
            multiline
            minRows={2}
            label={translate('actions.note')}
            value={draft.note}
            onChange={(e) => set({ note: e.target.value })}
            error={!!problems.note}
            helperText={say(problems.note)}
          />
          <TextField
            label={translate('actions.changeVendor.expires')}
            type="datetime-local"
            value={draft.expires}
            onChange={(e) => set({ expires: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: wibLocalOf(new Date()) } }}
            error={!!problems.expires}
            helperText={problems.expires ? say(problems.expires) : translate('actions.changeVendor.expiresHelp')}
          />
          <Box>
            <Button
              variant="contained"
              onClick={() => {
                setTried(true);
                if (Object.keys(problemsOf(draft, new Date())).length === 0 && shipmentId !== null) goTo(changeVendorReviewPath(shipmentId, partId));
              }}
            >
              {translate('actions.changeVendor.review')}
            </Button>
          </Box>
        </Box>
      )}
    </PageFrame>
  );
}
