// The charts' colours, from the theme's palette (spec 1 §9: primary, info, warning, success):
// bars in the main shades, lines in the dark ones (a thin line needs the contrast a bar does not),
// a pie's slices through both.
import { useTheme } from '@mui/material/styles';

export function useChartColors() {
  const { palette } = useTheme();
  const bars = [palette.primary.main, palette.info.main, palette.warning.main, palette.success.main];
  const lines = [palette.warning.dark, palette.success.dark, palette.info.dark];
  return {
    bars,
    lines,
    slices: [...bars, ...lines],
    /** A vendor's clickable column behind its bars. */
    band: palette.action.hover,
    text: palette.text.primary,
    axis: palette.text.secondary,
  };
}

/** Line dashes, one per line, so that the lines differ by more than their colour. */
export const DASHES = ['', '6 3', '2 2'];
