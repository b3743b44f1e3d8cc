// Previous / next under a paged list of this flow (the truck assignments, a vendor's requests),
// shown only when there is more than one page.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function PagePager({ page, meta, onPage }: { page: number; meta: { current_page: number; last_page: number } | undefined; onPage: (page: number) => void }) {
  const translate = useTranslate();
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('performance.detail.previous')}
      </Button>
      <Typography variant="body2">{translate('performance.detail.page', { page: meta.current_page, pages: meta.last_page })}</Typography>
      <Button disabled={page >= meta.last_page} onClick={() => onPage(page + 1)}>
        {translate('performance.detail.next')}
      </Button>
    </Stack>
  );
}
