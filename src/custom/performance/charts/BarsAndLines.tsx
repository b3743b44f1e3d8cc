// A view's figures per vendor: its counts or weights as bars on the left axis, its per cents as
// lines on the right axis (rates 0-100 %, the loss on its own scale). A null per cent (nothing to
// divide by) is a gap in the line, not a zero. Clicking anywhere in a vendor's column (its bar or
// the band behind it, so a vendor with nothing to show can be clicked too) picks that vendor.
import { Bar, CartesianGrid, ComposedChart, Line, Rectangle, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format.ts';
import { wantsLessMotion } from '../../../layout/motion.ts';
import type { ChartData, ChartSpec } from '../figures.ts';
import { DASHES, useChartColors } from './colors.ts';
import { LegendAndTooltip, shortName } from './legend.tsx';

const RATE_DOMAIN: [number, (max: number) => number] = [0, (max) => Math.max(100, max)];
const percentTick = (v: number) => `${formatNumber(v)}%`;
/**
 * The default bar, given as a shape: recharts leaves out a zero-height bar with the default shape,
 * its band too, so a vendor with nothing to show could not be clicked; with a shape it keeps both.
 */
const barShape = (props: BarShapeProps) => <Rectangle {...props} />;

interface Props {
  data: ChartData;
  spec: Extract<ChartSpec, { kind: 'bars' }>;
  onVendor: (vendorId: number) => void;
}

export function BarsAndLines({ data, spec, onVendor }: Props) {
  const translate = useTranslate();
  const colors = useChartColors();
  const animate = !wantsLessMotion();
  const points = data.vendors.map((v, i) => ({ name: v.name, ...Object.fromEntries(data.series.map((s) => [s.key, s.values[i]])) }));
  const bars = data.series.filter((s) => !s.percent);
  const lines = data.series.filter((s) => s.percent);
  const pick = (_: unknown, index: number) => {
    const vendor = data.vendors[index];
    if (vendor) onVendor(vendor.id);
  };
  const axisLabel = (key: string, angle: number, position: 'insideLeft' | 'insideRight') => ({ value: translate(`performance.charts.axes.${key}`), angle, position, fill: colors.axis, style: { textAnchor: 'middle' as const } });
  const tick = { fill: colors.axis, fontSize: 12 };
  const nameOf = (key: string) => translate(`performance.figures.${key}`);
  return (
    <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" interval={0} tickFormatter={shortName} tick={tick} />
      <YAxis yAxisId="left" width="auto" tickFormatter={formatNumber} tick={tick} label={axisLabel(spec.left, -90, 'insideLeft')} />
      {spec.right && <YAxis yAxisId="right" orientation="right" width="auto" domain={spec.right === 'rate' ? RATE_DOMAIN : ['auto', 'auto']} tickFormatter={percentTick} tick={tick} label={axisLabel(spec.right, 90, 'insideRight')} />}
      <LegendAndTooltip names={data.series.map((s) => nameOf(s.key))} percent={(key) => lines.some((s) => s.key === key)} />
      {bars.map((s, i) => (
        <Bar key={s.key} yAxisId="left" dataKey={s.key} name={nameOf(s.key)} fill={colors.bars[i % colors.bars.length]} background={{ fill: colors.band }} shape={barShape} cursor="pointer" onClick={pick} isAnimationActive={animate} />
      ))}
      {lines.map((s, i) => (
        <Line key={s.key} yAxisId="right" type="linear" dataKey={s.key} name={nameOf(s.key)} stroke={colors.lines[i % colors.lines.length]} strokeWidth={2} strokeDasharray={DASHES[i % DASHES.length]} dot={{ r: 3 }} connectNulls={false} isAnimationActive={animate} />
      ))}
    </ComposedChart>
  );
}
