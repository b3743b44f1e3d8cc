// One figure view of the vendor rows as a table (the charts' text alternative, spec 1 §2): a column
// per figure, a row per vendor; the vendor's name opens its truck assignments (drill-down).
// Narrower than its columns, the table scrolls inside its card, never the page.
import type { ReactNode } from 'react';
import { Button, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format.ts';

/** A figure: its catalog key under performance.figures and how it is shown. */
export interface Figure<R> {
  key: string;
  value: (row: R) => number | string | null;
  percent?: boolean;
}

/** A rate or a per cent ("66,67%"), "–" when its denominator was zero (null). */
export const shownValue = (v: number | string | null, percent = false) => (v === null ? '–' : `${formatNumber(v)}${percent ? '%' : ''}`);

/** A table's card that scrolls sideways when narrower than its columns: a named region keyboards can focus to scroll it. */
export function TableScroll({ label, dimmed = false, children }: { label: string; dimmed?: boolean; children: ReactNode }) {
  return (
    <Card variant="outlined" role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', opacity: dimmed ? 0.6 : 1 }}>
      {children}
    </Card>
  );
}

interface Props<R extends { vendor: { id: number; name: string } }> {
  title: string;
  rows: readonly R[];
  figures: readonly Figure<R>[];
  onVendor: (vendorId: number) => void;
}

export function FigureTable<R extends { vendor: { id: number; name: string } }>({ title, rows, figures, onVendor }: Props<R>) {
  const translate = useTranslate();
  return (
    <TableScroll label={title}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('performance.figures.vendor')}</TableCell>
            {figures.map((f) => (
              <TableCell key={f.key} align="right">
                {translate(`performance.figures.${f.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={figures.length + 1}>
                <Typography color="text.secondary">{translate('performance.empty')}</Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.vendor.id}>
              <TableCell component="th" scope="row">
                <Button size="small" onClick={() => onVendor(row.vendor.id)} aria-label={translate('performance.showOrders', { vendor: row.vendor.name })}>
                  {row.vendor.name}
                </Button>
              </TableCell>
              {figures.map((f) => (
                <TableCell key={f.key} align="right">
                  {shownValue(f.value(row), f.percent)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
