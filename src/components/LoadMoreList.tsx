// A list read with usePages (src/dataProvider/usePages.ts) shown as cards: a spinner while the
// first page comes; on a failure only the error and a retry (spec 2 §4: a failed load clears the
// list, no record of an earlier answer stays on screen); the empty state; else the records, how
// many of how many are shown, and "load more" appending the next page. The records carry the same
// marker as AdaptiveDataTable's cards (RECORDS_TEST_ID): the phone crawl checks each record's
// actions are in sight and labelled (tests/e2e/phone.spec.ts).
import type { ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Busy, BusyPage } from './Busy.tsx';
import { EmptyState } from './EmptyState.tsx';
import { RECORDS_TEST_ID } from './records.ts';

/** What the list needs of usePages' answer. */
export interface LoadedPages<R> {
  rows: R[];
  total: number;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface LoadMoreListProps<R> {
  pages: LoadedPages<R>;
  /** The list's accessible name. */
  label: string;
  /** Translation keys: the failure, the empty state, and the count (%{shown}, %{total}). */
  text: { failed: string; empty: string; shown: string };
  children: (row: R) => ReactNode;
}

export function LoadMoreList<R extends { id: number | string }>({ pages, label, text, children }: LoadMoreListProps<R>) {
  const translate = useTranslate();
  if (pages.isPending) return <BusyPage />;
  if (pages.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void pages.refetch()}>{translate('shell.list.retry')}</Button>}>
        {translate(text.failed)}
      </Alert>
    );
  }
  if (pages.rows.length === 0) return <EmptyState textKey={text.empty} />;
  return (
    <>
      <Box component="ul" aria-label={label} data-testid={RECORDS_TEST_ID} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {pages.rows.map((row) => (
          <li key={row.id}>{children(row)}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(text.shown, { shown: pages.rows.length, total: pages.total })}
        </Typography>
        {pages.hasNextPage && (
          <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} startIcon={pages.isFetchingNextPage ? <Busy size={16} /> : undefined}>
            {translate('shell.list.loadMore')}
          </Button>
        )}
      </Box>
    </>
  );
}
