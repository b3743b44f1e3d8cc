// The LSP's "Performance vendor" screen (spec 1 §2): second in the LSP menu, after the dashboard;
// the screen loads on demand, its charts later still (docs/performance.md). And the vendor report
// (spec 1 §3, §7 GET /v1/vendor/report), for the LSP and the administrator.
import AssessmentIcon from '@mui/icons-material/Assessment';
import InsightsIcon from '@mui/icons-material/Insights';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export const PERFORMANCE_SLUG = 'performance-vendor';

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
