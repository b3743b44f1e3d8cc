// The LSP's customer choice: the order, its locations and its products belong to that shipping
// company. Kept in the URL (?customer=) so a reload or the import keeps it.
import { MenuItem, TextField } from '@mui/material';
import { useT } from '../../../i18n/useT.ts';
import { useCustomers } from './calls.ts';

export function CustomerPicker({ value, onChange }: { value: number | undefined; onChange: (id: number) => void }) {
  const t = useT();
  const customers = useCustomers(true);
  const list = customers.data ?? [];
  return (
    <TextField
      select
      label={t('orders.customer.label')}
      value={list.some((c) => c.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      helperText={customers.isSuccess && list.length === 0 ? t('orders.customer.none') : t('orders.customer.choose')}
      sx={{ minWidth: { sm: 320 }, width: { xs: '100%', sm: 'auto' } }}
    >
      {list.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
