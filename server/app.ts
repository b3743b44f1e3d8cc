// buildApp: the Fastify instance with every /v1 route, the OpenAPI document, the API page and
// (when a built client exists) the web app with deep links. Used by main.ts and by the tests.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyFormbody from '@fastify/formbody';
import fastifySse from '@fastify/sse';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { formatBytes } from '../contract/fields.ts';
import { DEFAULT_BODY_BYTES } from '../contract/lib.ts';
import { translate } from '../contract/messages.ts';
import { HttpError } from './lib/errors.ts';
import { DEFAULT_EVENT_MAX_AGE_MS, pruneChangeEvents } from './changes/events.ts';
import { httpErrorOfDb } from './lib/db-errors.ts';
import { isPublicFile, PUBLIC_FILE_HEADERS } from './lib/files.ts';
import { removeSpilledFiles } from './lib/multipart.ts';
import { exportChild } from './lib/exports/child-pool.ts';
import { parsePool } from './lib/parse-worker/pool.ts';
import { responseSerializerCompiler } from './lib/serializer.ts';
import { localeOf } from './lib/locale.ts';
import { withCommonHeaders } from './lib/openapi-headers.ts';
import type { Services } from './lib/services.ts';
import { registerRoutes } from './routes/index.ts';
import { publicFileRoutes } from './routes/public-files.ts';
import { realtimeRoutes } from './routes/realtime.ts';
import { DEFAULT_MAX_STREAMS_PER_USER } from './changes/feed.ts';
import { RealtimeMirror } from './changes/mirror.ts';
import { createMetrics, NO_METRICS, type MetricsOptions } from './lib/ops/metrics.ts';
import { isApiPath, isOpsRoute } from './lib/ops/paths.ts';
import { shedUnderPressure, type PressureLimits } from './lib/ops/pressure.ts';
import { Readiness } from './lib/ops/readiness.ts';
import { logSerializers, REQUEST_ID_HEADER, requestIdOf } from './lib/ops/request-log.ts';
import { opsRoutes } from './routes/ops.ts';

export interface AppOptions {
  services: Services;
  /**
   * The data folder whose uploads are served at /v1/files/ as files of this node (STORAGE=folder);
   * absent, they are served through services.storage (an S3 bucket, memory).
   */
  dataDir?: string;
  clientDir?: string;
  logger?: boolean | object;
  /**
   * Proxies trusted to set the client's address (X-Forwarded-For), from TRUST_PROXY: a hop count
   * or addresses/CIDRs. Default: none, so req.ip is the socket's address and a client cannot
   * choose the address its sign-in attempts are counted under.
   */
  trustProxy?: false | number | string[];
  /** Age after which change events are pruned (CHANGE_EVENTS_MAX_AGE_HOURS; default 24 h). */
  changeEventsMaxAgeMs?: number;
  /** Heartbeat of the realtime streams, which also checks their session (default 15 s). */
  realtimeHeartbeatMs?: number;
  /** The most realtime streams one user may hold open in this process (REALTIME_MAX_STREAMS_PER_USER). */
  realtimeMaxStreamsPerUser?: number;
  /** Load shedding (UNDER_PRESSURE_* in config.ts); absent: none (the tests). */
  pressure?: PressureLimits;
  /** /metrics and its token (METRICS_TOKEN); absent: no /metrics (404) and nothing counted. */
  metrics?: MetricsOptions;
  /** What /ready checks; given by serve.ts, which drains it before closing the app (SHUTDOWN_DRAIN_MS). */
  readiness?: Readiness;
}

/**
 * Fastify's form of TRUST_PROXY. A hop count becomes "trust the nearest n hops whatever their
 * address" (Fastify 5 itself fails closed on a bare number); addresses/CIDRs go as they are.
 */
function trustProxyOption(trust: AppOptions['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust && trust.length > 0 ? trust : false;
}

/** How often the change log behind list totals is folded (it grows by one row per write), and old change events pruned. */
const CHANGE_LOG_PRUNE_MS = 5 * 60_000;
const REALTIME_HEARTBEAT_MS = 15_000;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { ...(opts.logger === true ? {} : opts.logger), serializers: logSerializers } : false,
    genReqId: requestIdOf,
    // Refused while shutting down by our hook below (a message in the caller's language), not Fastify's.
    return503OnClosing: false,
    trustProxy: trustProxyOption(opts.trustProxy),
    // Each route sets its own limit from the contract (DEFAULT_BODY_BYTES, imports more).
    bodyLimit: DEFAULT_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', async (req, reply) => void reply.header(REQUEST_ID_HEADER, req.id));

  // Shutdown: /ready answers 503 from its first moment, and a request that has not started by then
  // is refused (503, Connection: close) while those under way finish (main.ts).
  const readiness = opts.readiness ?? new Readiness(opts.services.db);
  app.addHook('preClose', async () => readiness.drain());
  const metrics = opts.metrics ? createMetrics(app, opts.services, opts.metrics) : null;
  const { shed } = metrics ?? NO_METRICS;
  app.addHook('onRequest', async (req, reply) => {
    if (!readiness.isDraining || isOpsRoute(req)) return;
    shed('shutdown');
    reply.header('connection', 'close').header('retry-after', '1');
    throw new HttpError(503, 'server.shuttingDown');
  });
  // An answer finished while draining closes its connection: kept alive, it would hold the close
  // until the client dropped it (browsers keep them for minutes).
  app.addHook('onSend', async (_req, reply) => void (readiness.isDraining && reply.header('connection', 'close')));
  if (opts.pressure) await shedUnderPressure(app, opts.pressure, shed);

  await app.register(fastifyFormbody);
  // Server-sent events (GET /v1/realtime): the heartbeat keeps proxies from closing a quiet stream.
  const heartbeatMs = opts.realtimeHeartbeatMs ?? REALTIME_HEARTBEAT_MS;
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });
  // Multipart bodies are read by the route that receives them, with its limits (lib/multipart.ts).
  await app.register(fastifyMultipart, { limits: { fields: 0, files: 0, parts: 0 } });
  // Spilled uploads go once the handler is done with them, before the answer leaves (onSend, on
  // errors too); onResponse catches an answer that never reached onSend.
  app.addHook('onSend', async (req) => removeSpilledFiles(req));
  app.addHook('onResponse', async (req) => removeSpilledFiles(req));

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'LSI Console /v1', version: '1.0.0', description: 'Reference API of LSI Console (generated from contract/).' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Weighbridge software's API keys (docs/weighbridge.md): either header.
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          machineBearer: { type: 'http', scheme: 'bearer', description: 'A weighbridge API key (wbk_…) as the bearer' },
        },
      },
    },
    transform: withCommonHeaders,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    const locale = localeOf(req);
    const error = httpErrorOfDb(thrown, req.body) ?? thrown;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_';
        (errors[field] ??= []).push(translate(locale, v.message ?? 'validation.invalid'));
      }
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply.status(status).send({ message: translate(locale, 'server.invalidInput'), errors });
    }
    if (error instanceof HttpError) {
      // Values that are messages (a state's, a list's name) in the caller's language, in the message and its fields' errors.
      const named = Object.fromEntries(Object.entries(error.varKeys).map(([k, key]) => [k, translate(locale, key)]));
      const errors = error.errors
        ? Object.fromEntries(Object.entries(error.errors).map(([k, list]) => [k, list.map((m) => translate(locale, m, named))]))
        : undefined;
      return reply.status(error.status).send({ message: translate(locale, error.key, { ...error.vars, ...named }), errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ message: translate(locale, 'server.bodyTooLarge', { max: formatBytes(req.routeOptions.bodyLimit ?? DEFAULT_BODY_BYTES) }) });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: translate(locale, status === 401 ? 'server.unauthorized' : 'server.invalidInput') });
    }
    req.log.error(thrown);
    return reply.status(500).send({ message: translate(locale, 'server.internal') });
  });

  opsRoutes(app, readiness, metrics);
  registerRoutes(app, opts.services);
  realtimeRoutes(app, opts.services, heartbeatMs, opts.realtimeMaxStreamsPerUser ?? DEFAULT_MAX_STREAMS_PER_USER);

  // Change events older than their age are pruned now and then (server/changes/events.ts); the
  // list stamps (change_event_heads) are not events and stay.
  const prune = setInterval(() => {
    pruneChangeEvents(opts.services.db, opts.changeEventsMaxAgeMs ?? DEFAULT_EVENT_MAX_AGE_MS).catch((e: unknown) => app.log.warn(e));
  }, CHANGE_LOG_PRUNE_MS).unref();
  app.addHook('onClose', async () => clearInterval(prune));
  // The parse child (uploaded sheets) goes with the app; the next upload of another app starts a new one.
  app.addHook('onClose', async () => parsePool.close());
  // With Firebase configured, the change stream is written to its Realtime Database from the start.
  const { firebase } = opts.services;
  const mirror = firebase && new RealtimeMirror(opts.services.changes, firebase, (e: unknown) => app.log.warn(e));
  if (mirror) {
    app.addHook('onReady', () => mirror.start());
    app.addHook('preClose', () => mirror.close());
  }
  // Open streams end before the server waits for its connections to close.
  app.addHook('preClose', () => opts.services.changes.close());
  // An export under way may finish (pg-boss waits for it a while); an unfinished one runs again
  // elsewhere. Then the export child goes (the next export of another app starts a new one).
  app.addHook('onClose', async () => {
    await opts.services.exports.stop();
    await exportChild.close();
  });

  if (opts.dataDir) {
    const uploads = resolve(opts.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/v1/files/',
      decorateReply: false,
      dotfiles: 'deny',
      // Only public assets; a tenant's documents are read through their record's signed-in call.
      allowedPath: (path) => isPublicFile(path),
      index: false,
      setHeaders(res) {
        for (const [name, value] of Object.entries(PUBLIC_FILE_HEADERS)) res.header(name, value);
      },
    });
  } else {
    publicFileRoutes(app, opts.services.storage);
  }

  const clientDir = opts.clientDir ? resolve(opts.clientDir) : undefined;
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    // wildcard: files built after start are served too; a missing file falls to the handler below.
    // preCompressed: the build's `.gz` beside each script goes to browsers that accept gzip.
    // The build names every file under assets/ by its content hash, so a browser may keep it for good
    // and never ask again; everything else (index.html, favicon) is asked again on each load.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        const hashed = path.startsWith(join(clientDir!, 'assets') + sep);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', clientDir!));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (!isApiPath(path) && hasClient && (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      // Deep links (/id/vendor/vehicles) load the app; the client router decides what to show.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', clientDir!);
    }
    return reply.status(404).send({ message: translate(localeOf(req), 'server.notFound') });
  });

  return app;
}
