// /inspire: a public page with a quote about logistics.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/useT.ts';
import { PublicLayout } from './PublicLayout.tsx';

export function InspirePage() {
  const t = useT();
  return (
    <PublicLayout title={t('auth.inspire.title')}>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="blockquote" variant="h6" sx={{ m: 0, fontStyle: 'italic' }}>
          {t('auth.inspire.quote')}
        </Typography>
        <Typography component="figcaption" color="text.secondary" sx={{ mt: 2 }}>
          {t('auth.inspire.author')}
        </Typography>
      </Box>
    </PublicLayout>
  );
}
