// Asking vendors for trucks: a request names a vendor the LSP collaborates with and models of that
// vendor's fleet with how many of each; it becomes a part of the shipment (REQUESTED) that expires.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { LIVE_PART_STATES } from '../../../contract/states.ts';
import type { HistoryRequest } from '../../../contract/shipment-history.ts';
import { shipmentVendors, shipmentVendorVehicles, vehicles, vendorCollaborations, vendors } from '../../db/schema/index.ts';
import { invalid } from '../errors.ts';
import type { DbOrTx, Tx } from './tx.ts';

export interface VendorRequest {
  vendor_id: number;
  weight?: number;
  vehicles: { vehicle_id: number; quantity: number }[];
}

/** A request left unanswered expires after this long unless set_expired_at says otherwise. */
export const DEFAULT_REQUEST_LIFETIME_MS = 24 * 3_600_000;

/** When a request expires: the time asked for (it must be in the future), or a day from now. */
export function expiryOf(asked: string | undefined, now: Date, field = 'set_expired_at'): Date {
  if (asked === undefined) return new Date(now.getTime() + DEFAULT_REQUEST_LIFETIME_MS);
  const at = new Date(asked);
  if (at.getTime() <= now.getTime()) throw invalid({ [field]: ['validation.future'] });
  return at;
}

/** The vendors' names by id, and what a request asks in the words the history keeps. */
export interface CheckedRequests {
  names: Map<number, string>;
  asked: (request: VendorRequest) => HistoryRequest;
}

/**
 * The vendors with an open request on a shipment: a live part (REQUESTED, expired or not, or
 * ACCEPTED), `except` the part a change-vendor is replacing. Rejected and cancelled parts are not
 * open: their vendor may be asked again.
 */
export async function openVendorsOf(db: DbOrTx, shipmentId: number, except?: number): Promise<number[]> {
  const rows = await db
    .select({ vendorId: shipmentVendors.vendorId })
    .from(shipmentVendors)
    .where(and(eq(shipmentVendors.shipmentId, shipmentId), inArray(shipmentVendors.status, [...LIVE_PART_STATES]), except === undefined ? undefined : ne(shipmentVendors.id, except)));
  return rows.map((r) => r.vendorId);
}

/**
 * 422 unless every request names a vendor collaborating with the LSP and models of that vendor
 * (each once). A vendor has at most one open request on a shipment: a vendor named twice, or one of
 * `open` (openVendorsOf the shipment the requests join), is refused as already used on its
 * vendor_id. `at(i)` is the request's field prefix.
 */
export async function checkRequests(db: DbOrTx, lspId: number, requests: VendorRequest[], at: (i: number) => string, open: readonly number[] = []): Promise<CheckedRequests> {
  const vendorIds = [...new Set(requests.map((r) => r.vendor_id))];
  const partners = vendorIds.length
    ? await db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .innerJoin(vendorCollaborations, and(eq(vendorCollaborations.vendorId, vendors.id), eq(vendorCollaborations.logisticsServiceProviderId, lspId), eq(vendorCollaborations.status, 'COLLABORATE')))
        .where(inArray(vendors.id, vendorIds))
    : [];
  const names = new Map(partners.map((p) => [p.id, p.name]));
  const modelIds = [...new Set(requests.flatMap((r) => r.vehicles.map((v) => v.vehicle_id)))];
  const models = modelIds.length ? await db.select({ id: vehicles.id, vendorId: vehicles.vendorId, name: vehicles.name }).from(vehicles).where(inArray(vehicles.id, modelIds)) : [];
  const ownerOf = new Map(models.map((m) => [m.id, m.vendorId]));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>(open);
  requests.forEach((r, i) => {
    if (!names.has(r.vendor_id)) errors[`${at(i)}vendor_id`] = ['validation.notCollaborating'];
    else if (seen.has(r.vendor_id)) errors[`${at(i)}vendor_id`] = ['validation.duplicate'];
    seen.add(r.vendor_id);
    const lines = new Set<number>();
    r.vehicles.forEach((v, j) => {
      if (ownerOf.get(v.vehicle_id) !== r.vendor_id) errors[`${at(i)}vehicles.${j}.vehicle_id`] = ['validation.notFound'];
      else if (lines.has(v.vehicle_id)) errors[`${at(i)}vehicles.${j}.vehicle_id`] = ['validation.duplicate'];
      lines.add(v.vehicle_id);
    });
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const modelName = new Map(models.map((m) => [m.id, m.name]));
  const asked = (r: VendorRequest): HistoryRequest => ({
    trucks: trucksOf([r]),
    weight: r.weight ?? null,
    vehicles: r.vehicles.map((v) => ({ name: modelName.get(v.vehicle_id)!, quantity: v.quantity })),
  });
  return { names, asked };
}

export interface PartOptions {
  shipmentId: number;
  identity: string;
  ritase: number;
  /** REJECTED: the rest a vendor did not take when it accepted part of a request (dispatch.ts accept). */
  status: 'REQUESTED' | 'ACCEPTED' | 'REJECTED';
  type: string;
  expiredAt: Date | null;
  note?: string | null;
  now: Date;
}

/** Makes one part per request with its vehicle lines; answers the parts' ids in order. */
export async function insertParts(tx: Tx, requests: VendorRequest[], o: PartOptions): Promise<number[]> {
  if (!requests.length) return [];
  const made = await tx
    .insert(shipmentVendors)
    .values(
      requests.map((r) => ({
        shipmentId: o.shipmentId,
        vendorId: r.vendor_id,
        status: o.status,
        type: o.type,
        weight: r.weight === undefined ? null : String(r.weight),
        ritase: o.ritase,
        ritaseIdentity: ritaseIdentity(o.identity, o.ritase),
        note: o.note ?? null,
        expiredAt: o.expiredAt,
        createdAt: o.now,
        updatedAt: o.now,
      })),
    )
    .returning({ id: shipmentVendors.id });
  await tx.insert(shipmentVendorVehicles).values(requests.flatMap((r, i) => r.vehicles.map((v) => ({ shipmentVendorId: made[i]!.id, vehicleId: v.vehicle_id, quantity: v.quantity }))));
  return made.map((m) => m.id);
}

/** "SHP-260310-7KQ2XM-R2": the shipment's identity and the trip. */
export const ritaseIdentity = (identity: string, ritase: number) => `${identity.slice(0, 56)}-R${ritase}`;

/** How many trucks a set of requests asks for. */
export const trucksOf = (requests: Pick<VendorRequest, 'vehicles'>[]) => requests.reduce((n, r) => n + r.vehicles.reduce((m, v) => m + v.quantity, 0), 0);
