// Shared rules of a vendor's fleet (vehicles, plates, drivers, types): who sees which vendor's
// records, what "on an active track" means, and name lookups used by imports and the FMS sync.
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ACTIVE_TRACK_STATES } from '../../contract/states.ts';
import type { Db } from '../db/open.ts';
import { drivers, tracks, vehicleDetails, vehicleFeatures, vehicleTypes, vehicles, vendorCollaborations } from '../db/schema/index.ts';
import type { Caller } from './auth.ts';
import { chunked } from './bulk.ts';
import { forbidden, invalid, notFound } from './errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Why each of `driverIds` cannot be a plate's usual driver for the vendor (not its own:
 * `validation.invalid`; blocked: `validation.driverBlocked`); absent when it can.
 */
export async function usualDriverRefusals(db: DbOrTx, vendorId: number, driverIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(driverIds)];
  const own = ids.length ? await db.select({ id: drivers.id, blocked: drivers.isBlocked }).from(drivers).where(and(eq(drivers.vendorId, vendorId), inArray(drivers.id, ids))) : [];
  const blocked = new Map(own.map((d) => [d.id, d.blocked]));
  return new Map(ids.flatMap((id): [number, string][] => (!blocked.has(id) ? [[id, 'validation.invalid']] : blocked.get(id) ? [[id, 'validation.driverBlocked']] : [])));
}

/** Vendor records a caller may read: a vendor its own, an LSP its collaborating vendors', an admin all. */
export function vendorScope(caller: Caller, vendorId: AnyColumn | SQL): SQL {
  if (caller.role === 'ADMIN') return sql`true`;
  if (caller.role === 'VENDOR') return sql`${vendorId} = ${caller.vendorId ?? -1}`;
  if (caller.role === 'LOGISTIC_SERVICE_PROVIDER') {
    return sql`${vendorId} in (select ${vendorCollaborations.vendorId} from ${vendorCollaborations} where ${vendorCollaborations.logisticsServiceProviderId} = ${caller.lspId ?? -1} and ${vendorCollaborations.status} = 'COLLABORATE')`;
  }
  return sql`false`;
}

/** The vendor a writing caller acts for (from the token only). */
export function ownVendor(caller: Caller): number {
  if (caller.role !== 'VENDOR' || !caller.vendorId) throw forbidden();
  return caller.vendorId;
}

/**
 * A track that still holds its plate and driver: its own status is active (ASSIGNED, ON_THE_WAY).
 * Tracks are closed with their shipment or part, so the status alone decides, as the database's
 * one-active-track indexes do (docs/states.md).
 */
export const activeTrack = (): SQL => inArray(tracks.status, [...ACTIVE_TRACK_STATES]);

/** `exists` an active track whose `column` equals `ref` (e.g. tracks.vehicle_detail_id = vehicle_details.id). */
export const onActiveTrack = (column: AnyColumn, ref: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${tracks} where ${column} = ${ref} and ${activeTrack()})`;

/** `exists` any track (finished ones too) whose `column` equals `ref`: such rows are history and stay. */
export const onAnyTrack = (column: AnyColumn, ref: AnyColumn | SQL): SQL => sql`exists (select 1 from ${tracks} where ${column} = ${ref})`;

/**
 * For modules that assign drivers to tracks: every driver must belong to the vendor and not be
 * blocked. Answers 422 with `field` errors (value keys) otherwise.
 */
export async function assertDriversAssignable(db: DbOrTx, vendorId: number, driverIds: number[], field = 'driver_id'): Promise<void> {
  if (!driverIds.length) return;
  const rows = await db.select({ id: drivers.id, blocked: drivers.isBlocked }).from(drivers).where(and(eq(drivers.vendorId, vendorId), inArray(drivers.id, driverIds)));
  const known = new Map(rows.map((r) => [r.id, r.blocked]));
  const unknown = driverIds.some((id) => !known.has(id));
  if (unknown) throw invalid({ [field]: ['validation.invalid'] });
  if (driverIds.some((id) => known.get(id))) throw invalid({ [field]: ['validation.driverBlocked'] });
}

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The first name of each key, in order (a Set: sheets of thousands of rows). */
function firstOfEachKey(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    if (seen.has(key(n))) return false;
    seen.add(key(n));
    return true;
  });
}

/** Type ids by (case-insensitive) name among the vendor's own and global types; missing ones are made for the vendor. */
export async function typesByName(tx: DbOrTx, vendorId: number, names: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map(key))];
  const rows = await tx
    .select({ id: vehicleTypes.id, name: vehicleTypes.name, vendorId: vehicleTypes.vendorId })
    .from(vehicleTypes)
    .where(and(or(eq(vehicleTypes.vendorId, vendorId), isNull(vehicleTypes.vendorId)), sql`lower(${vehicleTypes.name}) = any(${sql.param(wanted)}::text[])`));
  const ids = new Map<string, number>();
  // The vendor's own type wins over a global one of the same name.
  for (const r of rows.sort((a, b) => Number(a.vendorId === null) - Number(b.vendorId === null))) if (!ids.has(key(r.name))) ids.set(key(r.name), r.id);
  const missing = firstOfEachKey(names.filter((n) => !ids.has(key(n))));
  for (const part of chunked(missing)) {
    const made = await tx.insert(vehicleTypes).values(part.map((name) => ({ name: name.trim().replace(/\s+/g, ' '), vendorId }))).returning();
    for (const m of made) ids.set(key(m.name), m.id);
  }
  return ids;
}

/** Feature ids by (case-insensitive) name; missing ones are made (features are shared). */
export async function featuresByName(tx: DbOrTx, names: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map(key))];
  const ids = new Map<string, number>();
  if (!wanted.length) return ids;
  const rows = await tx.select().from(vehicleFeatures).where(sql`lower(${vehicleFeatures.name}) = any(${sql.param(wanted)}::text[])`);
  for (const r of rows.sort((a, b) => a.id - b.id)) if (!ids.has(key(r.name))) ids.set(key(r.name), r.id);
  const missing = firstOfEachKey(names.filter((n) => !ids.has(key(n))));
  for (const part of chunked(missing)) {
    const made = await tx.insert(vehicleFeatures).values(part.map((name) => ({ name: name.trim().replace(/\s+/g, ' ') }))).returning();
    for (const m of made) ids.set(key(m.name), m.id);
  }
  return ids;
}

export const nameKey = key;

/** Every plate id belongs to this vendor; one foreign (or unknown) plate and nothing happens: 404. */
export async function assertOwnPlates(db: DbOrTx, vendorId: number, ids: number[]): Promise<void> {
  const own = await db
    .select({ id: vehicleDetails.id })
    .from(vehicleDetails)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
    .where(and(eq(vehicles.vendorId, vendorId), inArray(vehicleDetails.id, ids)));
  if (own.length !== ids.length) throw notFound();
}
