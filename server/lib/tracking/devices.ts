// A plate's GPS device id (docs/tracking.md "Devices"): set by the plate's vendor, long and random
// (the OsmAnd protocol carries no other secret), unique platform-wide; unknown ids listed.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OSMAND_PATH, UNKNOWN_DEVICES_MAX } from '../../../contract/tracking.ts';
import type { Db } from '../../db/open.ts';
import type { Caller } from '../auth.ts';
import { rowsOf } from '../bulk.ts';
import { pgErrorOf } from '../db-errors.ts';
import { invalid, notFound } from '../errors.ts';
import { ownVendor } from '../fleet.ts';

/** 24 characters of base64url: 144 random bits. */
export const proposeDeviceId = () => randomBytes(18).toString('base64url');

export const serverUrlOf = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}${OSMAND_PATH}`;

/** The caller's own plate with its device id and newest position; 404 for anyone else's. */
export async function deviceOf(db: Db, caller: Caller, plateId: number, appUrl: string) {
  const [row] = await rowsOf<{ id: number; plate_number: string; gps_device_id: string | null; last: Date | string | null }>(
    db,
    sql`select vd.id, vd.plate_number, vd.gps_device_id,
          (select max(l.recorded_at) from tracks t join track_live l on l.track_id = t.id where t.vehicle_detail_id = vd.id) as last
        from vehicle_details vd join vehicles v on v.id = vd.vehicle_id
        where vd.id = ${plateId} and v.vendor_id = ${ownVendor(caller)}`,
  );
  if (!row) throw notFound();
  return {
    plate: row.plate_number,
    data: { vehicle_detail_id: Number(row.id), device_id: row.gps_device_id, server_url: serverUrlOf(appUrl), last_position_at: row.last === null ? null : new Date(row.last).toISOString() },
  };
}

/** Sets or clears the id; another plate's id is "Already used." (the unique index decides a race). */
export async function setDevice(db: Db, caller: Caller, plateId: number, deviceId: string | null, appUrl: string) {
  await deviceOf(db, caller, plateId, appUrl);
  // Another plate's id, or two plates given one id at once: the unique index decides, and the
  // refused caller is told on its field (the index's column is gps_device_id, the body's device_id).
  await db.execute(sql`update vehicle_details set gps_device_id = ${deviceId} where id = ${plateId}`).catch((e: unknown) => {
    if (pgErrorOf(e)?.code === '23505') throw invalid({ device_id: ['validation.duplicate'] });
    throw e;
  });
  // A device set up now is no longer unknown.
  if (deviceId !== null) await db.execute(sql`delete from gps_unknown_devices where device_id = ${deviceId}`);
  return deviceOf(db, caller, plateId, appUrl);
}

/** Ids reported within the last day that no plate has, newest first. */
export async function unknownDevices(db: Db, now: Date) {
  const rows = await rowsOf<{ device_id: string; first_seen_at: Date | string; last_seen_at: Date | string; reports: number }>(
    db,
    sql`select device_id, first_seen_at, last_seen_at, reports from gps_unknown_devices
        where last_seen_at > ${new Date(now.getTime() - 86_400_000)} order by last_seen_at desc limit ${UNKNOWN_DEVICES_MAX}`,
  );
  return rows.map((r) => ({ device_id: r.device_id, first_seen_at: new Date(r.first_seen_at).toISOString(), last_seen_at: new Date(r.last_seen_at).toISOString(), reports: Number(r.reports) }));
}
