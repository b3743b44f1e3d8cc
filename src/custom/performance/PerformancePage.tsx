// The LSP's vendor performance (/logistic-service-provider/performance-vendor, docs/performance.md):
// the period, vendor and search kept in the address; per vendor the netto picked up and dropped off
// with the loss, the vendors' shares of the pickup, the trips, and the assignment figures with their
// rates (the rate view), each a chart with its table behind a toggle; a vendor's bar, slice or name
// sets the vendor filter and its truck assignments are listed below (drill-down). The transporter
// and vendor reports of the filters export to spreadsheets kept in Export files.
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { TextFilter } from '../../components/TextFilter.tsx';
import { useAddressParams } from '../../components/useAddressParams.ts';
import { DetailList } from './DetailList.tsx';
import { PerformanceViews } from './PerformanceViews.tsx';
import { PerformanceExports } from './PerformanceExports.tsx';
import { filtersOf, paramsOf, PERFORMANCE_PARAMS, vendorsQueryOf, type PerformanceFilters } from './filters.ts';

export function PerformancePage() {
  const translate = useTranslate();
  const [params, setParams] = useAddressParams(PERFORMANCE_PARAMS);
  const filters = filtersOf(params);
  const set = (patch: Partial<PerformanceFilters>) => setParams((current) => paramsOf({ ...filtersOf(current), page: 1, ...patch }));
  const query = { query: vendorsQueryOf(filters) as never };
  const vendors = useCall(contract.vendorPerformance.vendors, query, { placeholderData: keepPreviousData });
  const rates = useCall(contract.vendorPerformance.acceptanceRates, query, { placeholderData: keepPreviousData });
  // The vendor choice lists the vendors of the period without the vendor filter (the rows of the chosen one only otherwise).
  const choices = useCall(contract.vendorPerformance.vendors, { query: vendorsQueryOf({ ...filters, vendor: '', search: '' }) as never }, { placeholderData: keepPreviousData });
  const onVendor = (id: number) => set({ vendor: String(id) });
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('performance.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('performance.help')} {translate('performance.charts.hint')}
      </Typography>
      <Box component="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 2fr 2fr auto' }, alignItems: 'center' }}>
        <DateRangeFields from={filters.from} to={filters.to} fromLabel={translate('performance.filters.from')} toLabel={translate('performance.filters.to')} onChange={set} />
        <TextField select size="small" label={translate('performance.filters.vendor')} value={filters.vendor} onChange={(e) => set({ vendor: e.target.value })}>
          <MenuItem value="">{translate('performance.filters.allVendors')}</MenuItem>
          {(choices.data?.data ?? []).map((r) => (
            <MenuItem key={r.vendor.id} value={String(r.vendor.id)}>
              {r.vendor.name}
            </MenuItem>
          ))}
        </TextField>
        <TextFilter label={translate('performance.filters.search')} value={filters.search} max={100} onCommit={(search) => set({ search })} />
        <Button disabled={!(filters.from || filters.to || filters.vendor || filters.search || filters.status)} onClick={() => set({ from: '', to: '', vendor: '', search: '', status: '' })}>
          {translate('performance.filters.clear')}
        </Button>
      </Box>
      <PerformanceExports filters={filters} />
      <PerformanceViews vendors={vendors} rates={rates} onVendor={onVendor} />
      <DetailList filters={filters} set={set} />
    </Box>
  );
}
