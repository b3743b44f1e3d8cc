// A new alert: stored with the truck as it is now (plate, driver, vendor, shipment), not yet told
// (notified_at null). Telling every enabled user of the LSP (the bell) is tell.ts's, off the GPS
// ingest's path: an LSP with thousands of users must not hold up every tenant's positions.
import { sql } from 'drizzle-orm';
import type { GeofenceAlertType } from '../../../contract/geofence.ts';
import { geofenceAlerts } from '../../db/schema/index.ts';
import { rowsOf } from '../bulk.ts';
import type { Tx } from '../freight/tx.ts';

export interface NewAlert {
  lspId: number;
  geofenceId: number;
  trackId: number;
  type: GeofenceAlertType;
  startedAt: Date;
  lat: number;
  lon: number;
}

const list = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** Stores the alerts (one per stay, whoever raises it first); answers how many are new. */
export async function raiseAlerts(tx: Tx, alerts: readonly NewAlert[], now: Date): Promise<number> {
  if (!alerts.length) return 0;
  const stored = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${geofenceAlerts} (logistics_service_provider_id, geofence_id, track_id, shipment_id, vendor_id, plate_number, driver_name, type, latitude, longitude, started_at, created_at, updated_at)
      select u.lsp, u.geofence_id, u.track_id, t.shipment_id, sv.vendor_id, vd.plate_number, du.name, u.type, u.lat, u.lon, u.started_at, ${now}, ${now}
      from unnest(${list(alerts.map((a) => a.lspId), 'int')}, ${list(alerts.map((a) => a.geofenceId), 'int')}, ${list(alerts.map((a) => a.trackId), 'int')}, ${list(alerts.map((a) => a.type), 'text')},
                  ${list(alerts.map((a) => a.lat), 'float8')}, ${list(alerts.map((a) => a.lon), 'float8')}, ${list(alerts.map((a) => a.startedAt.toISOString()), 'timestamptz')})
        as u(lsp, geofence_id, track_id, type, lat, lon, started_at)
      join tracks t on t.id = u.track_id
      left join shipment_vendors sv on sv.id = t.shipment_vendor_id
      left join vehicle_details vd on vd.id = t.vehicle_detail_id
      left join drivers d on d.id = t.driver_id
      left join users du on du.id = d.user_id
      -- Another process raised this stay's alert already: it is told once.
      on conflict (track_id, geofence_id, type, started_at) do nothing
      returning id`,
  );
  return stored.length;
}
