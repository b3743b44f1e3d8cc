// A paged table of this flow (the truck assignments, a vendor's requests): loading, a failure, the
// count, the rows in a card that scrolls sideways (a phone), one line when there is none, and the
// pager; each list says how a row is drawn.
import type { ReactNode } from 'react';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Busy } from '../../components/Busy.tsx';
import { PagePager } from './PagePager.tsx';
import { ScrollCard } from './ScrollCard.tsx';

interface PagedList<R> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { data: R[]; meta: { current_page: number; last_page: number; total: number } };
}

interface Props<R> {
  title: string;
  list: PagedList<R>;
  /** The count's text for `total`. */
  count: (total: number) => string;
  /** The columns' headings. */
  columns: readonly string[];
  empty: string;
  page: number;
  onPage: (page: number) => void;
  /** A row: a TableRow with a cell per column. */
  children: (row: R) => ReactNode;
}

export function PagedRows<R>({ title, list, count, columns, empty, page, onPage, children }: Props<R>) {
  const translate = useTranslate();
  if (list.isPending) return <Busy size={24} />;
  if (list.isError || !list.data) return <Alert severity="error">{translate('performance.failed')}</Alert>;
  const { data: rows, meta } = list.data;
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status">
        {count(meta.total)}
      </Typography>
      <ScrollCard label={title} dimmed={list.isPlaceholderData}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{empty}</TableCell>
              </TableRow>
            )}
            {rows.map(children)}
          </TableBody>
        </Table>
      </ScrollCard>
      <PagePager page={page} meta={meta} onPage={onPage} />
    </>
  );
}
