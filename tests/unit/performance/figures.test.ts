// The vendor performance views' data (src/custom/performance/figures.ts): the pie's rule of spec 1
// §2 (only vendors whose pickup netto is above 0) and a chart's values, a null rate staying null
// (a gap in its line, never a zero).
import { describe, expect, it } from 'vitest';
import type { TransporterRow } from '../../../contract/performance.ts';
import { chartDataOf, NETTO, pickupShareRows, shownValue } from '../../../src/custom/performance/figures.ts';

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
