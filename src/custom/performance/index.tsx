// The LSP's "Performance vendor" screen (spec 1 §2). Not in the menu yet: its charts wait for the
// charting library (docs/performance.md "Not built yet"); the screen loads on demand.
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
  menu: false,
  unlinked: true,
};
