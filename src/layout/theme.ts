// react-admin/MUI theme with the colours of spec 1 §9; the primary colour may come from the
// host's LSP branding (GET /v1/personalization?domain=<hostname>).
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
    },
  };
}
