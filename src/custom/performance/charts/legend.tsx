// What the cartesian charts and the pie share: figures in the Indonesian number format of the
// tables (spec 1 §9), legend texts in the text colour (a series' colour may not read as text),
// long vendor names shortened on the axis (the tooltip and the table have them whole).
import { Legend, Tooltip } from 'recharts';
import { shownValue } from '../figures.ts';
import { useChartColors } from './colors.ts';

const SHORT_NAME = 14;
export const shortName = (name: string) => (name.length > SHORT_NAME ? `${name.slice(0, SHORT_NAME - 1)}…` : name);

/**
 * The legend and the tooltip: `names` are the legend's items in their order (the figures' order, the
 * vendors'; recharts would sort them by name), `percent(dataKey)` says which series are per cents.
 */
export function LegendAndTooltip({ names, percent }: { names: readonly string[]; percent: (dataKey: unknown) => boolean }) {
  const colors = useChartColors();
  return (
    <>
      <Tooltip formatter={(value, _name, item) => shownValue(typeof value === 'number' ? value : null, percent(item.dataKey))} />
      <Legend itemSorter={(item) => names.indexOf(String(item.value))} formatter={(text: string) => <span style={{ color: colors.text }}>{text}</span>} />
    </>
  );
}
