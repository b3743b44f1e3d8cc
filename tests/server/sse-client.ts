// A test client of GET /v1/realtime over real HTTP (inject does not stream): fetch with the bearer
// token and Last-Event-ID, the body read as it arrives and cut into server-sent events.
import { expect } from 'vitest';

export interface SseMessage {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  messages: SseMessage[];
  /** Comment lines received (the heartbeat). */
  comments: string[];
  /** Reconnection delays the server asked for (`retry:` fields, ms). */
  retries: number[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits until a message satisfies `match` (at most `ms`), and answers it. */
  waitFor(match: (m: SseMessage) => boolean, ms?: number): Promise<SseMessage>;
  close(): void;
}

/** The fields of one event block ("id: 1\nevent: change\ndata: {...}"). */
function parseBlock(block: string, comments: string[], retries: number[]): SseMessage | null {
  const fields: Record<string, string> = {};
  const retry = /^retry: ?(\d+)$/m.exec(block);
  if (retry) retries.push(Number(retry[1]));
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) comments.push(line.slice(1).trim());
    const at = line.indexOf(':');
    if (at > 0) fields[line.slice(0, at)] = (fields[line.slice(0, at)] ? `${fields[line.slice(0, at)]}\n` : '') + line.slice(at + 1).replace(/^ /, '');
  }
  if (fields.data === undefined) return null;
  return { id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) };
}

export async function openStream(base: string, token: string | null, lastEventId?: number | string): Promise<SseClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${base}/v1/realtime`, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const message = parseBlock(buffer.slice(0, cut), comments, retries);
          buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
          if (message) messages.push(message);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  const waitFor: SseClient['waitFor'] = (match, ms = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such event within ${ms} ms; got ${JSON.stringify(messages)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { status: res.status, messages, comments, retries, ended, waitFor, close: () => abort.abort() };
}

/** The ids of the `change` events received, in order. */
export const changeIds = (c: SseClient) => c.messages.filter((m) => m.event === 'change').map((m) => Number(m.id));

/** The stream opened: 200, as server-sent events. */
export function expectOpen(c: SseClient): SseClient {
  expect(c.status).toBe(200);
  return c;
}
