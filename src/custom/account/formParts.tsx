// Pieces the account and organisation forms share: titled sections, the stored file shown above
// its picker, and the image picker's settings.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const IMAGE_ACCEPT = { 'image/*': ['.png', '.jpg', '.jpeg', '.webp'] };

/** The picker holds only a new file: a stored path is not a file to show or send. */
export const onlyNewFile = (value: unknown) => (value && typeof value === 'object' ? value : null);

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(hint)}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, '& > .MuiButton-root': { gridColumn: '1 / -1' } }}>{children}</Box>
    </Box>
  );
}

/** `children`: an action under the image (e.g. its removal). */
export function CurrentFile({ url, labelKey, children }: { url: string | null | undefined; labelKey: string; children?: ReactNode }) {
  const translate = useTranslate();
  if (!url) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(labelKey)}
      </Typography>
      <Box component="img" src={url} alt={translate(labelKey)} sx={{ maxHeight: 120, maxWidth: 200, borderRadius: 1 }} />
      {children && <Box>{children}</Box>}
    </Box>
  );
}
