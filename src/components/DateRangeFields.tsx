// A "from date" and a "to date" field for a list's filters (the logs): each keeps the other as its
// bound, so the browser's picker offers no range that ends before it starts.
import { TextField } from '@mui/material';

interface Props {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}

export function DateRangeFields({ from, to, fromLabel, toLabel, onChange }: Props) {
  return (
    <>
      <TextField size="small" type="date" label={fromLabel} value={from} onChange={(e) => onChange({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }} />
      <TextField size="small" type="date" label={toLabel} value={to} onChange={(e) => onChange({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }} />
    </>
  );
}
