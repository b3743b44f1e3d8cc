// The colours of spec 1 §9 as an MUI palette, shared by the public pages and the role areas.
// Primary comes from the host's LSP branding. Text and labels drawn in a brand colour must stay
// legible (WCAG AA 4.5:1), so primary and error use the brand hue darkened only as far as that needs
// (see docs/decisions.md); the other colours pick black or white text by the same threshold.
import { DEFAULT_PRIMARY_COLOR } from '../../contract/branding.ts';
import { contrastRatio, readableShade } from './contrast.ts';

export const COLORS = {
  primary: DEFAULT_PRIMARY_COLOR,
  error: '#EF3434',
  info: '#0094BC',
  warning: '#F0CD4D',
  success: '#2FA841',
  /** Spec 1 §4: the PROPOSED relation badge is orange (not the warning yellow). */
  orange: '#F57C00',
} as const;

/** The darkest light background brand text sits on (a selected menu item, a filled field, a tinted row). */
const SELECTED_GREY = '#EBEBEB';

export const isColor = (value: string | null | undefined): value is string => !!value && /^#[0-9a-f]{3,8}$/i.test(value);

export function brandPalette(primary?: string | null) {
  const brand = isColor(primary) ? primary : COLORS.primary;
  return {
    primary: { main: readableShade(brand, SELECTED_GREY) },
    error: { main: readableShade(COLORS.error, SELECTED_GREY) },
    info: { main: COLORS.info },
    warning: { main: COLORS.warning },
    success: { main: COLORS.success },
    contrastThreshold: 4.5,
  };
}

/** Black or white, whichever reads on `background` at 4.5:1 or better (black when both do). */
export const textOn = (background: string): string => (contrastRatio('#000000', background) >= 4.5 ? '#000000' : '#FFFFFF');
