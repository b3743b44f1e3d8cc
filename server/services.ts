// Wires the adapters chosen by configuration into the Services handlers use.
import { createCaptcha } from './adapters/captcha.ts';
import { EXPORT_WAIT_MS } from '../contract/exports.ts';
import { createMailer } from './adapters/mail.ts';
import { createMaps } from './adapters/maps.ts';
import { memoryStorage } from './adapters/storage.ts';
import { storageOf, type StorageSettings } from './adapters/storage-settings.ts';
import { createFleetService } from './adapters/fms.ts';
import { FmsPuller } from './lib/fms/pull.ts';
import { DEMO_SEALING_KEY, type SealingKey } from './lib/fms/sealing.ts';
import { reportBatcher } from './lib/tracking/store.ts';
import { AlertTeller } from './lib/geofences/tell.ts';
import { createPushTarget } from './adapters/weighbridge-push.ts';
import { ChangeFeed } from './changes/feed.ts';
import type { FirebaseLink } from './adapters/firebase.ts';
import { notifySourceOf } from './changes/listen.ts';
import type { OpenedDb } from './db/open.ts';
import { CountCache } from './lib/count-cache.ts';
import { LIVE_ROWS_CACHE_BYTES } from './lib/tracking/live.ts';
import { ExportJobs } from './lib/exports/queue.ts';
import { orphanExports } from './lib/exports/run.ts';
import { childReachOf, exportRunner } from './lib/exports/runner.ts';
import type { Services } from './lib/services.ts';

export interface ServiceOptions {
  opened: OpenedDb;
  appUrl: string;
  smtpUrl?: string;
  mailFrom?: string;
  recaptchaSecret?: string;
  /** Fleet-management service address; without it the built-in demo fleet answers. */
  fmsBaseUrl?: string;
  /** FMS_TOKEN_KEY: what FMS tokens are sealed with; required with fmsBaseUrl (config.ts), the demo's own key without. */
  fmsTokenKey?: SealingKey;
  /** How often each FMS link's positions are pulled (FMS_PULL_SECONDS); 0 or absent: never (tests pull by hand). */
  fmsPullMs?: number;
  /** Where weighbridge logs are pushed again, and its API key; without it the local recorder takes them. */
  weighbridgePushUrl?: string;
  weighbridgePushApiKey?: string;
  mapboxToken?: string;
  /** The public Mapbox token the browsers' maps draw Mapbox's base map with; without it MapLibre. */
  mapboxPublicToken?: string;
  /** How long an export call waits for its file (EXPORT_WAIT_MS); default the contract's. */
  exportWaitMs?: number;
  clock?: () => Date;
  /** The data folder, whose folders hold the files unless `files` says otherwise; without either, files are kept in memory (tests). */
  dataDir?: string;
  /** Where the files are (STORAGE: the data folder or an S3 bucket); default the data folder's. */
  files?: StorageSettings;
  log?: (line: string) => void;
  /** Check every kept list answer's request key against its built queries (tests: lib/count-cache.ts). */
  checkKeptKeys?: boolean;
  /** The most the list cache holds, in bytes (LIST_CACHE_MB); default LIST_CACHE_DEFAULT_MB. */
  listCacheBytes?: number;
  /** The Firebase Realtime Database when configured (adapters/firebase.ts); default none. */
  firebase?: FirebaseLink | null;
}

/** A background part's warnings, named by it: "[exports] the message". */
const warnAs = (part: string) => (e: unknown) => console.warn(`[${part}] ${(e as Error)?.message ?? e}`);

export function createServices(o: ServiceOptions): Services {
  const warn = warnAs('changes');
  const exportWarn = warnAs('exports');
  const files = o.files ?? (o.dataDir ? { dataDir: o.dataDir } : undefined);
  // Jobs run in the export child when it can reach the database and the documents: lib/exports/runner.ts.
  const reach = childReachOf(o.opened.url, files, o.clock !== undefined);
  const clock = o.clock ?? (() => new Date());
  const fms = createFleetService(o.fmsBaseUrl, clock);
  const alertTeller = new AlertTeller(o.opened.db, clock, warnAs('geofence alerts'));
  const positions = reportBatcher(o.opened.db, warnAs('gps'), () => alertTeller.kick());
  const fmsTokenKey = o.fmsTokenKey ?? DEMO_SEALING_KEY;
  const services: Services = {
    db: o.opened.db,
    engine: o.opened.engine,
    clock,
    mail: createMailer({ db: o.opened.db, smtpUrl: o.smtpUrl, from: o.mailFrom ?? 'LSI Console <no-reply@lsi.local>', log: o.log }),
    captcha: createCaptcha(o.recaptchaSecret),
    storage: files ? storageOf(files, 'uploads') : memoryStorage(),
    documents: files ? storageOf(files, 'documents') : memoryStorage(),
    fms,
    fmsTokenKey,
    positions,
    alertTeller,
    fmsPull: new FmsPuller({ db: o.opened.db, fms, clock, positions, key: fmsTokenKey, everyMs: o.fmsPullMs ?? 0, warn: warnAs('fms') }),
    weighbridgePush: createPushTarget(o.weighbridgePushUrl, o.weighbridgePushApiKey),
    maps: createMaps({ mapboxToken: o.mapboxToken, log: o.log }),
    mapboxPublicToken: o.mapboxPublicToken ?? null,
    exportWaitMs: o.exportWaitMs ?? EXPORT_WAIT_MS,
    counts: new CountCache(o.opened.db, { maxBytes: o.listCacheBytes, checkKeys: o.checkKeptKeys }),
    liveRows: new CountCache(o.opened.db, { maxBytes: LIVE_ROWS_CACHE_BYTES, maxEntryBytes: LIVE_ROWS_CACHE_BYTES / 4, checkKeys: o.checkKeptKeys }),
    changes: new ChangeFeed(o.opened.db, notifySourceOf(o.opened, warn), warn),
    firebase: o.firebase ?? null,
    appUrl: o.appUrl,
    // The runner, made below: run here, it reads these services (the database, the documents, the clock).
    exports: new ExportJobs(o.opened, { run: (id) => runner.run(id), warm: () => runner.warm() }, exportWarn, () => orphanExports(services)),
  };
  const runner = exportRunner(services, reach, exportWarn);
  return services;
}
