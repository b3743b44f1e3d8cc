// The stops of the new order a move makes: each a pickup or drop-off at one of the customer's
// places, with a product, its quantity and the estimated day.
import { Box, Button, IconButton, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { emptyStop, type StopDraft } from './moveDraft.ts';
import { useCustomerCatalog } from './useFleet.ts';

export function StopsEditor({ companyId, stops, onChange }: { companyId: number | ''; stops: StopDraft[]; onChange: (s: StopDraft[]) => void }) {
  const translate = useTranslate();
  const { places, products } = useCustomerCatalog(companyId);
  const set = (i: number, patch: Partial<StopDraft>) => onChange(stops.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Box role="group" aria-label={translate('actions.move.stops')} sx={{ display: 'grid', gap: 1 }}>
      {stops.map((stop, i) => (
        <Box key={i} role="group" aria-label={translate('actions.move.stopN', { n: i + 1 })} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '8rem 1fr 1fr 7rem 10rem auto' }, gap: 1, alignItems: 'start' }}>
          <TextField select size="small" label={translate('actions.move.stopType')} value={stop.type} onChange={(e) => set(i, { type: e.target.value as StopDraft['type'], pickup_dropoff_location_point_id: '' })}>
            <MenuItem value="PICKUP">{translate('actions.move.PICKUP')}</MenuItem>
            <MenuItem value="DROPOFF">{translate('actions.move.DROPOFF')}</MenuItem>
          </TextField>
          <TextField select size="small" label={translate('actions.move.place')} value={stop.pickup_dropoff_location_point_id} onChange={(e) => set(i, { pickup_dropoff_location_point_id: Number(e.target.value) })}>
            {places.filter((p) => p.type === stop.type).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={translate('actions.move.product')} value={stop.product_id} onChange={(e) => set(i, { product_id: Number(e.target.value) })}>
            {products.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="number" label={translate('actions.move.quantity')} value={stop.quantity} onChange={(e) => set(i, { quantity: e.target.value })} />
          <TextField size="small" type="date" label={translate('actions.move.estimation')} value={stop.estimation_date} onChange={(e) => set(i, { estimation_date: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <IconButton aria-label={translate('actions.move.removeStop', { n: i + 1 })} onClick={() => onChange(stops.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<AddIcon />} disabled={companyId === ''} onClick={() => onChange([...stops, emptyStop('PICKUP')])}>
          {translate('actions.move.addPickup')}
        </Button>
        <Button size="small" startIcon={<AddIcon />} disabled={companyId === ''} onClick={() => onChange([...stops, emptyStop('DROPOFF')])}>
          {translate('actions.move.addDropoff')}
        </Button>
      </Box>
    </Box>
  );
}
