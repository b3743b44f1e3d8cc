// More trucks asked of vendors for the move's target: a vendor, one of its vehicle models, how
// many and the weight they carry (each becomes a REQUESTED part).
import { Box, Button, IconButton, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { emptyAdditional, type AdditionalDraft } from './moveDraft.ts';
import { usePartnerVendors, useVendorVehicles } from './useFleet.ts';

function AdditionalLine({ n, line, onChange, onRemove }: { n: number; line: AdditionalDraft; onChange: (l: AdditionalDraft) => void; onRemove: () => void }) {
  const translate = useTranslate();
  const vendors = usePartnerVendors().data ?? [];
  const vehicles = useVendorVehicles(line.vendor_id === '' ? null : line.vendor_id).data ?? [];
  return (
    <Box role="group" aria-label={translate('actions.move.additionalN', { n })} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 6rem 8rem auto' }, gap: 1, alignItems: 'start' }}>
      <TextField select size="small" label={translate('actions.vendor')} value={line.vendor_id} onChange={(e) => onChange({ ...line, vendor_id: Number(e.target.value), vehicle_id: '' })}>
        {vendors.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate('actions.vehicle')} value={line.vehicle_id} onChange={(e) => onChange({ ...line, vehicle_id: Number(e.target.value) })}>
        {vehicles.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="number" label={translate('actions.move.quantity')} value={line.quantity} onChange={(e) => onChange({ ...line, quantity: e.target.value })} />
      <TextField size="small" type="number" label={translate('actions.weight')} value={line.weight} onChange={(e) => onChange({ ...line, weight: e.target.value })} />
      <IconButton aria-label={translate('actions.move.removeAdditional', { n })} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

export function AdditionalsEditor({ lines, onChange }: { lines: AdditionalDraft[]; onChange: (l: AdditionalDraft[]) => void }) {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={translate('actions.move.additionals')} sx={{ display: 'grid', gap: 1 }}>
      {lines.map((line, i) => (
        <AdditionalLine key={i} n={i + 1} line={line} onChange={(l) => onChange(lines.map((x, j) => (j === i ? l : x)))} onRemove={() => onChange(lines.filter((_, j) => j !== i))} />
      ))}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...lines, emptyAdditional()])}>
          {translate('actions.move.addAdditional')}
        </Button>
      </Box>
    </Box>
  );
}
