// Telling the LSP's users of new geofence alerts (the bell: tag GEOFENCE, opening the shipment, in
// both languages), off the GPS ingest's path: the alerts are stored untold by the detection
// (raise.ts) and told here a few at a time, each batch in one transaction that writes the
// notifications and marks the alerts told (an outbox: an alert whose process stopped before telling
// is told by the next sweep of any process; `for update skip locked` tells each alert once).
import { sql } from 'drizzle-orm';
import type { GeofenceAlertType } from '../../../contract/geofence.ts';
import type { Db } from '../../db/open.ts';
import { notifications } from '../../db/schema/index.ts';
import { rowsOf } from '../bulk.ts';
import { CoalescedRun } from '../coalesced-run.ts';
import { notificationTexts, type NotificationEvent } from '../notifications.ts';
import { wibClock } from '../values.ts';

const EVENT: Record<GeofenceAlertType, NotificationEvent> = { geofence_enter: 'geofenceEnter', geofence_exit: 'geofenceExit', geofence_mafia: 'geofenceMafia' };
export const NOTIFICATION_TAG = 'GEOFENCE';
/** The most alerts one transaction tells (each is a notification per enabled user of its LSP). */
export const TELL_BATCH = 20;

interface Untold {
  id: number;
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
  created_at: Date | string;
}

/** Tells the users of at most `limit` untold alerts, oldest first; answers how many alerts were told. */
export function tellAlerts(db: Db, now: Date, limit = TELL_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const untold = await rowsOf<Untold>(
      tx,
      sql`select a.id, a.logistics_service_provider_id as lsp, a.type, a.shipment_id, s.identity, a.plate_number, a.driver_name, g.name as geofence,
            a.latitude, a.longitude, a.started_at, a.created_at
          from geofence_alerts a join geofences g on g.id = a.geofence_id left join shipments s on s.id = a.shipment_id
          where a.notified_at is null order by a.id limit ${limit} for update of a skip locked`,
    );
    if (!untold.length) return 0;
    const arms = untold.map((a) => {
      const texts = notificationTexts(EVENT[a.type], {
        plate: a.plate_number ?? '-',
        driver: a.driver_name ?? '-',
        shipment: a.identity ?? '-',
        geofence: a.geofence,
        time: wibClock(a.started_at),
        place: `${a.latitude.toFixed(5)}, ${a.longitude.toFixed(5)}`,
      });
      // Dated when raised: the bell orders them with the rest of what happened.
      return sql`select u.id, ${texts.titleEn}::text, ${texts.titleId}::text, ${texts.bodyEn}::text, ${texts.bodyId}::text, ${NOTIFICATION_TAG}::text, ${a.shipment_id}::int, ${new Date(a.created_at).toISOString()}::timestamptz
        from users u where not u.is_disabled and u.role = 'LOGISTIC_SERVICE_PROVIDER' and u.logistics_service_provider_id = ${a.lsp}`;
    });
    await tx.execute(sql`insert into ${notifications} (user_id, title_en, title_id, body_en, body_id, tag, shipment_id, created_at) ${sql.join(arms, sql` union all `)}`);
    await tx.execute(sql`update geofence_alerts set notified_at = ${now.toISOString()}::timestamptz where id = any(${sql.param(untold.map((a) => a.id))}::int[])`);
    return untold.length;
  });
}

/**
 * The teller of one API process: `kick` after raising alerts tells them now (one run at a time; a
 * kick during a run makes another run); `start` also sweeps every `everyMs` for alerts another
 * process left untold.
 */
export class AlertTeller {
  private readonly run: CoalescedRun;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    warn: (e: unknown) => void,
  ) {
    this.run = new CoalescedRun(() => this.drain(), warn);
  }

  kick(): void {
    this.run.request();
  }

  private async drain(): Promise<void> {
    while ((await tellAlerts(this.db, this.clock())) === TELL_BATCH);
  }

  /** Resolves once nothing is being told (tests, shutdown). */
  idle(): Promise<void> {
    return this.run.settled();
  }

  start(everyMs: number): void {
    if (this.timer) return;
    this.kick();
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }
}
