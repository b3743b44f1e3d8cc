// Less motion for people who ask their system for it (prefers-reduced-motion: reduce, WCAG 2.3.3):
// MUI's slides, fades and collapses take no time and buttons do not ripple. Read when a theme is
// made, as the media query stands then.
import type { ThemeOptions } from '@mui/material/styles';

const STILL = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

export const wantsLessMotion = (): boolean =>
  typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Theme options to spread into createTheme; empty when the user has not asked for less motion. */
export function motionOptions(lessMotion = wantsLessMotion()): Pick<ThemeOptions, 'transitions'> & { components?: ThemeOptions['components'] } {
  if (!lessMotion) return {};
  return {
    transitions: { duration: STILL, create: () => 'none' },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  };
}
