// The vendor report's freight and truck filters (docs/performance.md "The vendor report"): the
// mill and refinery among the locations, the product owner, the product and the driver, each
// picked by typing from the reader's whole list (read when these filters are first shown), the
// plate's text and the truck's state.
import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { driverList } from '../../../../contract/driver.ts';
import { locationList } from '../../../../contract/pickup-dropoff.ts';
import { productList } from '../../../../contract/product.ts';
import { shipmentCompanyList } from '../../../../contract/shipment-company.ts';
import { TRACK_STATES } from '../../../../contract/states.ts';
import { useWholeList } from '../../../api/useCall.ts';
import { TextFilter } from '../../../components/TextFilter.tsx';
import type { ReportFilters } from './reportFilters.ts';

interface Option {
  id: string;
  label: string;
}

function Pick({ label, options, value, loading, onChange }: { label: string; options: Option[]; value: string; loading: boolean; onChange: (id: string) => void }) {
  const translate = useTranslate();
  const chosen = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={chosen}
      loading={loading}
      loadingText={translate('performance.report.loadingChoices')}
      noOptionsText={translate('performance.report.noChoice')}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => onChange(o?.id ?? '')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

const named = (id: number, name: string, identity?: string): Option => ({ id: String(id), label: identity ? `${name} (${identity})` : name });

export function MoreFilters({ filters, set }: { filters: ReportFilters; set: (patch: Partial<ReportFilters>) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`performance.report.filters.${key}`);
  const places = useWholeList(contract.pickupDropoff.list, locationList, { query: {} }, { select: (a) => a.data });
  const owners = useWholeList(contract.shipmentCompanies.list, shipmentCompanyList, { query: {} }, { select: (a) => a.data });
  const products = useWholeList(contract.product.list, productList, { query: {} }, { select: (a) => a.data });
  const drivers = useWholeList(contract.driver.list, driverList, { query: {} }, { select: (a) => a.data });
  const at = (type: 'PICKUP' | 'DROPOFF') => (places.data ?? []).filter((p) => p.type === type).map((p) => named(p.id, p.name, p.identity));
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Pick label={t('mill')} options={at('PICKUP')} value={filters.mill} loading={places.isPending} onChange={(mill) => set({ mill })} />
      <Pick label={t('refinery')} options={at('DROPOFF')} value={filters.refinery} loading={places.isPending} onChange={(refinery) => set({ refinery })} />
      <Pick label={t('owner')} options={(owners.data ?? []).map((c) => named(c.id, c.name))} value={filters.owner} loading={owners.isPending} onChange={(owner) => set({ owner })} />
      <Pick label={t('product')} options={(products.data ?? []).map((p) => named(p.id, p.name, p.identity))} value={filters.product} loading={products.isPending} onChange={(product) => set({ product })} />
      <Pick
        label={t('driver')}
        options={(drivers.data ?? []).map((d) => ({ id: String(d.id), label: `${d.user_name} · ${d.vendor.name}` }))}
        value={filters.driver}
        loading={drivers.isPending}
        onChange={(driver) => set({ driver })}
      />
      <TextFilter label={t('plate')} value={filters.plate} max={20} onCommit={(plate) => set({ plate })} />
      <TextField select size="small" label={t('status')} value={filters.status} onChange={(e) => set({ status: e.target.value as ReportFilters['status'] })}>
        <MenuItem value="">{t('allStatuses')}</MenuItem>
        {TRACK_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`performance.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
