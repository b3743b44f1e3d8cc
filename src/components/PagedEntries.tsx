// A log's page of entries (the activity and weighbridge logs): loading, failure, "nothing matches",
// the total, the entries as a list named for screen readers, and previous / next pages. Texts come
// from the log's own catalog section (`<section>.empty`, `.failed`, `.total`, `.previous`, `.next`,
// `.page`).
import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Busy } from './Busy.tsx';

interface Props<R> {
  section: string;
  label: string;
  query: { isPending: boolean; isError: boolean; isPlaceholderData?: boolean; data?: { data: R[]; meta: { total: number; last_page: number } } };
  page: number;
  onPage: (page: number) => void;
  entry: (row: R) => ReactNode;
}

export function PagedEntries<R>({ section, label, query, page, onPage, entry }: Props<R>) {
  const translate = useTranslate();
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  return (
    <>
      {query.isPending ? (
        <Busy size={24} />
      ) : query.isError ? (
        <Alert severity="error">{translate(`${section}.failed`)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{translate(`${section}.empty`)}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {translate(`${section}.total`, { smart_count: meta?.total ?? rows.length })}
          </Typography>
          <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {rows.map(entry)}
          </Box>
        </>
      )}
      {meta && meta.last_page > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
            {translate(`${section}.previous`)}
          </Button>
          <Typography variant="body2">{translate(`${section}.page`, { page, pages: meta.last_page })}</Typography>
          <Button onClick={() => onPage(page + 1)} disabled={page >= meta.last_page}>
            {translate(`${section}.next`)}
          </Button>
        </Stack>
      )}
    </>
  );
}
