// The frame of every public page: the host's branding, the language switch, a titled card, and
// the areas' 2px loading bar while a request is on its way (spec 1 §9).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { LoadingBar } from '../layout/LoadingBar.tsx';
import { motionOptions } from '../layout/motion.ts';
import { brandPalette } from '../layout/palette.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { useLocale } from '../i18n/useT.ts';
import { useBranding } from './useBranding.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

export interface PublicLayoutProps {
  title: string;
  /** Shown under the title. */
  intro?: ReactNode;
  children?: ReactNode;
}

export function PublicLayout({ title, intro, children }: PublicLayoutProps) {
  const locale = useLocale();
  const branding = useBranding();
  useDocumentTitle(title, locale);
  const primary = branding?.primary_color;
  const theme = useMemo(() => createTheme({ palette: brandPalette(primary), ...motionOptions() }), [primary]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoadingBar />
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
      >
        <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 1 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
              {branding?.logo_url && (
                <Box component="img" src={branding.logo_url} alt="" sx={{ height: 40, maxWidth: 120, objectFit: 'contain', flexShrink: 0 }} />
              )}
              {/* The provider's whole name, on two lines if need be (a phone, the longer language switch of /id). */}
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {branding?.name ?? 'LSI'}
              </Typography>
            </Stack>
            <LanguageSwitch color="primary" />
          </Stack>
          <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {intro}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
