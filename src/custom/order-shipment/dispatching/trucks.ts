// The trucks a vendor gives a request (spec 2 §4 "accept by vendor with track assignments"): one
// slot per vehicle asked, each a plate of that model and a driver. Pure, so the checks are tested
// without a screen; the server checks the same and more (free now, its own).
import type { ShipmentVendorRow } from '../../../../contract/shipment-vendors.ts';

export interface TruckSlot {
  vehicle_id: number;
  name: string;
  vehicle_detail_id: number | null;
  driver_id: number | null;
}

export const slotsOf = (row: Pick<ShipmentVendorRow, 'vehicles'>): TruckSlot[] =>
  row.vehicles.flatMap((v) => Array.from({ length: v.quantity }, () => ({ vehicle_id: v.vehicle_id, name: v.name, vehicle_detail_id: null, driver_id: null })));

export type SlotProblem = 'required' | 'twice';
export interface SlotProblems {
  plate?: SlotProblem;
  driver?: SlotProblem;
}

const isEmpty = (s: TruckSlot) => s.vehicle_detail_id === null && s.driver_id === null;

/** The slots filled: a slot left empty is a truck not given (a partial accept leaves the rest open). */
export const filledSlots = (slots: readonly TruckSlot[]) => slots.filter((s) => !isEmpty(s));

/** What is wrong with each slot: a plate or driver missing (unless the slot is left empty and another is filled), or the same one chosen twice. */
export function problemsOf(slots: readonly TruckSlot[]): SlotProblems[] {
  const count = (key: 'vehicle_detail_id' | 'driver_id', id: number | null) => (id === null ? 0 : slots.filter((s) => s[key] === id).length);
  const someFilled = filledSlots(slots).length > 0;
  return slots.map((s) => {
    const p: SlotProblems = {};
    if (someFilled && isEmpty(s)) return p;
    if (s.vehicle_detail_id === null) p.plate = 'required';
    else if (count('vehicle_detail_id', s.vehicle_detail_id) > 1) p.plate = 'twice';
    if (s.driver_id === null) p.driver = 'required';
    else if (count('driver_id', s.driver_id) > 1) p.driver = 'twice';
    return p;
  });
}

export const slotsReady = (slots: readonly TruckSlot[]) => problemsOf(slots).every((p) => !p.plate && !p.driver);
