// The change-vendor form's state, shared by its page and its review (the area's store), per part.
import { wibInstant } from '../../../components/wibInstant.ts';

export interface ChangeVendorDraft {
  new_vendor_id: number | '';
  new_vendor_weight: string;
  /** Vehicle model id -> how many trucks of it. */
  quantities: Record<string, number>;
  note: string;
  /** A datetime-local value ("2026-03-12T08:00") in WIB; empty: the server's default. */
  expires: string;
}

export const changeVendorKey = (partId: number) => `actions.changeVendor.${partId}`;
export const emptyChangeVendor: ChangeVendorDraft = { new_vendor_id: '', new_vendor_weight: '', quantities: {}, note: '', expires: '' };

export const chosenVehicles = (d: ChangeVendorDraft) =>
  Object.entries(d.quantities)
    .filter(([, n]) => n > 0)
    .map(([id, quantity]) => ({ vehicle_id: Number(id), quantity }));

export function changeVendorBody(d: ChangeVendorDraft, partId: number, vendorId: number) {
  return {
    shipment_vendor_id: partId,
    vendor_id: vendorId,
    new_vendor_id: d.new_vendor_id === '' ? undefined : d.new_vendor_id,
    new_vendor_weight: d.new_vendor_weight || undefined,
    vehicles: chosenVehicles(d),
    note: d.note.trim(),
    ...(d.expires ? { set_expired_at: wibInstant(d.expires) } : {}),
  };
}
