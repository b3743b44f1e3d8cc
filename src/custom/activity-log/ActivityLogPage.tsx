// The administrator's user activity log (/admin/user-activity-log, spec 1 §2 and §7): newest
// first, filtered by the user's name, the kind of activity and a date range, kept in the URL.
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { ACTIVITY_TYPES, type ActivityRow } from '../../../contract/activity-log.ts';
import { useCall } from '../../api/useCall.ts';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { PagedEntries } from '../../components/PagedEntries.tsx';
import { TextFilter } from '../../components/TextFilter.tsx';
import { useAddressParams } from '../../components/useAddressParams.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ActivityEntry } from './ActivityEntry.tsx';
import { ACTIVITY_PARAMS, filtersOf, paramsOf, queryOf, type ActivityFilters } from './filters.ts';

export function ActivityLogPage() {
  const translate = useTranslate();
  const [params, setParams] = useAddressParams(ACTIVITY_PARAMS);
  const filters = filtersOf(params);
  const set = (patch: Partial<ActivityFilters>) => setParams((current) => paramsOf({ ...filtersOf(current), page: 1, ...patch }));
  const list = useCall(contract.activityLog.list, { query: queryOf(filters) as never }, { placeholderData: keepPreviousData });
  const filtered = filters.search || filters.type || filters.from || filters.to;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('activity.title')} />
      <Box component="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' }, alignItems: 'center' }}>
        <TextFilter label={translate('activity.filters.search')} value={filters.search} max={200} onCommit={(search) => set({ search })} />
        <TextField select size="small" label={translate('activity.filters.type')} value={filters.type} onChange={(e) => set({ type: e.target.value as ActivityFilters['type'] })}>
          <MenuItem value="">{translate('activity.filters.all')}</MenuItem>
          {ACTIVITY_TYPES.map((x) => (
            <MenuItem key={x} value={x}>
              {translate(`activity.types.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields from={filters.from} to={filters.to} fromLabel={translate('activity.filters.from')} toLabel={translate('activity.filters.to')} onChange={set} />
        <Button disabled={!filtered} onClick={() => set({ search: '', type: '', from: '', to: '' })}>
          {translate('activity.filters.clear')}
        </Button>
      </Box>
      <PagedEntries section="activity" label={translate('activity.title')} query={list} page={filters.page} onPage={(page) => set({ page })} entry={(row: ActivityRow) => <ActivityEntry key={row.id} row={row} />} />
    </Box>
  );
}
