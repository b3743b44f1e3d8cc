// Checkboxes of trucks (plate, driver, vendor) to choose several for one action.
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import type { TrackRecord } from '../../../../contract/track.ts';

export const trackLabel = (t: TrackRecord) => [t.vehicle_detail?.plate_number, t.driver?.name, t.vendor?.name].filter(Boolean).join(' · ');

export function TrackPicker({ tracks, chosen, onChange, label }: { tracks: TrackRecord[]; chosen: number[]; onChange: (ids: number[]) => void; label: string }) {
  return (
    <FormGroup sx={{ mb: 1 }} role="group" aria-label={label}>
      <FormLabel component="legend">{label}</FormLabel>
      {tracks.map((t) => (
        <FormControlLabel
          key={t.id}
          label={trackLabel(t)}
          control={<Checkbox checked={chosen.includes(t.id)} onChange={(e) => onChange(e.target.checked ? [...chosen, t.id] : chosen.filter((id) => id !== t.id))} />}
        />
      ))}
    </FormGroup>
  );
}
