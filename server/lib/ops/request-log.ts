// Request ids and what a request's log lines show. Every line a request logs carries its id
// (Fastify's reqId), which the answer repeats in X-Request-Id; a proxy's own X-Request-Id is kept
// when it looks like an id. Secrets never reach the log: Fastify logs no headers (Authorization,
// X-API-Key) and no bodies (passwords), and the URL's query is logged with the values of secret
// parameters (a reset link's token, an OsmAnd device id) replaced.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Characters and length of an id a proxy may hand us; anything else gets a new one (no log injection). */
const GIVEN_ID = /^[\w.:@-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Query parameters whose values are credentials: tokens, passwords, keys, codes, device ids. */
const SECRET_PARAM = /token|password|secret|key|signature|otp|^code$|^id$|deviceid/i;

export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(query.keys())) if (SECRET_PARAM.test(name)) query.set(name, '[redacted]');
  return `${url.slice(0, at)}?${query.toString().replace(/%5Bredacted%5D/g, '[redacted]')}`;
}

/** Fastify's request serializer with the URL's secrets replaced. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: loggedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
