// Where weighbridge logs are pushed again (POST /v1/logs/weighbridge-push-v2, docs/weighbridge.md
// "Pushing logs again"). Default: the local recorder, which sends nothing and accepts every log (the
// mirroring log keeps what would have been sent: works offline). With WEIGHBRIDGE_PUSH_URL: a real
// endpoint over HTTP, its fixed API key in a header, each request under a timeout, its answer read
// only up to ANSWER_BYTES_MAX (whatever it sends, the server holds no more).
import { LOCAL_RECORDER, MIRROR_REASON_MAX } from '../../contract/mirroring.ts';
import { boundedBody } from './bounded-body.ts';

export { LOCAL_RECORDER };

/** How a batch went: every log of it sent, or none, with why. */
export type PushOutcome = { ok: true } | { ok: false; reason: string };

export interface PushTarget {
  /** The counterpart the mirroring log names: the endpoint's host, or the local recorder. */
  readonly name: string;
  /** The most logs one request carries. */
  readonly batch: number;
  send(logs: readonly object[]): Promise<PushOutcome>;
}

/** The header the API key travels in. */
export const PUSH_KEY_HEADER = 'x-api-key';
/** The most of an endpoint's answer that is read (the rest is dropped unread). */
export const ANSWER_BYTES_MAX = 4096;

export const localRecorder = (): PushTarget => ({ name: LOCAL_RECORDER, batch: 100, send: async () => ({ ok: true }) });

const cut = (s: string) => (s.length > MIRROR_REASON_MAX ? `${s.slice(0, MIRROR_REASON_MAX - 1)}…` : s);

/**
 * A real endpoint: POST {url} with `{ logs: [...] }` as JSON and the API key in X-API-Key. A 2xx
 * answer takes the whole batch; any other, a timeout or no connection fails it, with the status and
 * the start of the answer (or what broke) as the reason.
 */
export function httpPushTarget(url: string, apiKey: string | undefined, timeoutMs = 10_000): PushTarget {
  const name = new URL(url).host;
  return {
    name,
    batch: 100,
    async send(logs) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(apiKey ? { [PUSH_KEY_HEADER]: apiKey } : {}) },
          body: JSON.stringify({ logs }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        const answer = (await boundedBody(res, ANSWER_BYTES_MAX)).text.replace(/\s+/g, ' ').trim();
        return res.ok ? { ok: true } : { ok: false, reason: cut(`HTTP ${res.status}${answer ? `: ${answer}` : ''}`) };
      } catch (e) {
        const err = e as Error;
        return { ok: false, reason: cut(err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `unreachable: ${err.message}`) };
      }
    },
  };
}

export const createPushTarget = (url?: string, apiKey?: string): PushTarget => (url ? httpPushTarget(url, apiKey) : localRecorder());
