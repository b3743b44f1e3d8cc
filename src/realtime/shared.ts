// One stream per browser, shared by its tabs (a browser opens at most 6 connections to a host over
// HTTP/1.1). The tabs of a signed-in user compete for a Web Lock named after the user; the tab that
// holds it (the leader) reads the server's stream and passes every event to the others through a
// BroadcastChannel of the same name. The id of the last event is kept in localStorage before the
// event is passed on: when the leader tab closes, the browser releases its lock, the next tab takes
// it and resumes from that id (the server replays what came after), so no event is lost or passed on
// twice. Without Web Locks or BroadcastChannel (an old browser) every tab reads a stream of its own.
import { Listeners, type LiveEvent, type LiveListener, type LiveEventSource } from './source.ts';

/** What the leader runs: the server's stream from the shared last id (sse.ts's openChangeStream). */
export type OpenLeaderStream = (handlers: {
  lastEventId: () => string | null;
  onEvent: (event: LiveEvent) => void;
}) => { close(): void };

export interface SharedSourceOptions {
  /** The lock, channel and storage name: one per user (`lsi.realtime.<user id>`). */
  name: string;
  open: OpenLeaderStream;
  locks?: Pick<LockManager, 'request'> | null;
  channel?: (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener'> | null;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Told when this tab becomes (true) or stops being (false) the leader. */
  onLeader?: (leader: boolean) => void;
}

export interface SharedSource extends LiveEventSource {
  /** Leaves: releases the lock (another tab takes over), closes the stream and the channel. */
  close(): void;
  isLeader(): boolean;
}

interface Envelope {
  lsi: 'realtime';
  event: LiveEvent;
}

const isEnvelope = (data: unknown): data is Envelope => typeof data === 'object' && data !== null && (data as Envelope).lsi === 'realtime' && typeof (data as Envelope).event === 'object';

export const lastIdKey = (name: string) => `${name}.last-event-id`;

export function sharedLiveSource(o: SharedSourceOptions): SharedSource {
  const listeners = new Listeners();
  const storage = o.storage === undefined ? (globalThis.localStorage ?? null) : o.storage;
  const locks = o.locks === undefined ? (globalThis.navigator?.locks ?? null) : o.locks;
  const channel = (o.channel ?? ((n) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(n))))(o.name);
  const key = lastIdKey(o.name);
  // Kept in memory too: a browser without storage still never passes an event on twice.
  let memoryLast: string | null = storage?.getItem(key) ?? null;
  let leader = false;
  let closed = false;
  const leave = new AbortController();

  const lastEventId = () => {
    const stored = storage?.getItem(key) ?? null;
    if (stored !== null && (memoryLast === null || Number(stored) > Number(memoryLast))) memoryLast = stored;
    return memoryLast;
  };

  const fromLeader = (event: LiveEvent) => {
    if (closed) return;
    if (event.kind === 'change') {
      const passed = lastEventId();
      if (passed !== null && event.id <= Number(passed)) return;
      memoryLast = String(event.id);
      // Kept before it goes out: a tab taking over resumes after it.
      storage?.setItem(key, memoryLast);
    }
    channel?.postMessage({ lsi: 'realtime', event } satisfies Envelope);
    listeners.emit(event);
  };

  channel?.addEventListener('message', (message) => {
    const data = (message as MessageEvent).data;
    if (closed || leader || !isEnvelope(data)) return;
    if (data.event.kind === 'change' && (memoryLast === null || data.event.id > Number(memoryLast))) memoryLast = String(data.event.id);
    listeners.emit(data.event);
  });

  const lead = () => {
    leader = true;
    o.onLeader?.(true);
    const stream = o.open({ lastEventId, onEvent: fromLeader });
    return () => {
      stream.close();
      leader = false;
      o.onLeader?.(false);
    };
  };

  if (locks && channel) {
    // Held until this tab leaves (or closes: the browser releases it); the next waiting tab takes it.
    locks
      .request(o.name, { signal: leave.signal }, () => {
        if (closed) return undefined;
        const stop = lead();
        return new Promise<void>((resolve) =>
          leave.signal.addEventListener(
            'abort',
            () => {
              stop();
              resolve();
            },
            { once: true },
          ),
        );
      })
      .catch(() => undefined); // aborted while waiting: this tab left before it led
  } else {
    const stop = lead();
    leave.signal.addEventListener('abort', stop, { once: true });
  }

  return {
    subscribe: (onEvent: LiveListener) => listeners.add(onEvent),
    isLeader: () => leader,
    close() {
      if (closed) return;
      closed = true;
      leave.abort();
      channel?.close();
    },
  };
}
