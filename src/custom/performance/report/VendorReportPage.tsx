// The vendor report (/logistic-service-provider/vendor-report and /admin/vendor-report;
// docs/performance.md "The vendor report"): one row per vendor over a period, narrowed by the
// freight its requests served and the trucks that served it; every filter kept in the address.
// A vendor's name opens its requests one by one below.
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { VENDOR_REPORT_SEARCH_FIELDS, VENDOR_REPORT_TYPES } from '../../../../contract/vendor-report.ts';
import { request } from '../../../api/http.ts';
import { useCall } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { Disclosure } from '../../../components/Disclosure.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { TextFilter } from '../../../components/TextFilter.tsx';
import { useAllowed } from '../../../components/useAllowed.ts';
import { useExportCall } from '../../../components/exportAnswer.ts';
import { useAddressParams } from '../../../components/useAddressParams.ts';
import { FigureTable } from '../FigureTable.tsx';
import { REPORT } from '../figures.ts';
import { MoreFilters } from './MoreFilters.tsx';
import { EMPTY_REPORT_FILTERS, MORE_FILTERS, REPORT_PARAMS, reportFiltersOf, reportParamsOf, reportQueryOf, setFilterCount, type ReportFilters } from './reportFilters.ts';
import { VendorRequests } from './VendorRequests.tsx';

const CLEARED = ['from', 'to', 'vendor', 'type', 'search', 'field', ...MORE_FILTERS] as const;

export function VendorReportPage() {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`performance.report.${key}`, values);
  const [params, setParams] = useAddressParams(REPORT_PARAMS);
  const filters = reportFiltersOf(params);
  const set = (patch: Partial<ReportFilters>) => setParams((current) => reportParamsOf({ ...reportFiltersOf(current), page: 1, ...patch }));
  const report = useCall(contract.vendorReport.rows, { query: reportQueryOf(filters) as never }, { placeholderData: keepPreviousData });
  // The vendor choice lists the period's vendors without the other filters (only the chosen one's row otherwise).
  const choices = useCall(contract.vendorReport.rows, { query: reportQueryOf({ ...EMPTY_REPORT_FILTERS, from: filters.from, to: filters.to }) as never }, { placeholderData: keepPreviousData });
  const vendors = choices.data?.data ?? [];
  const vendorName = vendors.find((r) => String(r.vendor.id) === filters.vendor)?.vendor.name ?? report.data?.data.find((r) => String(r.vendor.id) === filters.vendor)?.vendor.name ?? '';
  const more = setFilterCount(filters, MORE_FILTERS);
  const title = t('table');
  const mayExport = useAllowed('export');
  // The LSP's export is kept in its Export files; the administrator's (who has none) is only downloaded.
  const keptInExportFiles = useAllowed('list', 'export-files');
  const download = useExportCall();
  // Every vendor row of the filters shown (the page size aside).
  const exportSheet = () => {
    const { entries: _all, ...query } = reportQueryOf(filters);
    download.run(() => request(contract.vendorReport.exportRows, { query: query as never }), 'vendor-report.xlsx', t(keptInExportFiles ? 'exported' : 'downloaded'));
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={t('title')} />
      <Typography variant="body2" color="text.secondary">
        {t('help')}
      </Typography>
      <Box component="search" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, alignItems: 'center' }}>
          <DateRangeFields from={filters.from} to={filters.to} fromLabel={translate('performance.filters.from')} toLabel={translate('performance.filters.to')} onChange={set} />
          <TextField select size="small" label={translate('performance.filters.vendor')} value={filters.vendor} onChange={(e) => set({ vendor: e.target.value })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{translate('performance.filters.allVendors')}</MenuItem>
            {vendors.map((r) => (
              <MenuItem key={r.vendor.id} value={String(r.vendor.id)}>
                {r.vendor.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('filters.type')} value={filters.type} onChange={(e) => set({ type: e.target.value as ReportFilters['type'] })}>
            {VENDOR_REPORT_TYPES.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`types.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('filters.field')} value={filters.field} onChange={(e) => set({ field: e.target.value as ReportFilters['field'] })}>
            {VENDOR_REPORT_SEARCH_FIELDS.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`fields.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextFilter label={t(`filters.search${filters.field}`)} value={filters.search} max={100} onCommit={(search) => set({ search })} />
        </Box>
        <Disclosure show={more ? t('filters.moreSet', { count: more }) : t('filters.more')} hide={t('filters.fewer')} initiallyOpen={more > 0}>
          <MoreFilters filters={filters} set={set} />
        </Disclosure>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button disabled={setFilterCount(filters, CLEARED) === 0} onClick={() => set(Object.fromEntries(CLEARED.map((k) => [k, EMPTY_REPORT_FILTERS[k]])))}>
            {translate('performance.filters.clear')}
          </Button>
          {mayExport && (
            <Button startIcon={<DownloadIcon />} disabled={download.busy} onClick={exportSheet}>
              {t('export')}
            </Button>
          )}
        </Stack>
      </Box>
      {report.isError ? (
        <Alert severity="error">{translate('performance.failed')}</Alert>
      ) : report.isPending ? (
        <Busy size={24} />
      ) : (
        <FigureTable title={title} rows={report.data.data} figures={REPORT} onVendor={(id) => set({ vendor: String(id) })} openKey="performance.report.showRequests" />
      )}
      {filters.vendor && <VendorRequests filters={filters} vendorName={vendorName} onPage={(page) => set({ page })} />}
    </Box>
  );
}
