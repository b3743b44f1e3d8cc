// The administrator's activity mirroring log (/admin/activity-mirroring-log, spec 1 §2;
// docs/mirroring-log.md): every machine-to-machine exchange, newest first; a search, the kind of
// exchange, its outcome and a date range, all kept in the address.
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { MIRROR_KINDS, MIRROR_OUTCOMES, type MirroringRow } from '../../../contract/mirroring.ts';
import { useCall } from '../../api/useCall.ts';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PagedEntries } from '../../components/PagedEntries.tsx';
import { TextFilter } from '../../components/TextFilter.tsx';
import { useAddressParams } from '../../components/useAddressParams.ts';
import { MirroringEntry } from './MirroringEntry.tsx';
import { mirroringQuery, MIRRORING_PARAMS, type MirroringParams } from './params.ts';

export function MirroringLogPage() {
  const translate = useTranslate();
  const [params, setParams] = useAddressParams(MIRRORING_PARAMS);
  const set = (patch: Partial<MirroringParams>) => setParams((current) => ({ ...current, page: '', ...patch }));
  const query = mirroringQuery(params);
  const list = useCall(contract.logs.mirroring, { query: query as never }, { placeholderData: keepPreviousData });
  const filtered = MIRRORING_PARAMS.some((n) => n !== 'page' && params[n]);
  const label = (name: string) => translate(`mirroringLog.filters.${name}`);
  const choice = (name: 'kind' | 'outcome', values: readonly string[], section: string) => (
    <TextField select size="small" label={label(name)} value={params[name]} onChange={(e) => set({ [name]: e.target.value })}>
      <MenuItem value="">{label('all')}</MenuItem>
      {values.map((x) => (
        <MenuItem key={x} value={x}>
          {translate(`mirroringLog.${section}.${x}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('mirroringLog.title')} />
      <Box component="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, alignItems: 'center' }}>
        <TextFilter label={label('search')} value={params.search} max={200} onCommit={(search) => set({ search })} />
        {choice('kind', MIRROR_KINDS, 'kinds')}
        {choice('outcome', MIRROR_OUTCOMES, 'outcomes')}
        <DateRangeFields from={params.from} to={params.to} fromLabel={label('from')} toLabel={label('to')} onChange={set} />
        <Button disabled={!filtered} onClick={() => setParams(Object.fromEntries(MIRRORING_PARAMS.map((n) => [n, ''])) as MirroringParams)}>
          {label('clear')}
        </Button>
      </Box>
      <PagedEntries section="mirroringLog" label={translate('mirroringLog.title')} query={list} page={query.page} onPage={(page) => set({ page: String(page) })} entry={(row: MirroringRow) => <MirroringEntry key={row.id} row={row} />} />
    </Box>
  );
}
