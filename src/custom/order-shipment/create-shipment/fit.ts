// Which trucks asked cannot carry the orders' products (issue 22): a vehicle type says the kinds of
// product it carries (a tank truck liquid bulk, a dump truck solid bulk); a product says its kind.
// Either not said: no warning. The LSP decides: this warns, it never blocks.
import type { VehicleLine } from './quantities.ts';
import type { SelectedOrder } from './selection.ts';

export interface Misfit {
  vehicle: string;
  type: string;
  /** The kinds the truck does not carry, each with the products of that kind. */
  kinds: { kind: string; products: string[] }[];
}

export function misfits(vehicles: readonly VehicleLine[], orders: readonly SelectedOrder[]): Misfit[] {
  const byKind = new Map<string, Set<string>>();
  for (const o of orders) for (const p of o.products ?? []) if (p.product_type) byKind.set(p.product_type, (byKind.get(p.product_type) ?? new Set()).add(p.name));
  const out: Misfit[] = [];
  for (const v of vehicles) {
    if (!v.selected || !v.carries?.length) continue;
    const kinds = [...byKind].filter(([kind]) => !v.carries!.includes(kind)).map(([kind, names]) => ({ kind, products: [...names].sort() }));
    if (kinds.length) out.push({ vehicle: v.name, type: v.type ?? '', kinds });
  }
  return out;
}
