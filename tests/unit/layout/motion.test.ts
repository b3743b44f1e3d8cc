// Less motion when the system asks for it (prefers-reduced-motion), and the usual motion otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { motionOptions } from '../../../src/layout/motion.ts';
import { makeTheme } from '../../../src/layout/theme.ts';

const preferring = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));

afterEach(() => vi.unstubAllGlobals());

describe('motion', () => {
  it('takes no time and drops the ripple when less motion is asked for', () => {
    preferring(true);
    const theme = createTheme(makeTheme('#3A7BD5'));
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme is untouched.
    expect(theme.components?.RaSimpleFormIterator).toBeDefined();
  });

  it('keeps MUI motion otherwise', () => {
    preferring(false);
    const theme = createTheme(makeTheme('#3A7BD5'));
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).not.toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
    expect(motionOptions(false)).toEqual({});
  });
});
