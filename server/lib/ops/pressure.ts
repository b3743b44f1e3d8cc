// Load shedding (@fastify/under-pressure): past the limits a request is refused at once with 503,
// Retry-After and a message in the caller's language, rather than queued behind the work that
// already makes the process late. Its own defaults are "off"; ours are set in config.ts.
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { HttpError } from '../errors.ts';
import { isApiPath, isOpsRoute } from './paths.ts';

export interface PressureLimits {
  /** Mean event-loop delay (ms) over a sample past which requests are shed; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0-1) over a sample past which requests are shed; 0: not checked. */
  maxEventLoopUtilization: number;
  /** Seconds a shed client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** How often the process's load is sampled (ms); default 1 s. */
  sampleIntervalMs?: number;
}

/** Samples after start that shed nothing: they measure the start itself (routes compiled, PGlite's migrations), not load. */
const START_SAMPLES = 2;

export async function shedUnderPressure(app: FastifyInstance, limits: PressureLimits, onShed: (reason: string) => void): Promise<void> {
  const seconds = limits.retryAfterSeconds;
  let armedAt = Infinity;
  app.addHook('onReady', async () => void (armedAt = Date.now() + START_SAMPLES * (limits.sampleIntervalMs ?? 1000)));
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // Per sample: the default ("cumulative", since start) would hide a busy minute behind a quiet day.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: seconds,
    pressureHandler: async (req, reply, type) => {
      // Only API calls are shed: the app's page and files cost a file read, and a person reloading
      // in a busy second gets the app, whose reads retry, not a bare JSON message as the page.
      if (!isApiPath(req.url) || isOpsRoute(req) || Date.now() < armedAt) return;
      onShed(type);
      reply.header('retry-after', String(seconds));
      throw new HttpError(503, 'server.overloaded', { seconds });
    },
  });
}
