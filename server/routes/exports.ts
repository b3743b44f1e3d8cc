// /v1/exports: the LSP's export files (server/lib/exports/; docs/exports.md).
import type { FastifyInstance } from 'fastify';
import { exportFiles as calls } from '../../contract/exports.ts';
import { notFound } from '../lib/errors.ts';
import { askerOf, askExport, deleteExport, queuedMessage, sendExportFile } from '../lib/exports/ask.ts';
import { exportOf, exportScope, exportSource } from '../lib/exports/list.ts';
import { answerList } from '../lib/list.ts';
import { localeOf, t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { ownOrg } from '../lib/tenant.ts';

/** The caller's LSP: every export call is the LSP role's (the contract's access). */
const lspOf = (caller: { lspId: number | null }): number => ownOrg(caller.lspId);

export function exportRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.start, async ({ caller, body, req }) => {
    const who = askerOf(req, caller);
    const data = await askExport(s, who, body);
    return { message: queuedMessage(who.locale, data), data };
  });
  route(app, s, calls.list, async ({ caller, query, req, db }) => answerList(exportSource(db, localeOf(req)), query, { scope: exportScope(lspOf(caller)), ...listContext(req, s) }));
  route(app, s, calls.one, async ({ caller, params, req, db }) => {
    const data = await exportOf(db, lspOf(caller), params.id, localeOf(req));
    if (!data) throw notFound();
    return { data };
  });
  route(app, s, calls.remove, async ({ caller, params, req }) => {
    if (!(await deleteExport(s, lspOf(caller), params.id))) throw notFound();
    return { message: t(req, 'server.exportDeleted') };
  });
  route(app, s, calls.file, async ({ caller, params, reply }) => sendExportFile(s, reply, lspOf(caller), params.id));
}
