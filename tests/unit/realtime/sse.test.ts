// The stream reader (src/realtime/sse.ts) against a fake fetch: the bearer token and Last-Event-ID
// on each connection, events in order and never twice, a drop resumed from the last id with growing
// pauses, 401 handed to the sign-out once and 403 not retried.
import { describe, expect, it } from 'vitest';
import { openChangeStream, pauseBefore, type StreamOptions } from '../../../src/realtime/sse.ts';
import type { LiveEvent } from '../../../src/realtime/source.ts';

const change = (id: number, table = 'orders') => `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, table, operation: 'INSERT' })}\n\n`;

/** A response whose body sends `chunks` then ends (or errors, to cut the stream). */
function sse(chunks: string[], end: 'end' | 'cut' = 'end', status = 200): Response {
  let next = 0;
  // One chunk per read, so a cut comes after what was sent (an error drops what is queued).
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(new TextEncoder().encode(chunks[next++]));
      else if (end === 'end') controller.close();
      else controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

function harness(answers: (() => Response | Promise<Response>)[], extra: Partial<StreamOptions> = {}) {
  const requests: Record<string, string>[] = [];
  const events: LiveEvent[] = [];
  const pauses: number[] = [];
  let last: string | null = null;
  let unauthorized = 0;
  let forbidden = 0;
  const ref: { stream?: ReturnType<typeof openChangeStream> } = {};
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    requests.push({ ...(init.headers as Record<string, string>) });
    const next = answers.shift();
    if (!next) {
      ref.stream!.close();
      throw new DOMException('aborted', 'AbortError');
    }
    return next();
  }) as unknown as typeof fetch;
  const stream = (ref.stream = openChangeStream({
    url: 'http://app/v1/realtime',
    token: () => 'tok',
    lastEventId: () => last,
    onEvent: (e) => {
      if (e.kind === 'change') last = String(e.id);
      events.push(e);
    },
    onUnauthorized: () => unauthorized++,
    onForbidden: () => forbidden++,
    fetch: fakeFetch,
    sleep: async (ms) => void pauses.push(ms),
    random: () => 1,
    ...extra,
  }));
  return { stream, requests, events, pauses, unauthorized: () => unauthorized, forbidden: () => forbidden, ids: () => events.map((e) => (e.kind === 'change' ? e.id : 'reset')) };
}

describe('openChangeStream', () => {
  it('sends the token, passes events in order, and resumes after a drop from the last id: none lost, none twice', async () => {
    const h = harness([
      () => sse([change(1), ': heartbeat\n\n', change(2), change(3).slice(0, 20)], 'cut'),
      // The server replays after 2; an event at or below it (a replay overlap) is not passed twice.
      () => sse([change(2), change(3), 'event: reset\ndata: {}\n\n', change(4)]),
    ]);
    await h.stream.done;
    expect(h.ids()).toEqual([1, 2, 3, 'reset', 4]);
    expect(h.requests[0]).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(h.requests[0]!['Last-Event-ID']).toBeUndefined();
    expect(h.requests[1]!['Last-Event-ID']).toBe('2');
    expect(h.requests[2]!['Last-Event-ID']).toBe('4');
  });

  it('waits longer after each failed attempt, up to the maximum, and starts over once a stream opened', async () => {
    const down = () => Promise.reject(new TypeError('offline'));
    const h = harness([down, down, down, down, down, down, () => sse([change(1)]), down], { backoff: { firstMs: 100, maxMs: 1000 } });
    await h.stream.done;
    expect(h.pauses).toEqual([100, 200, 400, 800, 1000, 1000, 100, 100]);
    expect(pauseBefore(0, { firstMs: 100, maxMs: 1000 }, () => 0)).toBe(50);
  });

  it("comes back after the server's reconnection time when the server ended the stream (shutdown)", async () => {
    const h = harness([() => sse([change(1), 'retry: 3000\n\n']), () => sse([change(2)])], { backoff: { firstMs: 100, maxMs: 1000 } });
    await h.stream.done;
    expect(h.ids()).toEqual([1, 2]);
    // random() = 1: the top of the jitter, 3000 ms; the stream after it also ended: the same time.
    expect(h.pauses).toEqual([3000, 3000]);
  });

  it('a 401 signs out once and is not retried', async () => {
    const h = harness([() => new Response('{"message":"Unauthorized"}', { status: 401 }), () => sse([change(1)])]);
    await h.stream.done;
    expect(h.unauthorized()).toBe(1);
    expect(h.requests).toHaveLength(1);
  });

  it('a 403 (password to change first) ends the stream without a loop', async () => {
    const h = harness([() => new Response('{}', { status: 403 }), () => sse([change(1)])]);
    await h.stream.done;
    expect(h.forbidden()).toBe(1);
    expect(h.unauthorized()).toBe(0);
    expect(h.requests).toHaveLength(1);
  });

  it('a server error is retried; without a token the stream stops as signed out', async () => {
    const h = harness([() => new Response('', { status: 502 }), () => sse([change(7)])]);
    await h.stream.done;
    expect(h.ids()).toEqual([7]);
    let token: string | null = null;
    const g = harness([() => sse([change(1)])], { token: () => token });
    await g.stream.done;
    expect(g.requests).toHaveLength(0);
    expect(g.unauthorized()).toBe(1);
    token = 'x';
  });

  it('ignores what is not ours or malformed, and cuts an event that never ends', async () => {
    const h = harness([() => sse(['event: change\ndata: {"id":"x"}\n\n', 'data: hello\n\n', change(1), `data: ${'x'.repeat(70_000)}`]), () => sse([change(2)])]);
    await h.stream.done;
    expect(h.ids()).toEqual([1, 2]);
  });
});
