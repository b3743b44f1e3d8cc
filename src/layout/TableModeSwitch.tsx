// The layout setting's switch (tableMode.ts, spec 1 §3): data-table mode 1 or 0, the same two
// buttons above every list, react-admin's (AdaptiveDataTable) and the "load more" ones
// (LoadMoreList). Choosing a mode stores it, so every list follows at once.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import TableIcon from '@mui/icons-material/TableRows';
import CardsIcon from '@mui/icons-material/ViewModule';
import { useTranslate } from 'react-admin';
import { useTableMode, type TableMode } from './tableMode.ts';

export interface TableModeSwitchProps {
  /** Mode 1 shows a simple list here (a phone, a load-more list), not a table: the button says so. */
  simple: boolean;
  /** After the mode changed (a paged list sizes its page). */
  onChange?: (mode: TableMode) => void;
}

export function TableModeSwitch({ simple, onChange }: TableModeSwitchProps) {
  const translate = useTranslate();
  const [mode, setMode] = useTableMode();
  const change = (next: TableMode | null) => {
    if (next === null || next === mode) return;
    setMode(next);
    onChange?.(next);
  };
  return (
    <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next: TableMode | null) => change(next)} aria-label={translate('shell.layout.label')}>
      <ToggleButton value={1} sx={{ gap: 0.5, py: 0.25 }}>
        <TableIcon fontSize="small" />
        {translate(simple ? 'shell.layout.list' : 'shell.layout.table')}
      </ToggleButton>
      <ToggleButton value={0} sx={{ gap: 0.5, py: 0.25 }}>
        <CardsIcon fontSize="small" />
        {translate('shell.layout.cards')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
