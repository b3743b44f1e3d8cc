// The LSP's vendor performance (/logistic-service-provider/performance-vendor, docs/performance.md):
// the period, vendor and search kept in the address; per vendor the netto picked up and dropped off
// with the loss, the trips, and the assignment figures with their rates (the rate view), each as a
// table; a vendor's name opens its truck assignments below (drill-down). The charts of the same
// figures come with the charting library (not in the project yet): these tables are their text view.
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { RateRow, TransporterRow } from '../../../contract/performance.ts';
import { useCall } from '../../api/useCall.ts';
import { Busy } from '../../components/Busy.tsx';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { TextFilter } from '../../components/TextFilter.tsx';
import { useAddressParams } from '../../components/useAddressParams.ts';
import { DetailList } from './DetailList.tsx';
import { FigureTable, type Figure } from './FigureTable.tsx';
import { filtersOf, paramsOf, PERFORMANCE_PARAMS, vendorsQueryOf, type PerformanceFilters } from './filters.ts';

const NETTO: Figure<TransporterRow>[] = [
  { key: 'total_netto_pickup', value: (r) => r.total_netto_pickup },
  { key: 'total_netto_dropoff', value: (r) => r.total_netto_dropoff },
  { key: 'netto_loss_percentage', value: (r) => r.netto_loss_percentage, percent: true },
];
const TRIPS: Figure<TransporterRow>[] = [
  { key: 'total_order_trip', value: (r) => r.total_order_trip },
  { key: 'total_shipment_track_trip', value: (r) => r.total_shipment_track_trip },
];
const RATES: Figure<RateRow>[] = [
  { key: 'request_unit', value: (r) => r.request_unit },
  { key: 'acc_by_actual_coming', value: (r) => r.acc_by_actual_coming },
  { key: 'acc_by_transporter', value: (r) => r.acc_by_transporter },
  { key: 'auto_wb', value: (r) => r.auto_wb },
  { key: 'order_acceptance_rate', value: (r) => r.order_acceptance_rate, percent: true },
  { key: 'order_commitment_rate', value: (r) => r.order_commitment_rate, percent: true },
  { key: 'order_accuracy_rate', value: (r) => r.order_accuracy_rate, percent: true },
];

export function PerformancePage() {
  const translate = useTranslate();
  const [params, setParams] = useAddressParams(PERFORMANCE_PARAMS);
  const filters = filtersOf(params);
  const set = (patch: Partial<PerformanceFilters>) => setParams(paramsOf({ ...filters, page: 1, ...patch }));
  const query = { query: vendorsQueryOf(filters) as never };
  const vendors = useCall(contract.vendorPerformance.vendors, query, { placeholderData: keepPreviousData });
  const rates = useCall(contract.vendorPerformance.acceptanceRates, query, { placeholderData: keepPreviousData });
  // The vendor choice lists the vendors of the period without the vendor filter (the rows of the chosen one only otherwise).
  const choices = useCall(contract.vendorPerformance.vendors, { query: vendorsQueryOf({ ...filters, vendor: '', search: '' }) as never }, { placeholderData: keepPreviousData });
  const onVendor = (id: number) => set({ vendor: String(id) });
  const section = (key: string, body: React.ReactNode) => (
    <Box component="section" aria-labelledby={`performance-${key}`} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={`performance-${key}`}>
        {translate(`performance.views.${key}`)}
      </Typography>
      {body}
    </Box>
  );
  const failed = vendors.isError || rates.isError;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('performance.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('performance.help')}
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
      {failed ? (
        <Alert severity="error">{translate('performance.failed')}</Alert>
      ) : vendors.isPending || rates.isPending ? (
        <Busy size={24} />
      ) : (
        <>
          {section('netto', <FigureTable title={translate('performance.views.netto')} rows={vendors.data.data} figures={NETTO} onVendor={onVendor} />)}
          {section('trips', <FigureTable title={translate('performance.views.trips')} rows={vendors.data.data} figures={TRIPS} onVendor={onVendor} />)}
          {section('rates', <FigureTable title={translate('performance.views.rates')} rows={rates.data.data} figures={RATES} onVendor={onVendor} />)}
        </>
      )}
      <DetailList filters={filters} set={set} />
    </Box>
  );
}
