// The administrator's user activity log (/admin/user-activity-log, spec 1 §2 and §7): newest
// first, filtered by the user's name, the kind of activity and a date range, kept in the URL.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { ACTIVITY_TYPES, type ActivityRow } from '../../../contract/activity-log.ts';
import { useCall } from '../../api/useCall.ts';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { PagedEntries } from '../../components/PagedEntries.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ActivityEntry } from './ActivityEntry.tsx';
import { filtersOf, paramsOf, queryOf, type ActivityFilters } from './filters.ts';

const SEARCH_PAUSE_MS = 300;

export function ActivityLogPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const set = (patch: Partial<ActivityFilters>) => setParams(paramsOf({ ...filters, page: 1, ...patch }), { replace: true });
  // The name is typed here and sent once typing pauses.
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => set({ search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });
  const list = useCall(contract.activityLog.list, { query: queryOf(filters) as never }, { placeholderData: keepPreviousData });
  const filtered = filters.search || filters.type || filters.from || filters.to;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('activity.title')} />
      <Box component="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' }, alignItems: 'center' }}>
        <TextField size="small" label={translate('activity.filters.search')} value={search} onChange={(e) => setSearch(e.target.value.slice(0, 200))} />
        <TextField select size="small" label={translate('activity.filters.type')} value={filters.type} onChange={(e) => set({ type: e.target.value as ActivityFilters['type'] })}>
          <MenuItem value="">{translate('activity.filters.all')}</MenuItem>
          {ACTIVITY_TYPES.map((x) => (
            <MenuItem key={x} value={x}>
              {translate(`activity.types.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields from={filters.from} to={filters.to} fromLabel={translate('activity.filters.from')} toLabel={translate('activity.filters.to')} onChange={set} />
        <Button
          disabled={!filtered}
          onClick={() => {
            setSearch('');
            setParams({}, { replace: true });
          }}
        >
          {translate('activity.filters.clear')}
        </Button>
      </Box>
      <PagedEntries section="activity" label={translate('activity.title')} query={list} page={filters.page} onPage={(page) => set({ page })} entry={(row: ActivityRow) => <ActivityEntry key={row.id} row={row} />} />
    </Box>
  );
}
