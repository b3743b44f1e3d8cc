// The operator's endpoints, outside /v1 and without sign-in: they answer while the server sheds
// load or shuts down (their own checks say so), or a balancer would take a busy node for a dead one.
import type { FastifyRequest } from 'fastify';

export const OPS_PATHS = { health: '/health', ready: '/ready', metrics: '/metrics' } as const;

const urls = new Set<string>(Object.values(OPS_PATHS));

export const isOpsRoute = (req: FastifyRequest): boolean => urls.has(req.routeOptions.url ?? '');

/** An API call (the contract's /v1 and /v2 paths), as against the app's page, its files and the operator's endpoints. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return path.startsWith('/v1/') || path.startsWith('/v2/') || path === '/v1';
}
