// The playback's range: from and to, a date and a WIB time each (spec 1 §7: from_date, from_time,
// to_date, to_time). An end before the start is told at once and not asked; the server's own
// checks (at most 31 days, real dates) answer through the playback's error.
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Range } from './replay.ts';

const FIELDS = [
  ['from_date', 'date', 'fromDate'],
  ['from_time', 'time', 'fromTime'],
  ['to_date', 'date', 'toDate'],
  ['to_time', 'time', 'toTime'],
] as const;

export function RangeForm({ range, onShow }: { range: Range; onShow: (range: Range) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(range);
  const incomplete = Object.values(draft).some((v) => !v);
  const reversed = !incomplete && `${draft.to_date}T${draft.to_time}` <= `${draft.from_date}T${draft.from_time}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reversed && !incomplete) onShow(draft);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 180px)) auto' }, alignItems: 'start' }}>
      {FIELDS.map(([name, type, key]) => (
        <TextField
          key={name}
          type={type}
          size="small"
          required
          label={translate(`tracking.playback.${key}`)}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={name === 'to_time' && reversed}
          helperText={name === 'to_time' && reversed ? translate('tracking.playback.rangeOrder') : undefined}
        />
      ))}
      <Button type="submit" variant="contained" disabled={reversed || incomplete} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {translate('tracking.playback.show')}
      </Button>
    </Box>
  );
}
