// Where the vendor performance screen lives inside the LSP area, and its address for a period and
// a vendor (the dashboard's drill-down opens it so, docs/performance.md "On the dashboard").

export const PERFORMANCE_SLUG = 'performance-vendor';

/** The screen's path inside the area for a period (WIB days), narrowed to one vendor when given. */
export function performancePath(period: { from: string; to: string }, vendor?: number): string {
  const query = new URLSearchParams({ ...(vendor === undefined ? {} : { vendor: String(vendor) }), from: period.from, to: period.to });
  return `${PERFORMANCE_SLUG}?${query}`;
}
