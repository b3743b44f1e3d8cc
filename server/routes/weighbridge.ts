// /v1/weight-bridge: the tickets of a shipment's trucks (docs/weighbridge.md). Thin: validate (the
// contract), scope to the caller's LSP, and server/lib/weighbridge/ does the rest in one transaction.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_FILE } from '../../contract/fields.ts';
import { weighbridge, weighbridgeMachine } from '../../contract/weighbridge.ts';
import { tracks, users, weighbridgeTickets } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { WEIGHBRIDGE_FOLDER } from '../lib/files.ts';
import { shipmentScope } from '../lib/freight/shipments.ts';
import { trackView } from '../lib/freight/viewer.ts';
import { t } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { sendDocument, storeUpload } from '../lib/uploads.ts';
import { shipmentWeights, ticketRecord } from '../lib/weighbridge/read.ts';
import { createKey, listKeys, revokeKey } from '../lib/weighbridge/keys.ts';
import { matchChoices, matchTicket, postTicket, unmatchedTickets } from '../lib/weighbridge/machine.ts';
import { enterTicket, ticketOfLsp, type TicketInput } from '../lib/weighbridge/tickets.ts';

export function weighbridgeRoutes(app: FastifyInstance, s: Services) {
  route(app, s, weighbridge.shipment, async ({ caller, params, db }) => ({ data: await shipmentWeights(db, caller, params.id) }));

  const enter = async (caller: Caller, trackId: number, input: TicketInput, req: Parameters<typeof t>[0]) => {
    const { ticket, corrects } = await s.db.transaction((tx) => enterTicket({ tx, caller, now: s.clock() }, trackId, input));
    const key = corrects ? 'server.ticketCorrected' : input.kind === 'LOAD' ? 'server.loadTicketSaved' : 'server.deliverTicketSaved';
    return { message: t(req, key, { ticket: ticket.ticketNumber }), data: ticketRecord(ticket, caller.name) };
  };
  route(app, s, weighbridge.loadWeights, async ({ caller, params, body, req }) => enter(caller, params.id, { kind: 'LOAD', ...body }, req));
  route(app, s, weighbridge.deliverWeights, async ({ caller, params, body, req }) => enter(caller, params.track_id, { kind: 'DELIVER', ...body }, req));

  route(app, s, weighbridge.uploadFile, async ({ caller, params, body, req }) => {
    if (body.upload_file === undefined) throw invalid({ upload_file: ['validation.required'] });
    // The ticket is found first: a file for a ticket that is not the caller's is never stored.
    await ticketOfLsp(s.db, caller.lspId ?? -1, params.id, false);
    const file = await storeUpload(s.documents, 'upload_file', body.upload_file, WEIGHBRIDGE_FOLDER, DOCUMENT_FILE);
    let before: string | null = null;
    const ticket = await s.db
      .transaction(async (tx) => {
        const row = await ticketOfLsp(tx, caller.lspId ?? -1, params.id);
        before = row.file;
        const [saved] = await tx.update(weighbridgeTickets).set({ file, updatedAt: s.clock() }).where(eq(weighbridgeTickets.id, row.id)).returning();
        return saved!;
      })
      .catch(async (e) => {
        if (file) await s.documents.remove(file);
        throw e;
      });
    // The earlier scan is gone once the new one is in; a corrected ticket that shares it keeps it.
    if (before && before !== file) {
      const [shared] = await s.db.select({ id: weighbridgeTickets.id }).from(weighbridgeTickets).where(eq(weighbridgeTickets.file, before)).limit(1);
      if (!shared) await s.documents.remove(before);
    }
    const [by] = ticket.createdBy ? await s.db.select({ name: users.name }).from(users).where(eq(users.id, ticket.createdBy)) : [];
    return { message: t(req, 'server.ticketFileSaved'), data: ticketRecord(ticket, by?.name ?? null) };
  });

  // A ticket's scan, to whoever sees its truck; anyone else finds nothing.
  route(app, s, weighbridge.file, async ({ caller, params, db, reply }) => {
    const [row] = await db
      .select({ file: weighbridgeTickets.file, number: weighbridgeTickets.ticketNumber })
      .from(weighbridgeTickets)
      .innerJoin(tracks, eq(tracks.id, weighbridgeTickets.trackId))
      .where(and(eq(weighbridgeTickets.id, params.id), shipmentScope(caller, tracks.shipmentId), trackView(caller)));
    const bytes = row?.file ? await s.documents.read(row.file) : null;
    if (!row?.file || !bytes) throw notFound();
    return sendDocument(reply, row.file, bytes, `wb-ticket-${row.number}`);
  });

  // Weighbridge software (docs/weighbridge.md "Machine tickets"): the LSP's keys, the machine's post
  // (authenticated by its key in route.ts), the unmatched tickets and their matching by hand.
  const lsp = (c: Caller) => c.lspId ?? -1;
  route(app, s, weighbridgeMachine.apiKeys, async ({ caller, db }) => ({ data: await listKeys(db, lsp(caller)) }));
  route(app, s, weighbridgeMachine.createApiKey, async ({ caller, body, req }) => {
    const data = await createKey(s.db, lsp(caller), caller.userId, body.name, s.clock());
    return { message: t(req, 'server.apiKeyCreated', { name: data.name }), data };
  });
  route(app, s, weighbridgeMachine.revokeApiKey, async ({ caller, params, db, req }) => {
    const data = await revokeKey(db, lsp(caller), params.id, s.clock());
    return { message: t(req, 'server.apiKeyRevoked', { name: data.name }), data };
  });
  route(app, s, weighbridgeMachine.post, async ({ machine, body, req }) => {
    const { duplicate, ticket } = await postTicket(s.db, machine!, body, s.clock(), (key) => t(req, key), req.id);
    const key = duplicate ? 'server.machineTicketAgain' : ticket.status === 'MATCHED' ? 'server.machineTicketMatched' : 'server.machineTicketUnmatched';
    return { message: t(req, key, { ticket: ticket.ticket_number, plate: ticket.plate_number }), duplicate, data: ticket };
  });
  route(app, s, weighbridgeMachine.unmatched, async ({ caller, db, req }) => ({ data: await unmatchedTickets(db, lsp(caller), (key) => t(req, key)) }));
  route(app, s, weighbridgeMachine.choices, async ({ caller, params, db }) => ({ data: await matchChoices(db, lsp(caller), params.id) }));
  route(app, s, weighbridgeMachine.match, async ({ caller, params, body, req }) => {
    const data = await matchTicket(s.db, caller, params.id, body.track_id, s.clock(), (key) => t(req, key));
    return { message: t(req, 'server.machineTicketMatched', { ticket: data.ticket_number, plate: data.plate_number }), data };
  });
}
