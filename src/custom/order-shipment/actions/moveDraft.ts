// The move-vehicle form's state (spec 2 §4 "Move order flow"): kept while the LSP walks away and
// back (the area's store), all reset after a submit.
import { wibDayStart } from '../../../../contract/wib.ts';
import type { MOVE_TYPES } from '../../../../contract/shipment.ts';

export interface StopDraft {
  type: 'PICKUP' | 'DROPOFF';
  pickup_dropoff_location_point_id: number | '';
  product_id: number | '';
  quantity: string;
  estimation_date: string;
}

export interface AdditionalDraft {
  vendor_id: number | '';
  vehicle_id: number | '';
  quantity: string;
  weight: string;
}

export interface MoveDraft {
  shipmentId: number | null;
  type: (typeof MOVE_TYPES)[number];
  track_ids: number[];
  order_id: number | '';
  /** How the chosen order reads (identity · company), so it shows without the search's rows. */
  order_label: string;
  new_order_identity: string;
  shipment_company_id: number | '';
  suborders: StopDraft[];
  additionals: AdditionalDraft[];
  note: string;
}

export const MOVE_STORE_KEY = 'actions.moveVehicle';

export const emptyMove = (shipmentId: number | null): MoveDraft => ({
  shipmentId,
  type: 'EXISTING',
  track_ids: [],
  order_id: '',
  order_label: '',
  new_order_identity: '',
  shipment_company_id: '',
  suborders: [],
  additionals: [],
  note: '',
});

export const emptyStop = (type: StopDraft['type']): StopDraft => ({ type, pickup_dropoff_location_point_id: '', product_id: '', quantity: '', estimation_date: '' });
export const emptyAdditional = (): AdditionalDraft => ({ vendor_id: '', vehicle_id: '', quantity: '1', weight: '' });

/** The draft as the contract's body (numbers as the form fields hold them; the server validates). */
export function moveBody(d: MoveDraft, file: File | null) {
  return {
    type: d.type,
    track_ids: d.track_ids,
    note: d.note.trim(),
    ...(d.type === 'EXISTING'
      ? { order_id: d.order_id === '' ? undefined : d.order_id }
      : {
          new_order_identity: d.new_order_identity.trim() || undefined,
          shipment_company_id: d.shipment_company_id === '' ? undefined : d.shipment_company_id,
          suborders: d.suborders.map((s) => ({
            type: s.type,
            pickup_dropoff_location_point_id: s.pickup_dropoff_location_point_id,
            estimation_date: wibDayStart(s.estimation_date),
            products: [{ product_id: s.product_id, quantity: s.quantity }],
          })),
        }),
    additionals: d.additionals.map((a) => ({ vendor_id: a.vendor_id, weight: a.weight || undefined, vehicles: [{ vehicle_id: a.vehicle_id, quantity: a.quantity }] })),
    ...(file ? { file } : {}),
  };
}
