// The company's orders page by page, newest first: search, state filter, dates of making, and
// "load more" appending the next page (spec 2 §4). Each row opens the order (its stops, state
// and shipment) in the editor, which shows a sent order read-only.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardActionArea, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useBasename } from 'react-admin';
import { ORDER_STATES } from '../../../../contract/states.ts';
import { Busy } from '../../../components/Busy.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useDebounced } from '../../../components/useDebounced.ts';
import { formatDateTime, formatDay, formatNumber } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/useT.ts';
import { useOrderPages } from './calls.ts';

export function OrderList({ openPath, fixedStatus, label }: { openPath: string; fixedStatus?: string; label: string }) {
  const t = useT();
  const basename = useBasename();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const pages = useOrderPages({ search: debounced, status, from, to, fixedStatus });
  const { rows, total } = pages;

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
      {pages.isPending && <Busy />}
      {pages.isError && <Alert severity="error">{t('orders.list.failed')}</Alert>}
      {pages.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('orders.list.empty')}</Typography>}
      {rows.length > 0 && (
        <Typography variant="body2" role="status">
          {t('orders.list.shown', { shown: rows.length, total })}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="order-list">
        {rows.map((o) => (
          <li key={o.id}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={`${basename}/${openPath}/${o.id}`}>
                <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{o.identity}</Typography>
                    {(o.pickup || o.dropoff) && (
                      <Typography variant="body2">{t('orders.list.route', { pickup: o.pickup?.name ?? '-', dropoff: o.dropoff?.name ?? '-' })}</Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {[
                        o.published_at ? t('orders.list.sentAt', { date: formatDateTime(o.published_at) }) : t('orders.list.made', { date: formatDateTime(o.created_at) }),
                        o.estimation_date ? t('orders.list.estimation', { date: formatDay(o.estimation_date) }) : null,
                        o.total_weight !== null ? t('orders.list.weight', { weight: formatNumber(o.total_weight) }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  <StatusChip status={o.status} />
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
      {pages.hasNextPage && (
        <Box>
          <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t('orders.list.loadMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
