// The server's stream of changes (GET /v1/realtime) read with fetch and the Authorization header, as
// every other call (docs/realtime.md says why not EventSource), cut into events by eventsource-parser.
// A stream is dropped when the browser goes offline or hears nothing for 40 s (no heartbeat).
// After a drop it connects again with a growing pause (and at once when the browser is back online),
// sending Last-Event-ID: the server replays what was written meanwhile, so nothing is lost (a server
// that ends the stream as it shuts down says when to come back, SSE `retry:`); an event
// at or below the last id received is never passed on twice. A 401 is handed to the app's sign-out
// (onUnauthorized) and a 403 (a password to change first) ends the stream: neither is retried.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { changeMessage, realtime } from '../../contract/realtime.ts';
import type { LiveEvent } from './source.ts';

/** The stream's address, under the API base the other calls use. */
export const STREAM_PATH = realtime.stream.path;

/** Bytes of one event the reader keeps while waiting for its end: past it the stream is cut and opened again. */
export const MAX_PENDING_CHARS = 64 * 1024;

export interface Backoff {
  /** The first pause after a drop. */
  firstMs: number;
  /** The longest pause. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { firstMs: 500, maxMs: 10_000 };

/**
 * A stream silent for this long is taken for dead and opened again: the server writes a heartbeat
 * every 15 s, and a connection whose network went away may look open for minutes.
 */
export const SILENCE_MS = 40_000;

/** Half `ms` to `ms`: browsers dropped at the same moment do not all come back at the same one. */
const jittered = (ms: number, random: () => number) => Math.round(ms / 2 + (random() * ms) / 2);

/** The pause before attempt `n` (0 = the first after a drop): doubling up to the maximum, with jitter. */
export function pauseBefore(n: number, b: Backoff = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  return jittered(Math.min(b.maxMs, b.firstMs * 2 ** n), random);
}

export interface StreamOptions {
  /** Full URL of GET /v1/realtime. */
  url: string;
  /** The bearer token now (null: signed out, the stream stops and reports it as a 401). */
  token: () => string | null;
  /** The id of the last event passed on (kept by the caller: shared by a browser's tabs). */
  lastEventId: () => string | null;
  /** Each event, in order, once: `change` after its id was recorded by the caller. */
  onEvent: (event: LiveEvent, id: string | null) => void;
  /** The stream answered 401 (or there is no token): the app signs out. */
  onUnauthorized: () => void;
  /** The stream answered 403 (e.g. the password must be changed first): it stays closed. */
  onForbidden?: () => void;
  headers?: () => Record<string, string>;
  backoff?: Backoff;
  fetch?: typeof fetch;
  /** Waits `ms`, or less when `wake` is called (back online). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Where the browser says it went offline (the stream is cut) and is back online (opened at once): window. */
  online?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  silenceMs?: number;
}

export interface OpenStream {
  close(): void;
  /** Resolves when the reader has stopped for good (closed, 401, 403). */
  readonly done: Promise<void>;
}

const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** The live event of a parsed message, or null when it is not one of ours (or malformed). */
export function eventOf(message: EventSourceMessage): LiveEvent | null {
  if (message.event === 'reset') return { kind: 'reset' };
  if (message.event !== 'change') return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = changeMessage.safeParse(data);
  return parsed.success ? { kind: 'change', ...parsed.data } : null;
}

/** Opens the stream and keeps it open until close(), a 401 or a 403. */
export function openChangeStream(o: StreamOptions): OpenStream {
  const stop = new AbortController();
  const doFetch = o.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = o.sleep ?? realSleep;
  const backoff = o.backoff ?? DEFAULT_BACKOFF;
  let wake = new AbortController();
  let cutNow: (() => void) | null = null;
  /** The server's reconnection time (`retry:`, sent as it shuts down), kept as EventSource keeps it. */
  let serverRetryMs: number | null = null;
  const onOnline = () => wake.abort();
  const onOffline = () => cutNow?.();
  o.online?.addEventListener('online', onOnline);
  o.online?.addEventListener('offline', onOffline);

  /** One connection: answers 'again' when it ended in a way worth retrying. */
  async function connect(): Promise<'again' | 'stop' | 'opened-again'> {
    const token = o.token();
    if (!token) {
      o.onUnauthorized();
      return 'stop';
    }
    const headers: Record<string, string> = { ...o.headers?.(), Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    const last = o.lastEventId();
    if (last) headers['Last-Event-ID'] = last;
    const cut = new AbortController();
    const cutWithStop = () => cut.abort();
    stop.signal.addEventListener('abort', cutWithStop, { once: true });
    cutNow = cutWithStop;
    const silenceMs = o.silenceMs ?? SILENCE_MS;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(cutWithStop, silenceMs);
    };
    try {
      const res = await doFetch(o.url, { headers, signal: cut.signal, cache: 'no-store' });
      if (res.status === 401 || res.status === 403 || !res.ok || !res.body) {
        // The answer's body is not read: dropped.
        res.body?.cancel().catch(() => undefined);
        if (res.status === 401) o.onUnauthorized();
        else if (res.status === 403) o.onForbidden?.();
        return res.status === 401 || res.status === 403 ? 'stop' : 'again';
      }
      let pending = 0;
      let lastSeen = last === null ? null : Number(last);
      const parser = createParser({
        onEvent(message) {
          pending = 0;
          const event = eventOf(message);
          if (!event) return;
          if (event.kind === 'change') {
            // Never the same event twice, whichever tab or connection read it first.
            const shared = o.lastEventId();
            const passed = shared === null ? lastSeen : Math.max(Number(shared), lastSeen ?? 0);
            if (passed !== null && event.id <= passed) return;
            lastSeen = event.id;
          }
          o.onEvent(event, message.id ?? null);
        },
        onComment() {
          pending = 0;
        },
        onRetry(ms) {
          serverRetryMs = ms;
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      heard();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        pending += value.length;
        if (pending > MAX_PENDING_CHARS) {
          cut.abort();
          break;
        }
        parser.feed(value);
      }
      // The server (or a proxy) ended it: open it again, from the last id.
      return 'opened-again';
    } catch {
      return stop.signal.aborted ? 'stop' : 'again';
    } finally {
      clearTimeout(silence);
      cutNow = null;
      stop.signal.removeEventListener('abort', cutWithStop);
    }
  }

  const done = (async () => {
    let failures = 0;
    while (!stop.signal.aborted) {
      const outcome = await connect();
      if (outcome === 'stop' || stop.signal.aborted) break;
      // A stream that had opened starts the pauses over; a refused or failed one doubles them.
      failures = outcome === 'opened-again' ? 0 : failures + 1;
      wake = new AbortController();
      const both = AbortSignal.any([stop.signal, wake.signal]);
      const random = o.random ?? Math.random;
      const pause = outcome === 'opened-again' && serverRetryMs !== null ? jittered(serverRetryMs, random) : pauseBefore(Math.max(0, failures - 1), backoff, random);
      await sleep(pause, both);
    }
    o.online?.removeEventListener('online', onOnline);
    o.online?.removeEventListener('offline', onOffline);
  })();

  return {
    close: () => stop.abort(),
    done,
  };
}
