// The recent orders / shipment requests of the SC and vendor dashboards, with the search box
// whose text goes to the dashboard call as search_key (search_columns=identity).
import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateCell } from '../../components/DateCell.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';

export interface RecentRow {
  id: number;
  identity: string;
  status: string;
  created_at: string;
}

export function DashboardSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      size="small"
      label={translate('shell.dashboard.search')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ mb: 2, width: '100%', maxWidth: 360 }}
    />
  );
}

export function RecentList({ titleKey, rows }: { titleKey: string; rows: readonly RecentRow[] }) {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate(titleKey)}
      </Typography>
      {/* Narrower than its columns, the table scrolls inside its card, never the page. */}
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('shell.dashboard.columns.identity')}</TableCell>
              <TableCell>{translate('shell.dashboard.columns.status')}</TableCell>
              <TableCell>{translate('shell.dashboard.columns.created_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{translate('shell.dashboard.noRecent')}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.identity}</TableCell>
                <TableCell>
                  <StatusChip status={row.status} />
                </TableCell>
                <TableCell>
                  <DateCell value={row.created_at} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
