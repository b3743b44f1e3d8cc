// The progress bar of an import: a share while the file is read and checked, a running bar while
// the rows are sent (one request: its progress is not measurable).
import { Box, LinearProgress, Typography } from '@mui/material';
import { useT } from '../i18n/useT.ts';

export function ImportProgress({ label, ratio }: { label: string; ratio?: number }) {
  const t = useT();
  const percent = ratio === undefined ? undefined : Math.round(Math.min(1, Math.max(0, ratio)) * 100);
  return (
    <Box sx={{ my: 2 }} aria-live="polite">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
        {percent !== undefined && ` ${percent}%`}
      </Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('imports.progressLabel')}
        aria-valuetext={label}
      />
    </Box>
  );
}
