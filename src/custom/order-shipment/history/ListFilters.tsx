// The history lists' search, status and creation-date range (shipments for the LSP and the vendor,
// sent orders for the shipping company: each says which states and what the search finds). They
// live in the URL (?q=&status=&from=&until=), so going back from a detail finds the list as left.
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface HistoryFilters {
  q: string;
  status: string;
  from: string;
  until: string;
}

export const FILTER_NAMES = ['q', 'status', 'from', 'until'] as const satisfies readonly (keyof HistoryFilters)[];

export interface ListFiltersProps {
  value: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
  /** The states the status filter offers. */
  statuses: readonly string[];
  /** The search box's label key (what it searches). */
  searchLabel: string;
}

export function ListFilters({ value, onChange, statuses, searchLabel }: ListFiltersProps) {
  const translate = useTranslate();
  const set = (name: keyof HistoryFilters) => (e: { target: { value: string } }) => onChange({ ...value, [name]: e.target.value });
  const any = FILTER_NAMES.some((n) => value[n] !== '');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField size="small" type="search" label={translate(searchLabel)} value={value.q} onChange={set('q')} sx={{ flex: '1 1 240px', minWidth: 0 }} />
      <TextField size="small" select label={translate('history.list.status')} value={value.status} onChange={set('status')} sx={{ flex: '0 1 180px', minWidth: 140 }}>
        <MenuItem value="">{translate('history.list.allStatuses')}</MenuItem>
        {statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`shell.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label={translate('history.list.from')} value={value.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.until || undefined } }} sx={{ flex: '0 1 170px', minWidth: 140 }} />
      <TextField size="small" type="date" label={translate('history.list.until')} value={value.until} onChange={set('until')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }} sx={{ flex: '0 1 170px', minWidth: 140 }} />
      {any && <Button onClick={() => onChange({ q: '', status: '', from: '', until: '' })}>{translate('history.list.clear')}</Button>}
    </Box>
  );
}
