// A rate as the answers give it (docs/performance.md, docs/dashboards.md): exact decimal text.
import Decimal from 'decimal.js';

/** `part` in per cent of `whole`, 2 decimals half up; null when `whole` is 0. */
export function percentOf(part: number, whole: number): string | null {
  return whole === 0 ? null : new Decimal(part).times(100).dividedBy(whole).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
