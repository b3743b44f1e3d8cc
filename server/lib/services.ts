// What handlers may use besides the request: the database, the clock and the outside adapters.
import type { Db } from '../db/open.ts';
import type { Mailer } from '../adapters/mail.ts';
import type { Captcha } from '../adapters/captcha.ts';
import type { Storage } from '../adapters/storage.ts';
import type { FleetService } from '../adapters/fms.ts';
import type { PushTarget } from '../adapters/weighbridge-push.ts';
import type { Maps } from '../adapters/maps.ts';
import type { ChangeFeed } from '../changes/feed.ts';
import type { FirebaseLink } from '../adapters/firebase.ts';
import type { CountCache } from './count-cache.ts';
import type { ExportJobs } from './exports/queue.ts';
import type { SerialBatcher } from './serial-batcher.ts';
import type { Arrival, Stored } from './tracking/store.ts';
import type { FmsPuller } from './fms/pull.ts';
import type { SealingKey } from './fms/sealing.ts';
import type { AlertTeller } from './geofences/tell.ts';

export interface Services {
  db: Db;
  clock: () => Date;
  mail: Mailer;
  captcha: Captcha;
  /** Public assets (logos, banners, avatars, product and vehicle photos), served at /v1/files/. */
  storage: Storage;
  /** Documents of a tenant's records, served only by signed-in calls that check the record. */
  documents: Storage;
  /** Fleet-management service (vendor vehicle sync, their trucks' positions). */
  fms: FleetService;
  /** What FMS sign-in tokens are sealed with at rest (FMS_TOKEN_KEY; the demo service's own key without FMS_BASE_URL). */
  fmsTokenKey: SealingKey;
  /** Pulls the FMS-synced trucks' positions (started with the process). */
  fmsPull: FmsPuller;
  /** This process's GPS ingest: reports and FMS positions stored a batch at a time (tracking/store.ts). */
  positions: SerialBatcher<Arrival, Stored>;
  /** Tells the LSPs' users of the geofence alerts the ingest raised (geofences/tell.ts). */
  alertTeller: AlertTeller;
  /** Where weighbridge logs are pushed again (default: the local recorder). */
  weighbridgePush: PushTarget;
  maps: Maps;
  /** The public Mapbox token (pk.*) for the browsers' base map, or null: MapLibre (GET /v1/map-settings). */
  mapboxPublicToken: string | null;
  /** How long an export call waits for its file before answering 202 (EXPORT_WAIT_MS). */
  exportWaitMs: number;
  counts: CountCache;
  /** The rows of each LSP's trucks on the road (lib/tracking/live.ts), kept apart from the lists: moved every second while trucks report, they would push the lists' pages out. */
  liveRows: CountCache;
  /** The change stream's fan-out in this process (server/changes/). */
  changes: ChangeFeed;
  /** The Firebase Realtime Database, when configured: the change stream is written to it (changes/mirror.ts). */
  firebase: FirebaseLink | null;
  /** Public base address for links in e-mails. */
  appUrl: string;
  engine: 'pglite' | 'postgres';
  /** The export jobs' queue (pg-boss): started with the process, or at the first export. */
  exports: ExportJobs;
}
