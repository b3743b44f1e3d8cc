// Registers an import family's two calls (contract/import-calls.ts): the template call answers
// the family's columns and row limit; the import handler only says what it did (created, updated)
// and the answer's message ("3 created, 1 updated.") is made here, in the caller's language.
import type { FastifyInstance } from 'fastify';
import type { ImportCounts, importCalls } from '../../contract/import-calls.ts';
import type { CallDef } from '../../contract/lib.ts';
import { t } from './locale.ts';
import { route, type SignedInCtx } from './route.ts';
import type { Services } from './services.ts';

type Family<C extends CallDef> = Pick<ReturnType<typeof importCalls>, 'template'> & { calls: { importKeys: CallDef; import: C } };

export function importRoutes<C extends CallDef>(app: FastifyInstance, s: Services, family: Family<C>, handler: (ctx: SignedInCtx<C>) => Promise<ImportCounts>): void {
  route(app, s, family.calls.importKeys, async () => ({ data: family.template }));
  route(app, s, family.calls.import, (async (ctx: SignedInCtx<C>) => {
    const result = await handler(ctx);
    return { message: t(ctx.req, 'server.imported', result), data: result };
  }) as never);
}
