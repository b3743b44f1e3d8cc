// The change stamps a request reads with its session. A call's kept list answers
// (lib/count-cache.ts) are keyed by the stamps of the tables they read; those tables are learned
// per call from its earlier requests, and read in the session's statement, so a list answered
// from what was kept costs one statement, not two. A call not seen yet reads them on the way, as
// before: the stamps are always read before the answer is computed, so nothing is ever served
// after a change it does not show.
import type { FastifyRequest } from 'fastify';
import { RequestStamps, type CountCache, type Counts } from './count-cache.ts';
import { timezoneOffsetOf } from './locale.ts';
import { viewerOf } from './list-viewer.ts';

const ofRequest = new WeakMap<FastifyRequest, RequestStamps>();

/** The stamps of one request (made on first use). */
export function requestStamps(req: FastifyRequest): RequestStamps {
  let stamps = ofRequest.get(req);
  if (!stamps) ofRequest.set(req, (stamps = new RequestStamps()));
  return stamps;
}

/** The tables one call's answers read, learned from its requests. */
export class CallTables {
  private tables = new Set<string>();
  private list: readonly string[] = [];

  /** The tables to read with the session (sorted; empty until the call has kept an answer). */
  get names(): readonly string[] {
    return this.list;
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
