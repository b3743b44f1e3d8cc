// What the two line kinds of spec 1 §1 mean on the tracking maps: dashed planned (MAPBOX), solid driven
// (FMS); with `places`, the geofences' tones and the points of interest too.
import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { areaColor } from '../../components/map/index.ts';
import { poiColor } from './PointsOfInterest.tsx';

export function Legend({ places }: { places?: boolean }) {
  const translate = useTranslate();
  const theme = useTheme();
  const item = (style: 'dashed' | 'solid', color: string, key: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 28, borderTop: `3px ${style} ${color}` }} />
      <Typography variant="caption" component="span">
        {translate(`tracking.legend.${key}`)}
      </Typography>
    </Box>
  );
  const swatch = (color: string, key: string, round?: boolean) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: round ? '50%' : 0.5, bgcolor: color, opacity: round ? 1 : 0.5, border: `2px solid ${color}` }} />
      <Typography variant="caption" component="span">
        {translate(`tracking.legend.${key}`)}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {item('dashed', theme.palette.grey[600], 'planned')}
      {item('solid', theme.palette.primary.main, 'driven')}
      {places && swatch(areaColor('forbidden', theme), 'forbidden')}
      {places && swatch(areaColor('place', theme), 'geofence')}
      {places && swatch(poiColor(theme), 'poi', true)}
    </Box>
  );
}
