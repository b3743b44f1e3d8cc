// react-admin's buttons drop their label below the `sm` breakpoint (an icon with a tooltip, and
// CreateButton becomes a floating button below `md`): on a phone a toolbar turns into bare icons,
// some of them alike. Where there is room for words (a card's actions, a toolbar's menu), this
// tells the components inside that no "down" breakpoint matches, so every button keeps its label.
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

/** A media query that never matches ("not all"). */
export const NEVER = '@media not all';

const wide = (outer: Theme): Theme => ({ ...outer, breakpoints: { ...outer.breakpoints, down: () => NEVER } });

export function KeepLabels({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={wide}>{children}</ThemeProvider>;
}
