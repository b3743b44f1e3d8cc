// One view of the vendor performance screen as a chart (docs/performance.md "The charts"): the
// module the screen loads with React.lazy when a chart is first shown, so recharts stays out of
// the app's and the LSP area's first chunks. Named by a summary of what it shows.
import { useTranslate } from 'react-admin';
import { shownValue, type ChartData, type ChartSpec } from '../figures.ts';
import { BarsAndLines } from './BarsAndLines.tsx';
import { ChartFrame } from './ChartFrame.tsx';
import { PickupPie } from './PickupPie.tsx';

export interface PerformanceChartProps {
  title: string;
  data: ChartData;
  spec: ChartSpec;
  onVendor: (vendorId: number) => void;
}

/** Room a vendor's column needs (px): its bars and the gaps around them, at least its name on the axis (legend.tsx shortName). */
const columnWidth = (bars: number) => Math.max(96, 32 + 14 * bars);
const AXES_WIDTH = 140;
const PIE_WIDTH = 300;

export default function PerformanceChart({ title, data, spec, onVendor }: PerformanceChartProps) {
  const translate = useTranslate();
  // The summary names the vendor with the highest first figure (the pickup, the orders, the request unit).
  const lead = data.series[0]!;
  const best = lead.values.reduce<number>((top, v, i) => ((v ?? -Infinity) > (lead.values[top] ?? -Infinity) ? i : top), 0);
  const summary = translate('performance.charts.summary', {
    title,
    smart_count: data.vendors.length,
    figure: translate(`performance.figures.${lead.key}`),
    vendor: data.vendors[best]!.name,
    value: shownValue(lead.values[best] ?? null, lead.percent),
  });
  const minWidth = spec.kind === 'pie' ? PIE_WIDTH : AXES_WIDTH + data.vendors.length * columnWidth(data.series.filter((s) => !s.percent).length);
  return (
    <ChartFrame title={title} summary={summary} minWidth={minWidth}>
      {spec.kind === 'pie' ? <PickupPie data={data} onVendor={onVendor} /> : <BarsAndLines data={data} spec={spec} onVendor={onVendor} />}
    </ChartFrame>
  );
}
