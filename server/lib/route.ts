// Registers a contract call on Fastify: schema (validation + OpenAPI) from the contract,
// the access rule checked before the handler, the handler gets typed input and the caller.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DEFAULT_BODY_BYTES, errorSchema, openToReadOnly, type CallDef } from '../../contract/lib.ts';
import type { Db } from '../db/open.ts';
import { authenticate, bearerOf, type Caller } from './auth.ts';
import { forbidden } from './errors.ts';
import { multipartLimitsOf } from './multipart-limits.ts';
import { readMultipartBody } from './multipart.ts';
import { assertPermitted } from './permissions.ts';
import { CallTables, isKeptAnswer, notModified, requestStamps } from './request-stamps.ts';
import { rememberCaller } from './list-viewer.ts';
import { actingAs } from '../db/actor.ts';
import { actorOf } from './activity/actor.ts';
import type { Services } from './services.ts';
import { authenticateMachine, type MachineCaller } from './weighbridge/keys.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface Ctx<C extends CallDef> {
  params: Out<NonNullable<C['params']>>;
  query: Out<NonNullable<C['query']>>;
  body: Out<NonNullable<C['body']>>;
  req: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  services: Services;
  /** The machine calling with its API key (calls marked `machine`). */
  machine?: MachineCaller;
}

export type SignedInCtx<C extends CallDef> = Ctx<C> & { caller: Caller };

type Handler<C extends CallDef> = C['access'] extends 'public'
  ? (ctx: Ctx<C> & { caller: Caller | null }) => Promise<z.input<C['response']> | void>
  : (ctx: SignedInCtx<C>) => Promise<z.input<C['response']> | void>;

/** Converts "/v1/order/:id" (contract) to Fastify's identical syntax; kept for clarity. */
const fastifyPath = (path: string) => path;

const callers = new WeakMap<FastifyRequest, Caller | null>();
const machines = new WeakMap<FastifyRequest, MachineCaller>();

/** The headers of an answer with an ETag: the browser keeps it for this user only and asks again each time. */
const revalidate = (etag: string) => ({ etag, 'cache-control': 'private, no-cache', vary: 'Authorization, Accept-Language, Timezone-Offset' });

export function route<C extends CallDef>(app: FastifyInstance, services: Services, def: C, handler: Handler<C>): void {
  const schema: Record<string, unknown> = {
    summary: def.summary,
    tags: [def.path.split('/')[2] ?? 'v1'],
    response: def.file || def.stream ? undefined : { 200: def.response, '4xx': errorSchema, ...(def.mayBeBusy ? { 503: errorSchema } : {}) },
  };
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.body) schema.body = def.body;
  if (def.multipart) schema.consumes = ['multipart/form-data', 'application/json'];
  if (def.access !== 'public') schema.security = [{ bearer: [] }];
  if (def.machine) schema.security = [{ apiKey: [] }, { machineBearer: [] }];
  if (!openToReadOnly(def)) schema.description = def.selfService ? 'READ_ONLY users: on their own account only (403 otherwise).' : 'Refused (403) to users with the READ_ONLY permission level.';
  if (!schema.response) delete schema.response;

  const multipart = def.multipart ? multipartLimitsOf(def) : undefined;
  const tables = new CallTables();

  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: fastifyPath(def.path),
    schema,
    bodyLimit: def.maxBodyBytes ?? DEFAULT_BODY_BYTES,
    // Server-sent events through @fastify/sse (registered in app.ts): the handler streams.
    sse: def.stream ? { kind: 'only' } : undefined,
    // A multipart body is read here, after the caller is known and before validation, with the
    // call's own limits (server/lib/multipart.ts).
    preValidation: multipart
      ? async (req) => {
          if (req.isMultipart()) req.body = await readMultipartBody(req, multipart);
        }
      : undefined,
    // Who is calling is settled before the body is parsed and validated: without a valid token
    // the answer is 401 (not 422), and no upload is read.
    onRequest: async (req, reply) => {
      const now = services.clock();
      let caller: Caller | null = null;
      // A machine's key is checked before its body is read, as a session is: 401 first.
      if (def.machine) machines.set(req, await authenticateMachine(services.db, req, now));
      else if (def.access !== 'public') {
        const stamps = tables.names.length ? requestStamps(req).read : undefined;
        caller = await authenticate(services.db, bearerOf(req), now, tables.names, stamps);
        if (Array.isArray(def.access) && !def.access.includes(caller.role)) throw forbidden();
        assertPermitted(def, caller, req.params);
      } else if (bearerOf(req)) {
        caller = await authenticate(services.db, bearerOf(req), now).catch(() => null);
      }
      callers.set(req, caller);
      rememberCaller(req, caller);
      // A list whose tables have not changed since the caller's copy (its ETag): 304, no query.
      const etag = def.method === 'GET' && req.headers['if-none-match'] ? tables.etagOf(req, caller) : undefined;
      if (etag && notModified(req, etag)) return reply.code(304).headers(revalidate(etag)).send();
    },
    handler: async (req, reply) => {
      const caller = callers.get(req) ?? null;
      const ctx = {
        params: req.params,
        query: req.query,
        body: req.body,
        req,
        reply,
        db: services.db,
        services,
        caller,
        machine: machines.get(req),
      };
      const run = () => (handler as (c: typeof ctx) => Promise<unknown>)(ctx);
      // A signed-in user's write: its statements carry who acts, for the activity log's triggers.
      const answer = caller && def.method !== 'GET' && def.access !== 'public' ? await actingAs(actorOf(caller, req), run) : await run();
      tables.learn(requestStamps(req));
      if (reply.sent) return reply;
      // An answer that is a kept list page as it is carries the ETag of the stamps it was kept under.
      const etag = def.method === 'GET' && isKeptAnswer(req, answer) ? tables.etagOf(req, caller) : undefined;
      if (etag) reply.headers(revalidate(etag));
      return answer;
    },
  });
}
