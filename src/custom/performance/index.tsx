// The LSP's "Performance vendor" screen (spec 1 §2): second in the LSP menu, after the dashboard;
// the screen loads on demand, its charts later still (docs/performance.md). And the same charts as
// the LSP dashboard's "Vendor performance" section, loaded with the dashboard's content; and the
// vendor report (spec 1 §3, §7 GET /v1/vendor/report), for the LSP and the administrator.
import { lazy } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import InsightsIcon from '@mui/icons-material/Insights';
import type { ResourceDef } from '../../areas/types.ts';
import { loadWhenOnline } from '../../components/chunkReload.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { PERFORMANCE_SLUG } from './paths.ts';

export { PERFORMANCE_SLUG } from './paths.ts';

/** The LSP dashboard's "Vendor performance" section (render it inside a Suspense): the last 30 WIB days' charts, each opening this screen. */
export const DashboardVendorPerformance = lazy(loadWhenOnline(() => import('./DashboardSection.tsx')));

const PerformancePage = lazyScreen(async () => ({ default: (await import('./PerformancePage.tsx')).PerformancePage }));

export const performanceEntry: ResourceDef = {
  slug: PERFORMANCE_SLUG,
  labelKey: 'performance.menu',
  icon: InsightsIcon,
  list: PerformancePage,
};

export const VENDOR_REPORT_SLUG = 'vendor-report';

const VendorReportPage = lazyScreen(async () => ({ default: (await import('./report/VendorReportPage.tsx')).VendorReportPage }));

export const vendorReportEntry: ResourceDef = {
  slug: VENDOR_REPORT_SLUG,
  labelKey: 'performance.report.menu',
  icon: AssessmentIcon,
  list: VendorReportPage,
};
