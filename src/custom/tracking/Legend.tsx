// What the two line kinds of spec 1 §1 mean on the tracking maps: dashed planned (MAPBOX), solid driven (FMS).
import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Legend() {
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
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {item('dashed', theme.palette.grey[600], 'planned')}
      {item('solid', theme.palette.primary.main, 'driven')}
    </Box>
  );
}
