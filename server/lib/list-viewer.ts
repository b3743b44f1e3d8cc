// What a list answer may depend on of its caller besides the list's scope: the caller's role and
// organisations (a source reads the caller's view, the organisation in view) and language (rows
// worded for the reader). The list machinery keys kept answers by it (lib/list.ts), so no route
// has to say what its answers depend on. Users of one organisation and role share their answers.
import type { FastifyRequest } from 'fastify';
import type { Caller } from './auth.ts';
import { localeOf } from './locale.ts';

const viewers = new WeakMap<FastifyRequest, Caller | null>();

/** The request's caller, as authenticated (server/lib/route.ts). */
export function rememberCaller(req: FastifyRequest, caller: Caller | null): void {
  viewers.set(req, caller);
}

/** The caller's view of lists: role, organisations, administrator kind and language. */
export function viewerOf(req: FastifyRequest): string {
  const c = viewers.get(req) ?? null;
  return JSON.stringify([c?.role ?? null, c?.lspId ?? null, c?.shipmentCompanyId ?? null, c?.vendorId ?? null, c?.isMainAdmin ?? null, localeOf(req)]);
}
