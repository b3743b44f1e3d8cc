// The change stamps a request reads with its session. A call's kept list answers
// (lib/count-cache.ts) are keyed by the stamps of the tables they read; those tables are learned
// per call from its earlier requests, and read in the session's statement, so a list answered
// from what was kept costs one statement, not two. A call not seen yet reads them on the way, as
// before: the stamps are always read before the answer is computed, so nothing is ever served
// after a change it does not show.
//
// The same stamps make a list's ETag: the answer follows from the request, the caller and the
// stamps of the tables it reads, so a GET repeated with If-None-Match while none of them moved is
// answered 304 before any list query runs (route.ts).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Caller } from './auth.ts';
import { RequestStamps, type CountCache, type Counts } from './count-cache.ts';
import { localeOf, timezoneOffsetOf } from './locale.ts';
import { viewerOf } from './list-viewer.ts';

const ofRequest = new WeakMap<FastifyRequest, RequestStamps>();

/** The stamps of one request (made on first use). */
export function requestStamps(req: FastifyRequest): RequestStamps {
  let stamps = ofRequest.get(req);
  if (!stamps) ofRequest.set(req, (stamps = new RequestStamps()));
  return stamps;
}

/** Changed when what an answer holds changes for the same data (a new field): old ETags no longer match. */
const ETAG_VERSION = 1;

/** Whether `req`'s If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
export const notModified = (req: FastifyRequest, etag: string): boolean =>
  String(req.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));

/** Whether `answer` is, as it is, a kept list answer of `req` (nothing else read into it). */
export const isKeptAnswer = (req: FastifyRequest, answer: unknown): boolean => typeof answer === 'object' && answer !== null && ofRequest.get(req)?.answers.has(answer) === true;

/** The tables one call's answers read, learned from its requests. */
export class CallTables {
  private tables = new Set<string>();
  private list: readonly string[] = [];

  /** The tables to read with the session (sorted; empty until the call has kept an answer). */
  get names(): readonly string[] {
    return this.list;
  }

  /**
   * The ETag of `req`'s answer: a hash of the call, its URL, the caller (its tenant and rights), the
   * language and timezone, and the stamps of the call's tables as the request read them; none when
   * a table's stamp was not read (the call has kept no answer yet) or no caller is known.
   */
  etagOf(req: FastifyRequest, caller: Caller | null): string | undefined {
    const read = ofRequest.get(req)?.read;
    if (!caller || !read || !this.list.length || this.list.some((t) => !read.has(t))) return undefined;
    const { sessionId: _session, ...who } = caller;
    const what = [ETAG_VERSION, req.method, req.url, who, localeOf(req), timezoneOffsetOf(req), this.list, this.list.map((t) => read.get(t))];
    return `W/"${createHash('sha256').update(JSON.stringify(what)).digest('base64url').slice(0, 32)}"`;
  }

  learn(stamps: RequestStamps | undefined): void {
    if (!stamps) return;
    const before = this.tables.size;
    for (const t of stamps.used) this.tables.add(t);
    if (this.tables.size > before) this.list = [...this.tables].sort();
  }
}

/** What a list needs of its request: its timezone, the caller's view, and the cache bound to the request's stamps. */
export const listContext = (req: FastifyRequest, services: { counts: CountCache }): { tzOffsetMinutes: number; viewer: string; counts: Counts } => ({
  tzOffsetMinutes: timezoneOffsetOf(req),
  viewer: viewerOf(req),
  counts: services.counts.within(requestStamps(req)),
});
