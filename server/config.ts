// Environment, validated once at start.
import { isIP } from 'node:net';
import { z } from 'zod';
import { EXPORT_WAIT_MS } from '../contract/exports.ts';
import { sealingKeyOf } from './lib/fms/sealing.ts';
import { DEFAULT_MAX_STREAMS_PER_USER } from './changes/feed.ts';
import { LIST_CACHE_DEFAULT_MB } from './lib/count-cache.ts';

/** Named ranges proxy-addr (Fastify's trustProxy) understands. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, a CIDR (10.0.0.0/8, fd00::/8) or a named range. */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies may set the client's address with X-Forwarded-For. A hop count
 * ("1": the nearest proxy) or a comma list of addresses / CIDRs; absent: nobody, req.ip is the
 * socket's address. `true` (trust any sender) is not accepted: it lets every client pick its address.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `expected a hop count or comma-separated addresses/CIDRs, got ${bad.join(', ') || JSON.stringify(text)}` });
      return z.NEVER;
    }
    return entries;
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Without DATABASE_URL: the embedded PostgreSQL server (default) or PGlite (in the app's process). */
  DATABASE_ENGINE: z.enum(['embedded', 'pglite']).default('embedded'),
  /** Public address used in e-mailed links; defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LSI Console <no-reply@lsi.local>'),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Fleet-management service for vendor vehicle sync and positions; without it the built-in demo service answers. */
  FMS_BASE_URL: z.string().url().optional(),
  /**
   * What the FMS sign-in tokens are sealed with at rest (AES-256-GCM): 32 random bytes in base64
   * (`openssl rand -base64 32`), the same on every node. Required with FMS_BASE_URL.
   */
  FMS_TOKEN_KEY: z
    .string()
    .refine((k) => sealingKeyOf(k) !== undefined, '32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** How often each synced vendor's truck positions are pulled from its FMS; 0: never. */
  FMS_PULL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Where weighbridge logs are pushed again (POST, JSON); without it the local recorder takes them. */
  WEIGHBRIDGE_PUSH_URL: z.string().url().optional(),
  /** Sent as X-API-Key with every push. */
  WEIGHBRIDGE_PUSH_API_KEY: z.string().min(1).max(1000).optional(),
  /** Place search through Mapbox geocoding; without it a built-in gazetteer answers. */
  MAPBOX_TOKEN: z.string().optional(),
  /**
   * The maps' base map from Mapbox (mapbox-gl) instead of MapLibre's: a public token (pk.*), sent to
   * signed-in browsers (GET /v1/map-settings). A secret one (sk.*) is refused: it would be shipped too.
   */
  MAPBOX_PUBLIC_TOKEN: z.string().startsWith('pk.', 'a public Mapbox token (pk.*): it is sent to browsers').optional(),
  /** Proxies trusted to set the client address (X-Forwarded-For): hop count or addresses/CIDRs; default none. */
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Serve the built client from this folder (npm start builds it). */
  CLIENT_DIR: z.string().default('./dist'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  /** API processes sharing the port (node:cluster); default one per CPU. PGlite always runs one. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * The most the list cache (kept pages, orders, totals, request keys) holds per API process, in
   * MB (lib/count-cache.ts): bounded in bytes, so no sequence of requests grows it past this.
   */
  LIST_CACHE_MB: z.coerce.number().int().min(1).max(65536).default(LIST_CACHE_DEFAULT_MB),
  /** How long an export call waits for its file before answering 202 (docs/exports.md); 0: never waits. */
  EXPORT_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(EXPORT_WAIT_MS),
  /** Hours a change event is kept for streams resuming after a drop (docs/realtime.md). */
  CHANGE_EVENTS_MAX_AGE_HOURS: z.coerce.number().positive().max(24 * 90).default(24),
  /** The most realtime streams (GET /v1/realtime) one user may hold open per API process; one more is a 429. */
  REALTIME_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_MAX_STREAMS_PER_USER),
  /** GET /metrics answers a bearer of this token (docs/operations.md); absent: no /metrics (404). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * Load shedding (@fastify/under-pressure): past either limit, measured each second, requests are
   * refused with 503 and Retry-After instead of queueing; 0 turns a limit off.
   */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0.98),
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * On SIGTERM/SIGINT: how long the process keeps listening while /ready answers 503 and new
   * requests are refused with 503 (a balancer's probes see it go), before it stops accepting.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** On SIGTERM/SIGINT, after the drain: how long requests under way may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Firebase Realtime Database (docs/realtime.md "Firebase"): its address and a service account
   * (project id, client e-mail, PEM private key with \n for newlines). All four or none; without
   * them nothing of Firebase is loaded.
   */
  FIREBASE_DATABASE_URL: z.string().url().optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_CLIENT_EMAIL: z.string().email().optional(),
  FIREBASE_PRIVATE_KEY: z.string().optional(),
  /**
   * Where uploaded files live (docs/operations.md "File storage"): DATA_DIR's folders (default), or
   * an S3 bucket (the AWS SDK), which every API node reaches: with several nodes, s3.
   */
  STORAGE: z.enum(['folder', 's3']).default('folder'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** An S3-compatible store's address (MinIO, R2…); absent: AWS's own for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
  /** Both or neither; neither: the AWS SDK's default credential chain (AWS_* variables, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Put before every object's key ("lsi/"): `<prefix>uploads/…`, `<prefix>documents/…`. */
  S3_PREFIX: z.string().regex(/^(?!\/)/, 'must not start with /').default(''),
}).superRefine((c, ctx) => {
  if (c.FMS_BASE_URL && !c.FMS_TOKEN_KEY) ctx.addIssue({ code: 'custom', path: ['FMS_TOKEN_KEY'], message: 'required with FMS_BASE_URL: the FMS tokens are kept sealed with it' });
  if (c.STORAGE === 's3') {
    for (const k of ['S3_BUCKET', 'S3_REGION'] as const) if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required with STORAGE=s3' });
  }
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither' });
  }
  const firebase = ['FIREBASE_DATABASE_URL', 'FIREBASE_PROJECT_ID', 'FIREBASE_CLIENT_EMAIL', 'FIREBASE_PRIVATE_KEY'] as const;
  const missing = firebase.filter((k) => !c[k]);
  if (missing.length > 0 && missing.length < firebase.length) {
    for (const k of missing) ctx.addIssue({ code: 'custom', path: [k], message: `required with the other FIREBASE_* settings (${firebase.join(', ')}: all or none)` });
  }
});

export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
