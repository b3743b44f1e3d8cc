// The vehicle quantities of a shipment being made (spec 2 §4 "Vehicle quantity"): +1; -1 never
// below 0; `exceed` when the quantity is above the plates the vendor has free for that model;
// `selected` when the quantity is above 0. Pure, so the rules are tested without a screen.

export interface VehicleLine {
  vendor_id: number;
  vendor_name: string;
  vehicle_id: number;
  name: string;
  /** The vendor's plates of this model not on an active track. */
  available: number;
  /** The model's maximum load in kg; null (or absent, in a selection kept before it was known): unknown. */
  max_weight?: number | null;
  /** The model's vehicle type and the kinds of product it carries (empty or absent: not said). */
  type?: string | null;
  carries?: readonly string[];
  quantity: number;
  exceed: boolean;
  selected: boolean;
}

export type VehicleModel = Omit<VehicleLine, 'quantity' | 'exceed' | 'selected'>;

export function withQuantity(model: VehicleModel, quantity: number): VehicleLine {
  const q = Math.max(0, Math.trunc(quantity));
  return { ...model, quantity: q, exceed: q > model.available, selected: q > 0 };
}

const sameVehicle = (a: Pick<VehicleLine, 'vendor_id' | 'vehicle_id'>, b: Pick<VehicleLine, 'vendor_id' | 'vehicle_id'>) =>
  a.vendor_id === b.vendor_id && a.vehicle_id === b.vehicle_id;

export function quantityOf(lines: readonly VehicleLine[], model: Pick<VehicleLine, 'vendor_id' | 'vehicle_id'>): number {
  return lines.find((l) => sameVehicle(l, model))?.quantity ?? 0;
}

/** The lines with `model` moved by `delta` (+1 or -1); a line back at 0 leaves the selection. */
export function changeQuantity(lines: readonly VehicleLine[], model: VehicleModel, delta: number): VehicleLine[] {
  const next = withQuantity(model, quantityOf(lines, model) + delta);
  const others = lines.filter((l) => !sameVehicle(l, model));
  return next.selected ? [...others, next] : others;
}

/**
 * What the selected trucks carry at most (issue 22: one 15 t dump truck was asked for 25 t): each
 * model's maximum load times its trucks, summed; the models without a known maximum are counted
 * apart (`unknown`), never as 0 kg or as enough.
 */
export function capacityOf(lines: readonly VehicleLine[]): { kg: number; unknown: number } {
  let kg = 0;
  let unknown = 0;
  for (const l of lines.filter((x) => x.selected)) {
    if (typeof l.max_weight === 'number' && l.max_weight > 0) kg += l.max_weight * l.quantity;
    else unknown += 1;
  }
  return { kg, unknown };
}

/** The POST /v1/shipment `vendors` of the selected lines: one entry per vendor, in the order first chosen. */
export function vendorRequests(lines: readonly VehicleLine[]) {
  const byVendor = new Map<number, { vendor_id: number; vendor_name: string; vehicles: { vehicle_id: number; name: string; quantity: number; exceed: boolean }[] }>();
  for (const l of lines.filter((x) => x.selected)) {
    const entry = byVendor.get(l.vendor_id) ?? { vendor_id: l.vendor_id, vendor_name: l.vendor_name, vehicles: [] };
    entry.vehicles.push({ vehicle_id: l.vehicle_id, name: l.name, quantity: l.quantity, exceed: l.exceed });
    byVendor.set(l.vendor_id, entry);
  }
  return [...byVendor.values()];
}
