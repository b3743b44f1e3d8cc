// A list's text filter (the logs' search and named filters): typed here, sent once typing pauses;
// a change of the value from outside (the address, "Clear filters") shows in the box.
import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useDebounced } from './useDebounced.ts';

const TYPING_PAUSE_MS = 300;

export function TextFilter({ label, value, max, onCommit }: { label: string; value: string; max: number; onCommit: (v: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, TYPING_PAUSE_MS);
  useEffect(() => {
    if (settled !== value) onCommit(settled);
    // Only a pause in typing commits; a change of `value` resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => setText(value), [value]);
  return <TextField size="small" label={label} value={text} onChange={(e) => setText(e.target.value.slice(0, max))} />;
}
