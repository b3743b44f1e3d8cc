// A list read with usePages (src/dataProvider/usePages.ts), in the layout the user chose (spec 1
// §3): above it the layout switch every list has (TableModeSwitch); in mode 1 a simple list of
// rows, in mode 0 cards (each row a RecordCard, which follows SimpleRecords). The caller asks
// usePageSize() entries a page: 9 in mode 1, else 3, so switching reads the list again from page 1.
// Below the switch: a spinner while the first page comes; on a failure only the error and a retry
// (spec 2 §4: a failed load clears the list, no record of an earlier answer stays on screen); the
// empty state; else the records, how many of how many are shown, and "load more" appending the
// next page. The records carry the same marker as AdaptiveDataTable's (RECORDS_TEST_ID): the phone
// crawl checks each record's actions are in sight and labelled (tests/e2e/phone.spec.ts).
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTableMode } from '../layout/tableMode.ts';
import { TableModeSwitch } from '../layout/TableModeSwitch.tsx';
import { Busy, BusyPage } from './Busy.tsx';
import { EmptyState } from './EmptyState.tsx';
import { SimpleRecords } from './RecordCard.tsx';
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

export function LoadMoreList<R extends { id: number | string }>(props: LoadMoreListProps<R>) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
        <TableModeSwitch simple />
      </Box>
      <Records {...props} />
    </>
  );
}

function Records<R extends { id: number | string }>({ pages, label, text, children }: LoadMoreListProps<R>) {
  const translate = useTranslate();
  const [mode] = useTableMode();
  if (pages.isPending) return <BusyPage />;
  if (pages.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void pages.refetch()}>{translate('shell.list.retry')}</Button>}>
        {translate(text.failed)}
      </Alert>
    );
  }
  if (pages.rows.length === 0) return <EmptyState textKey={text.empty} />;
  const simple = mode === 1;
  const records = (
    <Box
      component="ul"
      aria-label={label}
      data-testid={RECORDS_TEST_ID}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: simple ? 0 : 1.5, '& > li + li': simple ? { borderTop: 1, borderColor: 'divider' } : {} }}
    >
      {pages.rows.map((row) => (
        <li key={row.id}>{children(row)}</li>
      ))}
    </Box>
  );
  return (
    <SimpleRecords.Provider value={simple}>
      {simple ? <Card variant="outlined">{records}</Card> : records}
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
    </SimpleRecords.Provider>
  );
}
