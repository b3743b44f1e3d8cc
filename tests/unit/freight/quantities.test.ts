// The vehicle quantities of a shipment being made (spec 2 §4 "Vehicle quantity"): +1; -1 never
// below 0; exceed above the plates the vendor has free for the model; selected when above 0; and
// the POST /v1/shipment vendors built from the selected lines.
import { describe, expect, it } from 'vitest';
import { capacityOf, changeQuantity, quantityOf, vendorRequests, withQuantity, type VehicleModel } from '../../../src/custom/order-shipment/create-shipment/quantities.ts';

const tanker: VehicleModel = { vendor_id: 1, vendor_name: 'CV Trans Andalas', vehicle_id: 31, name: 'Tangki CPO 30 KL', available: 2 };
const dump: VehicleModel = { vendor_id: 1, vendor_name: 'CV Trans Andalas', vehicle_id: 32, name: 'Dump 10 T', available: 0 };
const other: VehicleModel = { vendor_id: 2, vendor_name: 'PT Armada Sawit Jaya', vehicle_id: 41, name: 'Tangki CPO 28 KL', available: 5 };

describe('vehicle quantities', () => {
  it('adds one at a time; exceed only above the free plates', () => {
    let lines = changeQuantity([], tanker, 1);
    expect(lines).toEqual([{ ...tanker, quantity: 1, exceed: false, selected: true }]);
    lines = changeQuantity(lines, tanker, 1);
    expect(lines).toEqual([{ ...tanker, quantity: 2, exceed: false, selected: true }]);
    lines = changeQuantity(lines, tanker, 1);
    expect(lines).toEqual([{ ...tanker, quantity: 3, exceed: true, selected: true }]);
    // A model with no free plate exceeds from the first truck asked.
    expect(changeQuantity([], dump, 1)).toEqual([{ ...dump, quantity: 1, exceed: true, selected: true }]);
  });

  it('removes one at a time, never below 0: a line back at 0 is no longer selected and leaves the lines', () => {
    let lines = changeQuantity(changeQuantity([], tanker, 1), other, 1);
    lines = changeQuantity(lines, tanker, -1);
    expect(lines).toEqual([{ ...other, quantity: 1, exceed: false, selected: true }]);
    expect(quantityOf(lines, tanker)).toBe(0);
    lines = changeQuantity(lines, tanker, -1);
    expect(quantityOf(lines, tanker)).toBe(0);
    expect(lines).toHaveLength(1);
    expect(withQuantity(tanker, -3)).toEqual({ ...tanker, quantity: 0, exceed: false, selected: false });
    expect(withQuantity(tanker, 0).selected).toBe(false);
  });

  it('keeps each vendor and model apart, and asks each vendor once, in the order first chosen', () => {
    let lines = changeQuantity([], other, 1);
    lines = changeQuantity(lines, tanker, 1);
    lines = changeQuantity(lines, dump, 1);
    lines = changeQuantity(lines, tanker, 1);
    expect(quantityOf(lines, tanker)).toBe(2);
    expect(quantityOf(lines, { vendor_id: 2, vehicle_id: 31 })).toBe(0);
    expect(vendorRequests(lines)).toEqual([
      { vendor_id: 2, vendor_name: 'PT Armada Sawit Jaya', vehicles: [{ vehicle_id: 41, name: 'Tangki CPO 28 KL', quantity: 1, exceed: false }] },
      {
        vendor_id: 1,
        vendor_name: 'CV Trans Andalas',
        vehicles: [
          { vehicle_id: 32, name: 'Dump 10 T', quantity: 1, exceed: true },
          { vehicle_id: 31, name: 'Tangki CPO 30 KL', quantity: 2, exceed: false },
        ],
      },
    ]);
  });

  it('sums what the trucks asked carry at most; a model without a maximum is counted apart, never as enough', () => {
    let lines = changeQuantity([], { ...tanker, max_weight: 30000 }, 1);
    lines = changeQuantity(lines, { ...tanker, max_weight: 30000 }, 1);
    lines = changeQuantity(lines, { ...dump, max_weight: 10000.5 }, 1);
    expect(capacityOf(lines)).toEqual({ kg: 70000.5, unknown: 0 });
    // A line kept before the maximum was known, and one whose model has none.
    lines = changeQuantity(lines, other, 1);
    lines = changeQuantity(lines, { ...other, vehicle_id: 42, max_weight: null }, 1);
    expect(capacityOf(lines)).toEqual({ kg: 70000.5, unknown: 2 });
    // A line back at 0 carries nothing and is not asked.
    expect(capacityOf(changeQuantity(lines, { ...dump, max_weight: 10000.5 }, -1))).toEqual({ kg: 60000, unknown: 2 });
    expect(capacityOf([])).toEqual({ kg: 0, unknown: 0 });
  });
});
