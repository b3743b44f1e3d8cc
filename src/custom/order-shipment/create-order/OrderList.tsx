// The company's orders page by page, newest first: search, state filter, dates of making, and
// "load more" appending the next page (spec 2 §4), 9 or 3 at a time as the layout setting says
// (spec 1 §3). Each order opens in the editor, which shows a sent order read-only.
import { useState } from 'react';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useBasename } from 'react-admin';
import { ORDER_STATES } from '../../../../contract/states.ts';
import { LoadMoreList } from '../../../components/LoadMoreList.tsx';
import { useDebounced } from '../../../components/useDebounced.ts';
import { useT } from '../../../i18n/useT.ts';
import { usePageSize } from '../../../layout/tableMode.ts';
import { useOrderPages } from './calls.ts';
import { OrderCard } from './OrderCard.tsx';

export function OrderList({ openPath, fixedStatus, label }: { openPath: string; fixedStatus?: string; label: string }) {
  const t = useT();
  const basename = useBasename();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const pages = useOrderPages({ search: debounced, status, from, to, fixedStatus }, usePageSize());

  return (
    <Stack spacing={2} component="section" aria-label={label}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: '2fr 1fr 1fr 1fr' } }}>
        <TextField type="search" label={t('orders.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} size="small" />
        {!fixedStatus && (
          <TextField select label={t('orders.list.status')} value={status} onChange={(e) => setStatus(e.target.value)} size="small">
            <MenuItem value="">{t('orders.list.all')}</MenuItem>
            {ORDER_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`shell.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField type="date" label={t('orders.list.from')} value={from} onChange={(e) => setFrom(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label={t('orders.list.to')} value={to} onChange={(e) => setTo(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      <Box>
        <LoadMoreList pages={pages} label={label} text={{ failed: 'orders.list.failed', empty: 'orders.list.empty', shown: 'orders.list.shown' }}>
          {(order) => <OrderCard order={order} to={`${basename}/${openPath}/${order.id}`} />}
        </LoadMoreList>
      </Box>
    </Stack>
  );
}
