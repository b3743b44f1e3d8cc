// The LSP's export files (/logistic-service-provider/export-files; spec 1 §7 GET /v1/exports,
// docs/exports.md): newest first, a search on the name and the state, kept in the address. Each
// entry's state and progress move live (the realtime channel refreshes the list as the job writes).
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { ExportFileRow } from '../../../contract/exports.ts';
import { EXPORT_FILE_STATES } from '../../../contract/states.ts';
import { useCall } from '../../api/useCall.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PagedEntries } from '../../components/PagedEntries.tsx';
import { filtersOf, logQuery } from '../../components/logQuery.ts';
import { TextFilter } from '../../components/TextFilter.tsx';
import { useAddressParams } from '../../components/useAddressParams.ts';
import { ExportFileEntry } from './ExportFileEntry.tsx';

const PARAMS = ['search', 'status', 'page'] as const;
type Params = Record<(typeof PARAMS)[number], string>;

/** Spec 1 §9: lists default to 9 entries a page. */
const PER_PAGE = 9;
const queryOf = (p: Params) => ({ ...logQuery({ ...p, from: '', to: '' }, PER_PAGE), ...filtersOf({ status: { value: p.status, allowed: EXPORT_FILE_STATES } }) });

export function ExportFilesPage() {
  const translate = useTranslate();
  const [params, setParams] = useAddressParams(PARAMS);
  const set = (patch: Partial<Params>) => setParams((current) => ({ ...current, page: '', ...patch }));
  const query = queryOf(params);
  const list = useCall(contract.exportFiles.list, { query: query as never }, { placeholderData: keepPreviousData });
  const label = (name: string) => translate(`exportFiles.filters.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('exportFiles.title')} />
      <Box component="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, alignItems: 'center' }}>
        <TextFilter label={label('search')} value={params.search} max={200} onCommit={(search) => set({ search })} />
        <TextField select size="small" label={label('status')} value={params.status} onChange={(e) => set({ status: e.target.value })}>
          <MenuItem value="">{label('all')}</MenuItem>
          {EXPORT_FILE_STATES.map((x) => (
            <MenuItem key={x} value={x}>
              {translate(`exportFiles.states.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button disabled={!params.search && !params.status} onClick={() => setParams({ search: '', status: '', page: '' })}>
          {label('clear')}
        </Button>
      </Box>
      <PagedEntries
        section="exportFiles"
        label={translate('exportFiles.title')}
        query={list}
        page={query.page}
        onPage={(page) => set({ page: String(page) })}
        entry={(row: ExportFileRow) => <ExportFileEntry key={row.id} row={row} />}
      />
    </Box>
  );
}
