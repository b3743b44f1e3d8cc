// What the LSP sets on the review before creating the shipment (spec 2 §7 POST /v1/shipment): each
// vendor's weight, the note and when the requests expire (set_expired_at; empty: the server's day).
// The body is checked by the contract's own schema, so the screen refuses what the server would,
// with the same messages; plus an expiry that is not in the future (the server's check, said
// before sending). Pure, so the rules are tested without a screen.
import type { z } from 'zod';
import { shipment } from '../../../../contract/shipment.ts';
import { notInFuture, wibInstant } from '../../../components/wibInstant.ts';

export interface ReviewDraft {
  note: string;
  /** datetime-local ("2026-03-12T08:00") in WIB; empty: the server's default (24 hours). */
  expires: string;
  /** Vendor id -> the weight typed (kg), as typed ("25000", "12,5"). */
  weights: Record<string, string>;
}

export const emptyReview: ReviewDraft = { note: '', expires: '', weights: {} };

export interface ReviewVendor {
  vendor_id: number;
  vehicles: { vehicle_id: number; quantity: number }[];
}

/** Problems by the screen's fields: `note`, `set_expired_at`, `weight.<vendor id>`, `vehicles.<vendor id>`, or '' (the rest); message references. */
export type ReviewProblems = Record<string, string>;

/** POST /v1/shipment's body schema (every call of the contract has one; the type says "maybe"). */
const createBody = shipment.create.body!;
export type ShipmentBody = z.output<typeof createBody>;

function bodyOf(orderIds: readonly number[], vendors: readonly ReviewVendor[], d: ReviewDraft) {
  return {
    order_ids: [...orderIds],
    vendors: vendors.map((v) => ({ vendor_id: v.vendor_id, weight: d.weights[String(v.vendor_id)]?.trim() || undefined, vehicles: v.vehicles })),
    ...(d.note.trim() ? { note: d.note.trim() } : {}),
    ...(d.expires ? { set_expired_at: wibInstant(d.expires) } : {}),
  };
}

/** A field path of the body ("vendors.1.weight") as the screen's field ("weight.<vendor id>"). */
function fieldOf(path: readonly PropertyKey[], vendors: readonly ReviewVendor[]): string {
  if (path[0] === 'vendors' && path[2] === 'weight') return `weight.${vendors[Number(path[1])]?.vendor_id}`;
  if (path[0] === 'vendors' && path[2] === 'vehicles') return `vehicles.${vendors[Number(path[1])]?.vendor_id}`;
  if (path[0] === 'note' || path[0] === 'set_expired_at') return String(path[0]);
  return '';
}

/** The body to send, or the problems by field. */
export function checkReview(orderIds: readonly number[], vendors: readonly ReviewVendor[], d: ReviewDraft, now: Date): { body: ShipmentBody; problems?: undefined } | { body?: undefined; problems: ReviewProblems } {
  const problems: ReviewProblems = {};
  const checked = createBody.safeParse(bodyOf(orderIds, vendors, d));
  if (!checked.success) for (const issue of checked.error.issues) problems[fieldOf(issue.path, vendors)] ??= issue.message;
  if (d.expires && notInFuture(d.expires, now)) problems.set_expired_at ??= 'validation.future';
  return checked.success && Object.keys(problems).length === 0 ? { body: checked.data } : { problems };
}

/** The server's field errors (422: "vendors.0.weight") by the screen's fields. */
export function serverProblems(errors: Record<string, string[]>, vendors: readonly ReviewVendor[]): ReviewProblems {
  const out: ReviewProblems = {};
  for (const [path, messages] of Object.entries(errors)) out[fieldOf(path.split('.'), vendors)] ??= messages[0] ?? '';
  return out;
}
