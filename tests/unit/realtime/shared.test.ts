// One stream per browser (src/realtime/shared.ts) with fakes of the Web Locks API, BroadcastChannel
// and localStorage: the first tab leads and reads the stream, the others hear its events through
// the channel; when the leader leaves, the next tab takes the lock and resumes from the last id
// kept, so no event is lost or heard twice.
import { describe, expect, it } from 'vitest';
import { lastIdKey, sharedLiveSource, type OpenLeaderStream } from '../../../src/realtime/shared.ts';
import type { LiveEvent } from '../../../src/realtime/source.ts';

/** Web Locks: one holder per name, the others wait in order; a holder keeps it until its promise settles. */
class FakeLocks {
  private held = new Map<string, boolean>();
  private waiting = new Map<string, (() => void)[]>();
  request(name: string, options: { signal?: AbortSignal }, callback: () => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held.set(name, true);
        Promise.resolve(callback()).then(resolve, reject).finally(() => {
          this.held.set(name, false);
          this.waiting.get(name)?.shift()?.();
        });
      };
      if (!this.held.get(name)) return grant();
      const queue = this.waiting.get(name) ?? [];
      queue.push(grant);
      this.waiting.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        const i = queue.indexOf(grant);
        if (i >= 0) queue.splice(i, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }
}

/** BroadcastChannel: a message reaches every other open channel of the name, asynchronously. */
class Hub {
  private channels = new Set<{ name: string; listeners: ((m: MessageEvent) => void)[]; open: boolean }>();
  channel = (name: string) => {
    const self = { name, listeners: [] as ((m: MessageEvent) => void)[], open: true };
    this.channels.add(self);
    return {
      postMessage: (data: unknown) => {
        for (const other of this.channels) if (other !== self && other.open && other.name === name) queueMicrotask(() => other.listeners.forEach((l) => l({ data } as MessageEvent)));
      },
      close: () => void ((self.open = false), this.channels.delete(self)),
      addEventListener: (_type: string, listener: (m: MessageEvent) => void) => void self.listeners.push(listener),
    } as unknown as BroadcastChannel;
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const change = (id: number): LiveEvent => ({ kind: 'change', id, table: 'notifications', operation: 'INSERT' });

function browser() {
  const locks = new FakeLocks();
  const hub = new Hub();
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  /** The streams opened (one per leader), with the last id each started from. */
  const streams: { from: string | null; send: (e: LiveEvent) => void; closed: boolean }[] = [];
  const open: OpenLeaderStream = ({ lastEventId, onEvent }) => {
    const s = { from: lastEventId(), send: onEvent, closed: false };
    streams.push(s);
    return { close: () => void (s.closed = true) };
  };
  const tab = () => {
    const heard: (number | string)[] = [];
    const source = sharedLiveSource({ name: 'lsi.realtime.7', open, locks: locks as unknown as LockManager, channel: hub.channel, storage });
    source.subscribe((e) => heard.push(e.kind === 'change' ? e.id : e.kind));
    return { source, heard };
  };
  return { tab, streams, store };
}

describe('sharedLiveSource', () => {
  it('one stream for the tabs of a browser; every tab hears each event once', async () => {
    const b = browser();
    const [a, c, d] = [b.tab(), b.tab(), b.tab()];
    await tick();
    expect(b.streams).toHaveLength(1);
    expect(a.source.isLeader()).toBe(true);
    expect(c.source.isLeader()).toBe(false);
    for (const id of [1, 2, 3]) b.streams[0]!.send(change(id));
    b.streams[0]!.send({ kind: 'reset' });
    // A repeated id (a replay overlapping what was passed) is not passed again.
    b.streams[0]!.send(change(2));
    await tick();
    for (const t of [a, c, d]) expect(t.heard).toEqual([1, 2, 3, 'reset']);
    expect(b.store.get(lastIdKey('lsi.realtime.7'))).toBe('3');
  });

  it('when the leader tab leaves, the next takes over from the last id kept: none lost, none twice', async () => {
    const b = browser();
    const [a, c, d] = [b.tab(), b.tab(), b.tab()];
    await tick();
    b.streams[0]!.send(change(10));
    b.streams[0]!.send(change(11));
    await tick();
    a.source.close();
    await tick();
    expect(b.streams[0]!.closed).toBe(true);
    expect(b.streams).toHaveLength(2);
    expect(b.streams[1]!.from).toBe('11');
    expect(c.source.isLeader()).toBe(true);
    // The new stream replays from 11; the server's first events are new ones.
    b.streams[1]!.send(change(11));
    b.streams[1]!.send(change(12));
    await tick();
    expect(c.heard).toEqual([10, 11, 12]);
    expect(d.heard).toEqual([10, 11, 12]);
    expect(a.heard).toEqual([10, 11]);
    // A tab that leaves while waiting never leads.
    d.source.close();
    c.source.close();
    await tick();
    expect(b.streams).toHaveLength(2);
  });

  it('without Web Locks every tab reads a stream of its own', async () => {
    const streams: unknown[] = [];
    const source = sharedLiveSource({ name: 'x', open: () => (streams.push(1), { close: () => undefined }), locks: null, channel: () => null, storage: null });
    expect(streams).toHaveLength(1);
    expect(source.isLeader()).toBe(true);
    source.close();
    expect(source.isLeader()).toBe(false);
  });
});
