// What the LSP has chosen for the shipment it is making: the orders (each `is_selected`, spec 2
// §3) and the vehicle lines. Kept in the area's store, so the three screens share it and a reload
// keeps it; creating the shipment clears it (spec 2 §4).
import { useCallback } from 'react';
import { useStoredState } from '../../../components/useStoredState.ts';
import type { OrderRow } from '../../../../contract/order.ts';
import { changeQuantity, type VehicleLine, type VehicleModel } from './quantities.ts';

// `products` may be absent from a selection kept before it was read (no fit warning then).
export type SelectedOrder = Pick<OrderRow, 'id' | 'identity' | 'shipment_company' | 'pickup' | 'dropoff' | 'total_weight'> & Partial<Pick<OrderRow, 'products'>> & { is_selected: true };

interface Selection {
  orders: SelectedOrder[];
  vehicles: VehicleLine[];
}

const EMPTY: Selection = { orders: [], vehicles: [] };
const KEY = 'dispatch.create-shipment.selection';

export function useShipmentSelection() {
  const [selection, setSelection] = useStoredState<Selection>(KEY, EMPTY);
  const toggleOrder = useCallback(
    (row: OrderRow) =>
      setSelection((s) => {
        const orders = s.orders.some((o) => o.id === row.id)
          ? s.orders.filter((o) => o.id !== row.id)
          : [...s.orders, { id: row.id, identity: row.identity, shipment_company: row.shipment_company, pickup: row.pickup, dropoff: row.dropoff, total_weight: row.total_weight, products: row.products, is_selected: true as const }];
        return { ...s, orders };
      }),
    [setSelection],
  );
  const change = useCallback((model: VehicleModel, delta: 1 | -1) => setSelection((s) => ({ ...s, vehicles: changeQuantity(s.vehicles, model, delta) })), [setSelection]);
  const clearOrders = useCallback(() => setSelection((s) => ({ ...s, orders: [] })), [setSelection]);
  const clear = useCallback(() => setSelection(EMPTY), [setSelection]);
  return { orders: selection.orders, vehicles: selection.vehicles, toggleOrder, change, clearOrders, clear };
}
