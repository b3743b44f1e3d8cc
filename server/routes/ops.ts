// GET /health, GET /ready, GET /metrics: for balancers, orchestrators and Prometheus, outside /v1
// and the contract (no sign-in, hidden from /docs). They answer a status word or the metrics and
// nothing else: no version, no error text (docs/operations.md).
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../lib/errors.ts';
import type { Metrics } from '../lib/ops/metrics.ts';
import { OPS_PATHS } from '../lib/ops/paths.ts';
import type { Readiness } from '../lib/ops/readiness.ts';

const hidden = { schema: { hide: true } };

export function opsRoutes(app: FastifyInstance, readiness: Readiness, metrics: Metrics | null): void {
  // The process answers: nothing else is checked, so a busy database never gets a node restarted.
  app.get(OPS_PATHS.health, hidden, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(OPS_PATHS.ready, hidden, async (_req, reply) => {
    const ready = await readiness.ready();
    return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ok' : 'unavailable' });
  });

  // Not configured: no route, so the not-found answer (404) like any unknown path.
  if (!metrics) return;
  app.get(OPS_PATHS.metrics, hidden, async (req, reply) => {
    if (!metrics.authorized(req)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(await metrics.text());
  });
}
