// react-admin/MUI theme with the colours of spec 1 §9; the primary colour may come from the
// host's LSP branding (GET /v1/personalization?domain=<hostname>).
import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { motionOptions } from './motion.ts';
import { brandPalette } from './palette.ts';

export const SIDE_DRAWER_WIDTH = 300;
export const NOTIFICATION_DRAWER_WIDTH = 400;

export function makeTheme(primary?: string | null): RaThemeOptions {
  const motion = motionOptions();
  return {
    ...defaultTheme,
    ...motion, // its components are merged below
    palette: {
      ...defaultTheme.palette,
      ...brandPalette(primary),
    },
    sidebar: { width: SIDE_DRAWER_WIDTH, closedWidth: SIDE_DRAWER_WIDTH },
    components: {
      ...defaultTheme.components,
      ...motion.components,
      // react-admin shows a list row's remove button only on mouse hover (visibility: hidden),
      // which hides it from keyboard and screen-reader users: keep it always visible.
      RaSimpleFormIterator: {
        styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } },
      },
      // On a phone react-admin fixes a form's toolbar (Save, Cancel, Delete) to the bottom of the
      // screen, over whatever follows the form: an edit page's own section (the driver's user
      // account, a vehicle's plates) could not be reached. The toolbar sticks to the bottom while
      // the form scrolls by, then stays at the form's end; the room the form kept for it goes.
      RaToolbar: { styleOverrides: { root: { '&.RaToolbar-mobileToolbar': { position: 'sticky' } } } },
      RaSimpleForm: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { paddingBottom: theme.spacing(2) } }) } },
      RaEdit: { styleOverrides: { root: { '& .RaEdit-card': { overflow: 'visible' } } } },
      RaCreate: { styleOverrides: { root: { '& .RaCreate-card': { overflow: 'visible' } } } },
    },
  };
}
