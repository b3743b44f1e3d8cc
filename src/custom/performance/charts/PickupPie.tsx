// The vendors' shares of the netto picked up: the rows given are already those above 0 (spec 1 §2,
// figures.ts pickupShareRows). Clicking a slice picks its vendor.
import { Pie, PieChart } from 'recharts';
import { wantsLessMotion } from '../../../layout/motion.ts';
import type { ChartData } from '../figures.ts';
import { useChartColors } from './colors.ts';
import { LegendAndTooltip } from './legend.tsx';

export function PickupPie({ data, onVendor }: { data: ChartData; onVendor: (vendorId: number) => void }) {
  const colors = useChartColors();
  const pickup = data.series[0]!;
  const slices = data.vendors.map((v, i) => ({ name: v.name, value: pickup.values[i] ?? 0, fill: colors.slices[i % colors.slices.length] }));
  return (
    <PieChart accessibilityLayer={false}>
      <Pie data={slices} dataKey="value" nameKey="name" outerRadius="75%" cursor="pointer" isAnimationActive={!wantsLessMotion()} onClick={(_, index) => onVendor(data.vendors[index]!.id)} />
      <LegendAndTooltip names={data.vendors.map((v) => v.name)} percent={() => false} />
    </PieChart>
  );
}
