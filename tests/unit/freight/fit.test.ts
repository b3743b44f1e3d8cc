// The review's fit warning (issue 22): a truck whose type says what it carries, asked for orders
// with products of another kind, is named with those products; anything not said warns nothing.
import { describe, expect, it } from 'vitest';
import { misfits } from '../../../src/custom/order-shipment/create-shipment/fit.ts';
import type { VehicleLine } from '../../../src/custom/order-shipment/create-shipment/quantities.ts';
import type { SelectedOrder } from '../../../src/custom/order-shipment/create-shipment/selection.ts';

const line = (name: string, carries: string[] | undefined, selected = true): VehicleLine => ({
  vendor_id: 1, vendor_name: 'CV Trans', vehicle_id: name.length, name, type: name.split(' ')[0], carries, available: 2, max_weight: 15000, quantity: selected ? 1 : 0, exceed: false, selected,
});
const order = (id: number, products?: { name: string; product_type: string | null }[]): SelectedOrder => ({
  id, identity: `ORD-${id}`, shipment_company: null, pickup: null, dropoff: null, total_weight: 1000, products, is_selected: true,
});

describe('misfits', () => {
  it('names the truck, its type and the products of each kind it does not carry', () => {
    const orders = [order(1, [{ name: 'Crude Palm Oil', product_type: 'LIQUID' }]), order(2, [{ name: 'Palm Kernel', product_type: 'SOLID' }, { name: 'Olein', product_type: 'LIQUID' }])];
    expect(misfits([line('Dump PK 15 T', ['SOLID']), line('Tangki 30 KL', ['LIQUID'])], orders)).toEqual([
      { vehicle: 'Dump PK 15 T', type: 'Dump', kinds: [{ kind: 'LIQUID', products: ['Crude Palm Oil', 'Olein'] }] },
      { vehicle: 'Tangki 30 KL', type: 'Tangki', kinds: [{ kind: 'SOLID', products: ['Palm Kernel'] }] },
    ]);
  });

  it('warns nothing when the type or the product does not say, or the truck is not asked', () => {
    const cpo = [order(1, [{ name: 'Crude Palm Oil', product_type: 'LIQUID' }])];
    expect(misfits([line('Dump PK 15 T', [])], cpo)).toEqual([]);
    expect(misfits([line('Dump PK 15 T', undefined)], cpo)).toEqual([]);
    expect(misfits([line('Dump PK 15 T', ['SOLID'], false)], cpo)).toEqual([]);
    expect(misfits([line('Dump PK 15 T', ['SOLID'])], [order(1, [{ name: 'Mystery', product_type: null }]), order(2)])).toEqual([]);
    expect(misfits([line('Tangki 30 KL', ['LIQUID', 'SOLID'])], cpo)).toEqual([]);
  });
});
