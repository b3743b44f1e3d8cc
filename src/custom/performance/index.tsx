// The LSP's "Performance vendor" screen (spec 1 §2): second in the LSP menu, after the dashboard;
// the screen loads on demand, its charts later still (docs/performance.md).
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
