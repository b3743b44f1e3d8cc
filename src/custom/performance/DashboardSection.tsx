// The LSP dashboard's "Vendor performance" section (spec 1 §2 "Dashboards (content)",
// docs/performance.md "On the dashboard"): the screen's four views (PerformanceViews, the same
// charts and Chart / Table toggles) over a period: the last 30 WIB days, or the days chosen here,
// kept in the dashboard's address (?from=&to=) so the view can be shared and reloaded. A vendor's
// bar, slice or name opens the performance screen narrowed to that vendor and period; a link opens
// it for the whole period. The module is loaded with the dashboard's content, recharts later still.
import { Box, Button, Stack, Typography } from '@mui/material';
import { LinkBase, useBasename, useNavigate, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { RECENT_DAYS } from '../../../contract/dashboard.ts';
import { periodProblem } from '../../../contract/performance.ts';
import { useCall } from '../../api/useCall.ts';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';
import { useAddressParams } from '../../components/useAddressParams.ts';
import { formatDay } from '../../i18n/format.ts';
import { dashboardPeriodOf, DASHBOARD_PERIOD_PARAMS, periodFilters, vendorsQueryOf } from './filters.ts';
import { performancePath } from './paths.ts';
import { PerformanceViews } from './PerformanceViews.tsx';

const HEADING = 'dashboard-vendor-performance';

export default function DashboardSection() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const [params, setParams] = useAddressParams(DASHBOARD_PERIOD_PARAMS);
  const { chosen, ...period } = dashboardPeriodOf(params);
  // A period the calls would refuse (the end first, or over a year) is said here, not asked.
  const problem = periodProblem(period.from, period.to);
  // Both calls name the period the links carry, so the screen opened shows what was clicked.
  const query = { query: vendorsQueryOf(periodFilters(period)) as never };
  const vendors = useCall(contract.vendorPerformance.vendors, query, { enabled: !problem });
  const rates = useCall(contract.vendorPerformance.acceptanceRates, query, { enabled: !problem });
  const days = { from: formatDay(period.from), to: formatDay(period.to) };
  const periodText = chosen ? translate('performance.dashboard.chosenPeriod', days) : translate('performance.dashboard.period', { days: RECENT_DAYS, ...days });
  return (
    <Box component="section" aria-labelledby={HEADING} sx={{ mb: 3, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography variant="h6" component="h2" id={HEADING}>
          {translate('performance.dashboard.title')}
        </Typography>
        <Button component={LinkBase} to={`${basename}/${performancePath(period)}`}>
          {translate('performance.dashboard.open')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateRangeFields
          from={params.from}
          to={params.to}
          fromLabel={translate('performance.filters.from')}
          toLabel={translate('performance.filters.to')}
          onChange={(patch) => setParams((current) => ({ ...current, ...patch }))}
        />
        <Button disabled={!chosen} onClick={() => setParams({ from: '', to: '' })}>
          {translate('performance.dashboard.recent', { days: RECENT_DAYS })}
        </Button>
      </Stack>
      {problem ? (
        <Typography role="alert" variant="body2" color="error">
          {translate(problem)}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {periodText} {translate('performance.dashboard.hint')}
          </Typography>
          <PerformanceViews
        vendors={vendors}
        rates={rates}
        onVendor={(id) => navigate(`${basename}/${performancePath(period, id)}`)}
        level={3}
        layout="grid"
            noFigures={translate('performance.dashboard.noFigures')}
          />
        </>
      )}
    </Box>
  );
}
