// Tickets posted by weighbridge software with an LSP's API key (docs/weighbridge.md "Machine
// tickets"), on PGlite and PostgreSQL: keys made, listed and revoked by the LSP only; a ticket
// matched to its truck lands as automatic, the same one again changes nothing (two at once
// included), an unknown plate or DO is kept for the LSP to match by hand; each role and other
// tenants' ids; hostile keys and bodies; the machine ticket's forbidden transition.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, fill } from '../../contract/messages.ts';
import { expectError, type TestApp } from './harness.ts';
import { expectUnchanged, ok, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];
let key: string;
let key2: string;

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(12));
  key = ok(await k.as('lsp', 'POST', '/v1/weight-bridge/api-keys', { name: 'PKS Kandis scale' })).data.key;
  key2 = ok(await k.as('lsp2', 'POST', '/v1/weight-bridge/api-keys', { name: 'Other LSP scale' })).data.key;
});
afterAll(() => t?.close());

let n = 0;
const loadTicket = (plate: string, doNumber: string, extra: object = {}) => ({
  kind: 'LOAD',
  ticket_number: `M-${++n}`,
  plate_number: plate,
  out_time: '2026-03-11T08:15:00+07:00',
  quality: 3.1,
  items: [{ do_number: doNumber, delivery_weight: 29870.5 }],
  ...extra,
});
const post = (body: object, headers: Record<string, string> = { authorization: `Bearer ${key}` }, lang: 'en' | 'id' = 'en') =>
  t.call({ method: 'POST', url: '/v1/weight-bridge/machine-tickets', payload: body, headers: { ...headers, 'accept-language': lang } });

/** A running shipment with one truck: its track, plate and the order's number (the DO). */
async function truck() {
  const r = await d.running(freeA(1));
  return { track: r.trackIds[0]!, plate: r.used[0]!.plateNumber, order: r.order.identity, shipment: r.shipment.id };
}

describe('API keys', () => {
  it('shown once, listed by prefix with who made it, revoked and then refused; another LSP cannot see or revoke them', async () => {
    const made = ok(await k.as('lsp', 'POST', '/v1/weight-bridge/api-keys', { name: 'Refinery Dumai' }, 'id'));
    expect(made.message).toBe('Kunci API "Refinery Dumai" dibuat. Salin sekarang: kunci tidak ditampilkan lagi.');
    expect(made.data.key).toMatch(/^wbk_[\w-]{43}$/);
    expect(made.data.key.startsWith(made.data.prefix)).toBe(true);
    const stored = await k.rows<{ hash: string }>(sql`select hash from weighbridge_api_keys where id = ${made.data.id}`);
    expect(stored[0]!.hash).not.toContain(made.data.key.slice(4));
    const list = ok(await k.as('lsp', 'GET', '/v1/weight-bridge/api-keys')).data;
    const listed = list.find((x: { id: number }) => x.id === made.data.id);
    expect(listed).toMatchObject({ name: 'Refinery Dumai', prefix: made.data.prefix, revoked_at: null, created_by: expect.any(String) });
    expect(JSON.stringify(list)).not.toContain(made.data.key);
    expect(ok(await k.as('lsp2', 'GET', '/v1/weight-bridge/api-keys')).data.some((x: { id: number }) => x.id === made.data.id)).toBe(false);

    expectError(await k.as('lsp2', 'DELETE', `/v1/weight-bridge/api-keys/${made.data.id}`), 404);
    for (const who of ['vendor', 'shipper', 'admin']) {
      expectError(await k.as(who, 'DELETE', `/v1/weight-bridge/api-keys/${made.data.id}`), 403);
      expectError(await k.as(who, 'POST', '/v1/weight-bridge/api-keys', { name: 'x' }), 403);
      expectError(await k.as(who, 'GET', '/v1/weight-bridge/api-keys'), 403);
    }
    expectError(await k.as('viewer', 'POST', '/v1/weight-bridge/api-keys', { name: 'x' }), 403);
    expectError(await k.as('lsp', 'POST', '/v1/weight-bridge/api-keys', { name: '' }), 422);
    expectError(await k.as('lsp', 'POST', '/v1/weight-bridge/api-keys', { name: 'k'.repeat(65) }), 422);

    const revoked = ok(await k.as('lsp', 'DELETE', `/v1/weight-bridge/api-keys/${made.data.id}`));
    expect(revoked.data.revoked_at).not.toBeNull();
    const { plate, order } = await truck();
    await expectUnchanged(k, () => post(loadTicket(plate, order), { 'x-api-key': made.data.key }, 'id'), 401, 'Kunci API timbangan ini tidak berlaku atau sudah dicabut.');
  });

  it('no key, a wrong key, a session token, an oversized header: 401, nothing changed', async () => {
    const { plate, order } = await truck();
    const body = loadTicket(plate, order);
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wbk_nope' }, { 'x-api-key': `${key}x` }, { authorization: `Bearer ${k.tokens.lsp}` }, { 'x-api-key': 'k'.repeat(10_000) }];
    for (const headers of attempts) {
      await expectUnchanged(k, () => post(body, headers), 401, 'This weighbridge API key is not valid or was revoked.');
    }
  });
});

describe('machine tickets', () => {
  it('a ticket of a known plate and DO lands as automatic; the same again changes nothing; then the deliver ticket', async () => {
    const { track, plate, order, shipment } = await truck();
    const first = ok(await post(loadTicket(plate.toLowerCase().replace(/ /g, ''), order.toLowerCase(), { ticket_number: 'PKS-001' })));
    expect(first.message).toBe(`Ticket PKS-001 recorded on the truck ${plate.toLowerCase().replace(/ /g, '')}.`);
    expect(first).toMatchObject({ duplicate: false, data: { status: 'MATCHED', track_id: track, shipment_id: shipment, netto: '29870.500', problem: null } });
    const seen = ok(await k.as('lsp', 'GET', `/v1/weight-bridge/shipment/${shipment}`)).data.tracks[0];
    expect(seen.load).toMatchObject({ source: 'AUTO', ticket_number: 'PKS-001', created_by: null });
    expect(seen.status).toBe('ON_THE_WAY');

    const again = await expectUnchanged(k, () => post(loadTicket(plate, order, { ticket_number: 'PKS-001' })), 200, 'Ticket PKS-001 was recorded already: nothing changed.');
    expect(again.json()).toMatchObject({ duplicate: true, data: { id: first.data.id, status: 'MATCHED' } });

    const delivered = ok(
      await post(
        { kind: 'DELIVER', ticket_number: 'RF-9', plate_number: plate, in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:40:00+07:00', refinery_net_weight: 29790.25, items: [{ do_number: order, total_deliver: 29790.25 }] },
        { 'x-api-key': key },
      ),
    );
    expect(delivered.data.status).toBe('MATCHED');
    const after = ok(await k.as('lsp', 'GET', `/v1/weight-bridge/shipment/${shipment}`)).data.tracks[0];
    expect(after).toMatchObject({ status: 'FINISHED', deliver: { source: 'AUTO' }, netto: { loss_kg: '80.250' } });
  });

  it('two posts of one ticket at once: recorded once', async () => {
    const { track, plate, order } = await truck();
    const body = loadTicket(plate, order);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.filter((a) => !a.json().duplicate)).toHaveLength(1);
    const rows = await k.rows<{ n: number }>(sql`select count(*)::int as n from weighbridge_tickets where track_id = ${track}`);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('an unknown plate, a DO the truck does not carry, a truck that cannot take it: kept UNMATCHED with why; the LSP matches it by hand', async () => {
    const { track, plate, order, shipment } = await truck();
    const unknown = ok(await post(loadTicket('BM 0000 ZZ', order), undefined, 'id'));
    expect(unknown.message).toBe(fill(catalogs.id.server.machineTicketUnmatched, { ticket: unknown.data.ticket_number }));
    expect(unknown.data).toMatchObject({ status: 'UNMATCHED', problem: 'Tidak ada truk dengan pelat ini di jalan yang membawa DO tersebut.', ticket_id: null });
    const otherDo = ok(await post(loadTicket(plate, 'DO-NOT-MINE'))).data;
    expect(otherDo.status).toBe('UNMATCHED');
    const tooHeavy = ok(await post(loadTicket(plate, order, { items: [{ do_number: order, delivery_weight: 45000 }] }))).data;
    expect(tooHeavy).toMatchObject({ status: 'UNMATCHED', problem: catalogs.en.server.truckRefusedTicket });
    // Refused before anything was written (checkTicket): the truck has no ticket, no WB history, no WB notice.
    const written = await k.rows<{ tickets: number; history: number; notices: number }>(
      sql`select (select count(*)::int from weighbridge_tickets where track_id = ${track}) as tickets,
        (select count(*)::int from shipment_histories where shipment_id = ${shipment} and action like 'WB_%') as history,
        (select count(*)::int from notifications where shipment_id = ${shipment} and tag = 'WEIGHTBRIDGE') as notices`,
    );
    expect(written[0]).toEqual({ tickets: 0, history: 0, notices: 0 });

    const list = ok(await k.as('lsp', 'GET', '/v1/weight-bridge/machine-tickets/unmatched')).data.map((x: { id: number }) => x.id);
    expect(list).toEqual(expect.arrayContaining([unknown.data.id, otherDo.id, tooHeavy.id]));
    expect(ok(await k.as('lsp2', 'GET', '/v1/weight-bridge/machine-tickets/unmatched')).data.map((x: { id: number }) => x.id)).not.toContain(unknown.data.id);

    const choices = ok(await k.as('lsp', 'GET', `/v1/weight-bridge/machine-tickets/${otherDo.id}/choices`)).data;
    expect(choices[0]).toMatchObject({ track_id: track, plate_number: plate, shipment_id: shipment, status: 'ASSIGNED' });
    expectError(await k.as('lsp2', 'GET', `/v1/weight-bridge/machine-tickets/${otherDo.id}/choices`), 404);

    // Other tenants and roles: nothing changes.
    await expectUnchanged(k, () => k.as('lsp2', 'POST', `/v1/weight-bridge/machine-tickets/${otherDo.id}/match`, { track_id: track }), 404);
    for (const who of ['vendor', 'shipper', 'admin', 'viewer']) await expectUnchanged(k, () => k.as(who, 'POST', `/v1/weight-bridge/machine-tickets/${otherDo.id}/match`, { track_id: track }), 403);
    const lsp2Truck = await k.rows<{ id: number }>(sql`select t.id from tracks t join shipments s on s.id = t.shipment_id where s.logistics_service_provider_id <> ${k.ids.lsp1} limit 1`);
    if (lsp2Truck[0]) await expectUnchanged(k, () => k.as('lsp', 'POST', `/v1/weight-bridge/machine-tickets/${otherDo.id}/match`, { track_id: lsp2Truck[0]!.id }), 422);
    await expectUnchanged(k, () => k.as('lsp', 'POST', `/v1/weight-bridge/machine-tickets/${otherDo.id}/match`, { track_id: 'x' }), 422);
    // The truck's maximum still holds when matched by hand.
    await expectUnchanged(k, () => k.as('lsp', 'POST', `/v1/weight-bridge/machine-tickets/${tooHeavy.id}/match`, { track_id: track }), 422);

    const matched = ok(await k.as('lsp', 'POST', `/v1/weight-bridge/machine-tickets/${otherDo.id}/match`, { track_id: track }));
    expect(matched.data).toMatchObject({ status: 'MATCHED', track_id: track, problem: null });
    expect(ok(await k.as('lsp', 'GET', `/v1/weight-bridge/shipment/${shipment}`)).data.tracks[0].load.source).toBe('AUTO');
    // Matched once: again is the states table's 409, in the caller's language.
    await expectUnchanged(k, () => k.as('lsp', 'POST', `/v1/weight-bridge/machine-tickets/${otherDo.id}/match`, { track_id: track }, 'id'), 409, 'Status tiket mesin ini Dicocokkan: "cocokkan dengan truk" tidak dapat dilakukan sekarang.');
    // Another LSP's key never reaches this LSP's trucks: its ticket stays its own, unmatched.
    const foreign = ok(await post(loadTicket(plate, order), { authorization: `Bearer ${key2}` })).data;
    expect(foreign.status).toBe('UNMATCHED');
    expect(ok(await k.as('lsp', 'GET', '/v1/weight-bridge/machine-tickets/unmatched')).data.map((x: { id: number }) => x.id)).not.toContain(foreign.id);
  });

  it('hostile bodies: a clear 422 naming the field, nothing changed', async () => {
    const { plate, order } = await truck();
    const cases: [object, string][] = [
      [{ kind: 'WEIGH' }, 'kind'],
      [{ plate_number: '' }, 'plate_number'],
      [{ plate_number: 'P'.repeat(33) }, 'plate_number'],
      [{ ticket_number: 'T'.repeat(65) }, 'ticket_number'],
      [{ items: [{ do_number: order, delivery_weight: -1 }] }, 'items.0.delivery_weight'],
      [{ items: [{ do_number: order, delivery_weight: '0x10' }] }, 'items.0.delivery_weight'],
      [{ out_time: '2026-03-11 08:15' }, 'out_time'],
      [{ note: 'a\u0000b' }, 'note'],
    ];
    for (const [extra, field] of cases) {
      const res = await expectUnchanged(k, () => post(loadTicket(plate, order, extra)), 422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(extra)).toContain(field);
    }
  });
});
