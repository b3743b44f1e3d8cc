// A new alert: stored with the truck as it is now (plate, driver, vendor, shipment) and told to
// every enabled user of the LSP in the bell (tag GEOFENCE, opening the shipment), in both languages.
import { sql } from 'drizzle-orm';
import type { GeofenceAlertType } from '../../../contract/geofence.ts';
import { geofenceAlerts, notifications } from '../../db/schema/index.ts';
import { rowsOf } from '../bulk.ts';
import type { Tx } from '../freight/tx.ts';
import { notificationTexts, type NotificationEvent } from '../notifications.ts';
import { wibClock } from '../values.ts';

export interface NewAlert {
  lspId: number;
  geofenceId: number;
  trackId: number;
  type: GeofenceAlertType;
  startedAt: Date;
  lat: number;
  lon: number;
}

const EVENT: Record<GeofenceAlertType, NotificationEvent> = { geofence_enter: 'geofenceEnter', geofence_exit: 'geofenceExit', geofence_mafia: 'geofenceMafia' };
export const NOTIFICATION_TAG = 'GEOFENCE';

interface Stored {
  lsp: number;
  type: GeofenceAlertType;
  shipment_id: number | null;
  identity: string | null;
  plate_number: string | null;
  driver_name: string | null;
  geofence: string;
  latitude: number;
  longitude: number;
  started_at: Date | string;
}

const list = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

export async function raiseAlerts(tx: Tx, alerts: readonly NewAlert[], now: Date): Promise<void> {
  if (!alerts.length) return;
  const stored = await rowsOf<Stored>(
    tx,
    sql`with ins as (
      insert into ${geofenceAlerts} (logistics_service_provider_id, geofence_id, track_id, shipment_id, vendor_id, plate_number, driver_name, type, latitude, longitude, started_at, created_at, updated_at)
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
      returning logistics_service_provider_id as lsp, type, shipment_id, plate_number, driver_name, geofence_id, latitude, longitude, started_at)
    select ins.*, s.identity, g.name as geofence from ins join geofences g on g.id = ins.geofence_id left join shipments s on s.id = ins.shipment_id`,
  );
  const arms = stored.map((a) => {
    const texts = notificationTexts(EVENT[a.type], {
      plate: a.plate_number ?? '-',
      driver: a.driver_name ?? '-',
      shipment: a.identity ?? '-',
      geofence: a.geofence,
      time: wibClock(a.started_at),
      place: `${a.latitude.toFixed(5)}, ${a.longitude.toFixed(5)}`,
    });
    return sql`select u.id, ${texts.titleEn}::text, ${texts.titleId}::text, ${texts.bodyEn}::text, ${texts.bodyId}::text, ${NOTIFICATION_TAG}::text, ${a.shipment_id}::int, ${now.toISOString()}::timestamptz
      from users u where not u.is_disabled and u.role = 'LOGISTIC_SERVICE_PROVIDER' and u.logistics_service_provider_id = ${a.lsp}`;
  });
  if (arms.length) await tx.execute(sql`insert into ${notifications} (user_id, title_en, title_id, body_en, body_id, tag, shipment_id, created_at) ${sql.join(arms, sql` union all `)}`);
}
