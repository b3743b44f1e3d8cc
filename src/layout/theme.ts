// react-admin/MUI theme with the colours of spec 1 §9; the primary colour may come from the
// host's LSP branding (GET /v1/personalization?domain=<hostname>).
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_PRIMARY_COLOR } from '../../contract/branding.ts';

export const COLORS = {
  primary: DEFAULT_PRIMARY_COLOR,
  error: '#EF3434',
  info: '#0094BC',
  warning: '#F0CD4D',
  success: '#2FA841',
} as const;

export const SIDE_DRAWER_WIDTH = 300;
export const NOTIFICATION_DRAWER_WIDTH = 400;

const isColor = (value: string | null | undefined): value is string => !!value && /^#[0-9a-f]{3,8}$/i.test(value);

export function makeTheme(primary?: string | null): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: { main: isColor(primary) ? primary : COLORS.primary },
      error: { main: COLORS.error },
      info: { main: COLORS.info },
      warning: { main: COLORS.warning },
      success: { main: COLORS.success },
    },
    sidebar: { width: SIDE_DRAWER_WIDTH, closedWidth: SIDE_DRAWER_WIDTH },
  };
}
