// The vendor performance views' data (src/custom/performance/figures.ts): the pie's rule of spec 1
// §2 (only vendors whose pickup netto is above 0) and a chart's values, a null rate staying null
// (a gap in its line, never a zero); a view of nothing but zeros has no chart; the dashboard's period.
import { describe, expect, it } from 'vitest';
import type { TransporterRow } from '../../../contract/performance.ts';
import { chartDataOf, hasFigures, NETTO, pickupShareRows, shownValue, TRIPS } from '../../../src/custom/performance/figures.ts';
import { dashboardPeriodOf, recentPeriod } from '../../../src/custom/performance/filters.ts';
import { performancePath } from '../../../src/custom/performance/paths.ts';

const row = (id: number, pickup: string, loss: string | null): TransporterRow => ({
  vendor: { id, name: `Vendor ${id}` },
  request_unit: 1,
  acc_by_transporter: 1,
  acc_by_actual_coming: 1,
  auto_wb: 0,
  order_acceptance_rate: '100.00',
  order_commitment_rate: '100.00',
  order_accuracy_rate: '0.00',
  total_netto_pickup: pickup,
  total_netto_dropoff: pickup,
  netto_loss_percentage: loss,
  total_order_trip: 1,
  total_shipment_track_trip: 1,
});

describe('the pie of the netto picked up', () => {
  it('counts only the vendors whose pickup is above 0, each with its share of their total', () => {
    const shares = pickupShareRows([row(1, '30000.000', '0.10'), row(2, '0.000', null), row(3, '10000.000', '0.00')]);
    expect(shares.map((r) => [r.vendor.id, r.share])).toEqual([
      [1, 75],
      [3, 25],
    ]);
  });

  it('is empty when no vendor picked anything up', () => {
    expect(pickupShareRows([row(2, '0.000', null)])).toEqual([]);
  });
});

it("a chart's values are the figures as numbers, a null per cent stays null (a gap)", () => {
  expect(chartDataOf([row(1, '29870.500', '0.25'), row(2, '0.000', null)], NETTO)).toEqual({
    vendors: [
      { id: 1, name: 'Vendor 1' },
      { id: 2, name: 'Vendor 2' },
    ],
    series: [
      { key: 'total_netto_pickup', percent: false, values: [29870.5, 0] },
      { key: 'total_netto_dropoff', percent: false, values: [29870.5, 0] },
      { key: 'netto_loss_percentage', percent: true, values: [0.25, null] },
    ],
  });
  expect(shownValue(null, true)).toBe('–');
  expect(shownValue('66.67', true)).toBe('66,67%');
});

it('a view has figures when one of its counts or weights is not 0, or one of its per cents is known', () => {
  const zero = { ...row(2, '0.000', null), total_order_trip: 0, total_shipment_track_trip: 0 };
  expect(hasFigures([zero], NETTO)).toBe(false);
  expect(hasFigures([zero], TRIPS)).toBe(false);
  expect(hasFigures([], NETTO)).toBe(false);
  expect(hasFigures([zero, row(1, '0.000', '0.50')], NETTO)).toBe(true);
  expect(hasFigures([zero, row(3, '0.000', null)], TRIPS)).toBe(true);
});

it("the dashboard's period is the last 30 WIB days, today included, and the screen's address carries it", () => {
  // 2026-03-01 17:30 UTC is already 2 March in WIB.
  expect(recentPeriod(Date.parse('2026-03-01T17:30:00Z'))).toEqual({ from: '2026-02-01', to: '2026-03-02' });
  expect(recentPeriod(Date.parse('2026-03-01T16:59:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  expect(performancePath({ from: '2026-02-01', to: '2026-03-02' }, 9)).toBe('performance-vendor?vendor=9&from=2026-02-01&to=2026-03-02');
  expect(performancePath({ from: '2026-02-01', to: '2026-03-02' })).toBe('performance-vendor?from=2026-02-01&to=2026-03-02');
});

it("the dashboard section's chosen period: its days, a missing end filled as the calls fill it, a hand-edited day ignored", () => {
  const now = Date.parse('2026-03-01T17:30:00Z'); // 2 March in WIB
  expect(dashboardPeriodOf({}, now)).toEqual({ from: '2026-02-01', to: '2026-03-02', chosen: false });
  expect(dashboardPeriodOf({ from: 'not a day', to: '' }, now)).toEqual({ from: '2026-02-01', to: '2026-03-02', chosen: false });
  expect(dashboardPeriodOf({ from: '2026-01-05', to: '2026-01-20' }, now)).toEqual({ from: '2026-01-05', to: '2026-01-20', chosen: true });
  // Only the start: up to today; only the end: the 30 days before it.
  expect(dashboardPeriodOf({ from: '2026-01-05' }, now)).toEqual({ from: '2026-01-05', to: '2026-03-02', chosen: true });
  expect(dashboardPeriodOf({ to: '2026-01-30' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-30', chosen: true });
});
