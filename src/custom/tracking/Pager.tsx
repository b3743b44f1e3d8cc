// "1–8 of 12" and the previous / next buttons under a paged tracking list (a server page: meta).
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format.ts';

export function Pager({ meta, shown, size, onPage }: { meta: { current_page: number; last_page: number; total: number }; shown: number; size: number; onPage: (page: number) => void }) {
  const translate = useTranslate();
  const first = (meta.current_page - 1) * size + 1;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {translate('tracking.dashboard.shown', { from: formatNumber(first), to: formatNumber(first + shown - 1), total: formatNumber(meta.total) })}
      </Typography>
      {meta.last_page > 1 && (
        <>
          <Button size="small" disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
            {translate('ra.navigation.previous')}
          </Button>
          <Button size="small" disabled={meta.current_page >= meta.last_page} onClick={() => onPage(meta.current_page + 1)}>
            {translate('ra.navigation.next')}
          </Button>
        </>
      )}
    </Box>
  );
}
