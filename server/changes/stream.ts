// One browser's stream of changes (GET /v1/realtime, routes/realtime.ts): the events that concern
// its user (audience.ts), each with `id:` its event id. Resuming with Last-Event-ID replays the
// events after it from the table, then carries on with the live ones, none lost or sent twice:
// the stream subscribes to the feed before replaying and skips what it has already passed. When
// the events after Last-Event-ID were pruned (or the id is not one of ours), it sends `reset`
// instead: the browser reloads what it shows.
import type { FastifyReply } from 'fastify';
import type { ChangeMessage } from '../../contract/realtime.ts';
import type { Db } from '../db/open.ts';
import { reaches, type Listener } from './audience.ts';
import { eventsAfter, newestEventId, prunedThrough, type ChangeEvent } from './events.ts';
import type { ChangeFeed, OpenStreams } from './feed.ts';
import { HttpError } from '../lib/errors.ts';

export interface StreamOptions {
  reply: FastifyReply;
  db: Db;
  feed: ChangeFeed;
  streams: OpenStreams;
  /** The most streams a user may hold open in this process: one more is refused with 429. */
  maxPerUser: number;
  who: Listener;
  /** Called every `checkMs`: false when the session is gone, which ends the stream. */
  stillSignedIn: () => Promise<boolean>;
  checkMs: number;
}

/** What a stream the server ends (shutdown) tells the browser: come back after this long, to another node or this one restarted. */
export const RECONNECT_AFTER_MS = 2000;

const messageOf = (e: ChangeEvent): ChangeMessage => ({ id: e.id, table: e.table, operation: e.operation as ChangeMessage['operation'] });

/** Where a stream starts: after Last-Event-ID when it can replay from there, else null (reset). */
async function resumeFrom(db: Db, lastEventId: string | null): Promise<number | null> {
  if (!lastEventId || !/^\d{1,15}$/.test(lastEventId)) return null;
  const id = Number(lastEventId);
  return id >= (await prunedThrough(db)) && id <= (await newestEventId(db)) ? id : null;
}

export async function streamChanges(o: StreamOptions): Promise<void> {
  const { who } = o;
  // Counted before anything else (no await between the check and the count): a burst of opens
  // cannot pass the cap together. Refused before the stream starts: a JSON answer like any call.
  if (!o.streams.open(who.userId, o.maxPerUser)) throw new HttpError(429, 'server.tooManyStreams', { max: o.maxPerUser });
  let counted = true;
  const uncount = () => {
    if (counted) o.streams.add(who.userId, -1);
    counted = false;
  };
  try {
    await stream(o, uncount);
  } catch (e) {
    uncount();
    throw e;
  }
}

async function stream(o: StreamOptions, uncount: () => void): Promise<void> {
  const { reply, feed, who } = o;
  const sse = reply.sse;
  sse.keepAlive();
  let passed = 0;
  const deliver = async (events: readonly ChangeEvent[]) => {
    for (const e of events) {
      if (e.id <= passed || !sse.isConnected) continue;
      passed = e.id;
      if (reaches(e, who)) await sse.send({ id: String(e.id), event: 'change', data: messageOf(e) });
    }
  };
  // Live events wait behind the replay: everything goes out through one chain, in id order.
  let begin!: () => void;
  let chain = new Promise<void>((resolve) => (begin = resolve));
  const after = (step: () => Promise<void>) => {
    chain = chain.then(step).catch(() => sse.close());
  };
  const unsubscribe = await feed.subscribe(
    (events) => after(() => deliver(events)),
    // The feed closes with the server: the reconnect hint (SSE `retry:`; `data` named, unset, or
    // the plugin refuses the message), then the end.
    () => void sse.send({ data: undefined, retry: RECONNECT_AFTER_MS }).catch(() => undefined).finally(() => sse.close()),
  );
  const check = setInterval(() => void o.stillSignedIn().then((yes) => yes || sse.close(), () => sse.close()), o.checkMs).unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(check);
    unsubscribe();
    uncount();
  };
  sse.onClose(end);
  // Gone while subscribing: the plugin's close has run already, without this stream's end.
  if (!sse.isConnected) return end();
  const lastEventId = sse.lastEventId;
  const from = lastEventId === null ? feed.position : await resumeFrom(o.db, lastEventId);
  sse.sendHeaders();
  // Node holds the head until the first write: the browser would wait for an event to know it is in.
  reply.raw.flushHeaders();
  after(async () => {
    if (from === null) {
      passed = await newestEventId(o.db);
      await sse.send({ event: 'reset', data: {} });
      return;
    }
    passed = from;
    for (let batch = await eventsAfter(o.db, passed); batch.length > 0; batch = await eventsAfter(o.db, passed)) await deliver(batch);
  });
  begin();
}
