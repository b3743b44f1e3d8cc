// One figure view of the vendor rows as a table (its chart's text alternative, spec 1 §2): a column
// per figure, a row per vendor; the vendor's name opens its truck assignments (drill-down).
// Narrower than its columns, the table scrolls inside its card, never the page.
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shownValue, type Figure, type VendorRow } from './figures.ts';
import { ScrollCard } from './ScrollCard.tsx';

interface Props<R extends VendorRow> {
  title: string;
  rows: readonly R[];
  figures: readonly Figure<R>[];
  onVendor: (vendorId: number) => void;
  /** The vendor button's name, a catalog key taking %{vendor} (default: its truck assignments). */
  openKey?: string;
}

export function FigureTable<R extends VendorRow>({ title, rows, figures, onVendor, openKey = 'performance.showOrders' }: Props<R>) {
  const translate = useTranslate();
  return (
    <ScrollCard label={title}>
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
                <Button size="small" onClick={() => onVendor(row.vendor.id)} aria-label={translate(openKey, { vendor: row.vendor.name })}>
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
    </ScrollCard>
  );
}
