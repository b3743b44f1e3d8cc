// A labelled spinner (screen readers hear "Loading…"), in the page's language.
import { Box, CircularProgress, type CircularProgressProps } from '@mui/material';
import { localeFromPath } from '../i18n/locale.ts';
import { shellText } from './shellText.ts';

export function Busy(props: CircularProgressProps) {
  return <CircularProgress aria-label={shellText(localeFromPath(), 'loading')} {...props} />;
}

/** A page-sized loading state (lazy chunks, first fetches). */
export const BusyPage = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
    <Busy />
  </Box>
);
