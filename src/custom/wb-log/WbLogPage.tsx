// The administrator's weighbridge activity log (/admin/wb-activity-log, spec 1 §2 and §7): newest
// first; a search in the tickets, the kind of entry, a date range and the spec's named filters
// (plate, driver, transporter, commodity, pickup, drop-off), all kept in the address. Entries
// selected (across pages) can be pushed again downstream (PushAgain).
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { LOG_FIELD_FILTERS, LOG_TYPES, type LogRow } from '../../../contract/logs.ts';
import { PUSH_LOGS_MAX } from '../../../contract/mirroring.ts';
import { useCall } from '../../api/useCall.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { PagedEntries } from '../../components/PagedEntries.tsx';
import { useAddressParams } from '../../components/useAddressParams.ts';
import { TextFilter } from '../../components/TextFilter.tsx';
import { PushAgain } from './PushAgain.tsx';
import { WbLogEntry } from './WbLogEntry.tsx';
import { wbLogQuery, WB_LOG_PARAMS, type WbLogParams } from './params.ts';

export function WbLogPage() {
  const translate = useTranslate();
  const [params, setParams] = useAddressParams(WB_LOG_PARAMS);
  const set = (patch: Partial<WbLogParams>) => setParams((current) => ({ ...current, page: '', ...patch }));
  const query = wbLogQuery(params);
  const list = useCall(contract.logs.list, { query: query as never }, { placeholderData: keepPreviousData });
  const filtered = WB_LOG_PARAMS.some((n) => n !== 'page' && params[n]);
  const label = (name: string) => translate(`wbLog.filters.${name}`);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const select = (id: number, on: boolean) => setSelected((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)).slice(-PUSH_LOGS_MAX));
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('wbLog.title')} />
      <Box component="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, alignItems: 'center' }}>
        <TextFilter label={label('search')} value={params.search} max={200} onCommit={(search) => set({ search })} />
        <TextField select size="small" label={label('type')} value={params.type} onChange={(e) => set({ type: e.target.value })}>
          <MenuItem value="">{label('all')}</MenuItem>
          {LOG_TYPES.map((x) => (
            <MenuItem key={x} value={x}>
              {translate(`wbLog.types.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields from={params.from} to={params.to} fromLabel={label('from')} toLabel={label('to')} onChange={set} />
        {LOG_FIELD_FILTERS.map((name) => (
          <TextFilter key={name} label={label(name)} value={params[name]} max={100} onCommit={(v) => set({ [name]: v })} />
        ))}
        <Button disabled={!filtered} onClick={() => setParams(Object.fromEntries(WB_LOG_PARAMS.map((n) => [n, ''])) as WbLogParams)}>
          {label('clear')}
        </Button>
      </Box>
      <PushAgain selected={selected} onDone={() => setSelected([])} />
      <PagedEntries
        section="wbLog"
        label={translate('wbLog.title')}
        query={list}
        page={query.page}
        onPage={(page) => set({ page: String(page) })}
        entry={(row: LogRow) => <WbLogEntry key={row.id} row={row} selected={selected.includes(row.id)} onSelect={(on) => select(row.id, on)} />}
      />
    </Box>
  );
}
