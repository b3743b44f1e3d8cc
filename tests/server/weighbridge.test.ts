// The weighbridge (docs/weighbridge.md), through the API as people use it, on PGlite and PostgreSQL:
// load and deliver tickets per truck, the order and shipment delivered through the states table,
// netto and loss against the customer's tolerance, corrections kept, scans checked by content,
// every call with each role and other tenants' ids, and hostile values in each weight and time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, type TestApp, type UploadPart } from './harness.ts';
import { expectUnchanged, ok, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(30));
});
afterAll(() => t?.close());

const OUT = '2026-03-11T08:15:00+07:00';
const load = (extra: object = {}) => ({
  ticket_number: 'TK-24011',
  driver: 'Rudi',
  truck_number: 'BM 8123 TU',
  sim_number: 'SIM-778812',
  vendor: 'CV Trans Andalas',
  out_time: OUT,
  quality: 3.25,
  dobi_quality: 2.8,
  note: 'Segel utuh',
  items: [
    { do_number: 'DO-1', delivery_weight: 20000.5 },
    { do_number: 'DO-2', delivery_weight: 9870 },
  ],
  ...extra,
});
const deliver = (extra: object = {}) => ({
  ticket_number: 'RF-55102',
  driver: 'Rudi',
  truck_number: 'BM 8123 TU',
  in_time: '2026-03-11T14:00:00+07:00',
  out_time: '2026-03-11T14:40:00+07:00',
  water_quality: 0.12,
  ffa_quality: 3.4,
  refinery_net_weight: 29790.25,
  items: [{ do_number: 'DO-1', total_deliver: 29790.25 }],
  ...extra,
});
const postLoad = (who: string, trackId: number, body: object = load(), lang: 'en' | 'id' = 'en') => k.as(who, 'POST', `/v1/weight-bridge/manual-load-weights/${trackId}`, body, lang);
const postDeliver = (who: string, trackId: number, body: object = deliver(), lang: 'en' | 'id' = 'en') => k.as(who, 'POST', `/v1/weight-bridge/manual-deliver-weights/${trackId}`, body, lang);
const weights = (who: string, shipmentId: number) => k.as(who, 'GET', `/v1/weight-bridge/shipment/${shipmentId}`);
const status = async (table: 'orders' | 'shipments' | 'tracks', id: number) => (await k.rows<{ status: string }>(sql`select status from ${sql.identifier(table)} where id = ${id}`))[0]!.status;
const setTolerance = (type: string | null, value?: number) =>
  k.as('lsp', 'PUT', `/v1/shipment-companies/${k.ids.sc1}`, { name: 'PT Sawit Makmur Abadi', logistics_service_provider_domain: 'localhost', loss_tolerance_type: type, loss_tolerance_value: value });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const upload = (who: string, ticketId: number, part: UploadPart, lang: 'en' | 'id' = 'en') => {
  const m = multipart({ upload_file: part });
  return t.call({ method: 'POST', url: `/v1/weight-bridge/manual-upload-file/${ticketId}`, token: k.tokens[who as 'lsp'] ?? undefined, payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
};

describe('a truck weighed at the mill and the refinery', () => {
  it('load puts the truck on the road, deliver ends the trip and delivers the order and the shipment, with history and WB notifications', async () => {
    ok(await setTolerance('PERCENT', 0.2));
    const r = await d.running(freeA(2));
    const [a, b] = r.trackIds as [number, number];
    const loaded = ok(await postLoad('lsp', a, load(), 'id'));
    expect(loaded.message).toBe('Tiket muat TK-24011 disimpan.');
    expect(loaded.data).toMatchObject({ kind: 'LOAD', status: 'ACTIVE', source: 'MANUAL', netto: '29870.500', ffa_quality: '3.25', dobi_quality: '2.80' });
    expect(await status('tracks', a)).toBe('ON_THE_WAY');
    ok(await postLoad('lsp', b, load({ ticket_number: 'TK-24012', items: [{ do_number: 'DO-3', delivery_weight: 30000 }] })));

    // The vendor and the shipping company hear of it in their WB tab; the LSP typed it.
    const wb = await k.rows<{ email: string; title_en: string; body_en: string; shipment_id: number }>(
      sql`select u.email, n.title_en, n.body_en, n.shipment_id from notifications n join users u on u.id = n.user_id where n.tag = 'WEIGHTBRIDGE' and n.shipment_id = ${r.shipment.id} order by n.id`,
    );
    expect(wb.map((n) => n.email)).toEqual(expect.arrayContaining(['vendor@lsi.test', 'shipper@lsi.test']));
    expect(wb.some((n) => n.email === 'lsp@lsi.test')).toBe(false);
    expect(wb[0]!.body_en).toContain('TK-24011');
    expect(wb[0]!.body_en).toContain('29.870,5 kg');

    const first = ok(await postDeliver('lsp', a));
    expect(first.message).toBe('Deliver ticket RF-55102 saved.');
    expect(await status('tracks', a)).toBe('FINISHED');
    expect(await status('orders', r.order.id)).toBe('ON_SHIPMENT');
    ok(await postDeliver('lsp', b, deliver({ ticket_number: 'RF-55103', refinery_net_weight: 29990.1, items: [{ do_number: 'DO-3', total_deliver: 29990.1 }] })));
    expect(await status('orders', r.order.id)).toBe('DELIVERED');
    expect(await status('shipments', r.shipment.id)).toBe('DELIVERED');

    // Netto and loss, exact: 29870.5 - 29790.25 = 80.25 kg, 0.27 % (over the 0.2 % tolerance: 59.741 kg).
    const seen = ok(await weights('lsp', r.shipment.id)).data;
    const ta = seen.tracks.find((x: { track_id: number }) => x.track_id === a);
    expect(ta.netto).toEqual({ pickup: '29870.500', dropoff: '29790.250', loss_kg: '80.250', loss_percent: '0.27', allowed_kg: '59.741', beyond: true });
    expect(seen.tracks.find((x: { track_id: number }) => x.track_id === b).netto).toMatchObject({ loss_kg: '9.900', loss_percent: '0.03', beyond: false });
    expect(seen.orders[0].netto).toMatchObject({ pickup: '59870.500', dropoff: '59780.350', loss_kg: '90.150', loss_percent: '0.15', beyond: false });
    expect(seen.beyond_tolerance).toBe(true);
    expect(seen.tolerance).toEqual({ type: 'PERCENT', value: '0.200' });

    // Kg per truck: 50 kg a truck allows 100 kg on the order, 50 on each truck.
    ok(await setTolerance('KG', 50));
    const kgSeen = ok(await weights('lsp', r.shipment.id)).data;
    expect(kgSeen.tracks.find((x: { track_id: number }) => x.track_id === a).netto).toMatchObject({ allowed_kg: '50.000', beyond: true });
    expect(kgSeen.orders[0].netto).toMatchObject({ allowed_kg: '100.000', beyond: false });

    // The vendor sees its trucks' weights, the shipping company its order's; another tenant nothing.
    expect(ok(await weights('vendor', r.shipment.id)).data.tracks).toHaveLength(2);
    expect(ok(await weights('shipper', r.shipment.id)).data.orders).toHaveLength(1);
    expectError(await weights('lsp2', r.shipment.id), 404);
    expectError(await weights('shipper2', r.shipment.id), 404);

    const history = ok(await k.as('lsp', 'GET', `/v1/shipment-history?filter[shipment_id]=${r.shipment.id}&entries=50`)).data.map((h: { action: string }) => h.action);
    expect(history).toEqual(expect.arrayContaining(['WB_LOADED', 'WB_DELIVERED', 'DELIVERED']));
    const delivered = await k.rows<{ email: string }>(sql`select u.email from notifications n join users u on u.id = n.user_id where n.title_en = 'Shipment delivered' and n.shipment_id = ${r.shipment.id}`);
    expect(delivered.map((n) => n.email)).toContain('shipper@lsi.test');
    ok(await setTolerance(null));
  });

  it('the loss flag on the history lists of each party and the LSP dashboard count follow the trucks and the tolerance', async () => {
    const beyondCount = async (who: string) => ok(await k.as(who, 'GET', '/v1/dashboard/lsp')).data.shipments_beyond_tolerance as number;
    // The counts before, at both tolerances used below (the file's earlier shipments count too).
    ok(await setTolerance('KG', 100));
    const beforeKg = await beyondCount('lsp');
    ok(await setTolerance('PERCENT', 0.2));
    const before = { lsp: await beyondCount('lsp'), lsp2: await beyondCount('lsp2') };
    const r = await d.running(freeA(2));
    const [a, b] = r.trackIds as [number, number];
    const shipmentFlag = async (who: string) =>
      ok(await k.as(who, 'GET', `/v2/shipment?search_key=${r.shipment.identity}&search_columns=identity`)).data.find((x: { id: number }) => x.id === r.shipment.id)?.beyond_tolerance;
    const orderFlag = async () => ok(await k.as('shipper', 'GET', `/v1/order/history?search_key=${r.order.identity}&search_columns=identity`)).data.find((x: { id: number }) => x.id === r.order.id)?.beyond_tolerance;

    // Loaded, not yet delivered: no loss is known.
    ok(await postLoad('lsp', a, load({ ticket_number: 'TK-FLAG-1' })));
    ok(await postLoad('lsp', b, load({ ticket_number: 'TK-FLAG-2', items: [{ do_number: 'DO-9', delivery_weight: 30000 }] })));
    expect(await shipmentFlag('lsp')).toBe(false);
    // Truck b delivers within tolerance (9.9 kg of 30 t), truck a beyond it (80.25 kg of 29,870.5 kg > 0.2 %).
    ok(await postDeliver('lsp', b, deliver({ ticket_number: 'RF-FLAG-2', refinery_net_weight: 29990.1, items: [{ do_number: 'DO-9', total_deliver: 29990.1 }] })));
    expect(await shipmentFlag('lsp')).toBe(false);
    ok(await postDeliver('lsp', a, deliver({ ticket_number: 'RF-FLAG-1' })));
    expect(await shipmentFlag('lsp')).toBe(true);
    expect(await shipmentFlag('vendor')).toBe(true);
    expect(await orderFlag()).toBe(true);
    // A truck kept from before trucks named their order carries its shipment's one order: still flagged.
    await k.rows(sql`update tracks set order_id = null where id = ${a}`);
    expect(await orderFlag()).toBe(true);
    await k.rows(sql`update tracks set order_id = ${r.order.id} where id = ${a}`);
    expect(await beyondCount('lsp')).toBe(before.lsp + 1);
    expect(await beyondCount('lsp2')).toBe(before.lsp2);

    // 100 kg a truck allows both losses: the flags go, on the lists already read too.
    ok(await setTolerance('KG', 100));
    expect(await shipmentFlag('lsp')).toBe(false);
    expect(await orderFlag()).toBe(false);
    expect(await beyondCount('lsp')).toBe(beforeKg);
    ok(await setTolerance(null));
  });

  it('a second ticket, a deliver before the load, a removed track: 409 in the caller language, nothing changed', async () => {
    const r = await d.running(freeA(2));
    const [a, b] = r.trackIds as [number, number];
    await expectUnchanged(k, () => postDeliver('lsp', a, deliver(), 'id'), 409, 'Status penugasan truk ini Ditugaskan: "selesaikan pengiriman" tidak dapat dilakukan sekarang.');
    ok(await postLoad('lsp', a));
    await expectUnchanged(k, () => postLoad('lsp', a), 409, 'This truck assignment is On the way: "enter load weights" is not possible now.');
    ok(await postDeliver('lsp', a));
    await expectUnchanged(k, () => postDeliver('lsp', a), 409, 'This truck assignment is Finished: "deliver" is not possible now.');
    ok(await k.as('lsp', 'PUT', `/v1/tracks/${b}/remove`, { reason: 'Ban pecah' }));
    await expectUnchanged(k, () => postLoad('lsp', b), 409, 'This truck assignment is Removed: "enter load weights" is not possible now.');
    await expectUnchanged(k, () => postLoad('lsp', b, load({ correction_reason: 'Salah ketik' })), 422);
    const count = await k.rows<{ n: number }>(sql`select count(*)::int as n from weighbridge_tickets where track_id in (${a}, ${b})`);
    expect(count[0]!.n).toBe(2);
  });

  it('20 load tickets for one truck at once: one recorded, the rest 409 (wb_track_kind_active_uq)', async () => {
    const r = await d.running(freeA(1));
    const track = r.trackIds[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postLoad('lsp', track, load({ ticket_number: `TK-RACE-${i}` }))));
    expect(answers.filter((a) => a.statusCode === 200), answers.map((a) => `${a.statusCode} ${a.body.slice(0, 100)}`).join('\n')).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.statusCode, a.body).toBe(409);
    const tickets = await k.rows<{ n: number }>(sql`select count(*)::int as n from weighbridge_tickets where track_id = ${track}`);
    expect(Number(tickets[0]!.n)).toBe(1);
  });
  it('each role and other tenants: only the LSP of the shipment writes; others 403 or 404 and nothing changed', async () => {
    const r = await d.running(freeA(1));
    const a = r.trackIds[0]!;
    for (const who of ['vendor', 'shipper', 'admin']) {
      await expectUnchanged(k, () => postLoad(who, a), 403);
      await expectUnchanged(k, () => postDeliver(who, a), 403);
    }
    await expectUnchanged(k, () => postLoad('lsp2', a), 404);
    await expectUnchanged(k, () => postDeliver('lsp2', a), 404);
    await expectUnchanged(k, () => postLoad('lsp', 99_999_999), 404);
    const ticket = ok(await postLoad('lsp', a)).data;
    expectError(await upload('lsp2', ticket.id, { filename: 't.png', type: 'image/png', bytes: PNG }), 404);
    expectError(await upload('vendor', ticket.id, { filename: 't.png', type: 'image/png', bytes: PNG }), 403);
    expectError(await k.as('lsp2', 'GET', `/v1/weight-bridge/tickets/${ticket.id}/file`), 404);
  });

  it('a correction keeps the ticket it replaces, with who and why; the track stays where it is', async () => {
    const r = await d.running(freeA(1));
    const a = r.trackIds[0]!;
    await expectUnchanged(k, () => postLoad('lsp', a, load({ correction_reason: 'Salah ketik' }), 'id'), 422);
    const first = ok(await postLoad('lsp', a)).data;
    const fixed = ok(await postLoad('lsp', a, load({ ticket_number: 'TK-24011B', items: [{ do_number: 'DO-1', delivery_weight: 29880 }], correction_reason: 'Berat salah ketik' }))).data;
    expect(fixed).toMatchObject({ status: 'ACTIVE', replaces_id: first.id, correction_reason: 'Berat salah ketik', netto: '29880.000', created_by: expect.any(String) });
    expect(await status('tracks', a)).toBe('ON_THE_WAY');
    const seen = ok(await weights('lsp', r.shipment.id)).data.tracks[0];
    expect(seen.load.id).toBe(fixed.id);
    expect(seen.corrected.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([[first.id, 'CORRECTED']]);
    // The corrected one is the record: correcting it again is refused by the states table.
    await k.t.db.execute(sql`update weighbridge_tickets set status = 'CORRECTED' where id = ${fixed.id}`);
    await expectUnchanged(k, () => postLoad('lsp', a, load({ correction_reason: 'Lagi' })), 409, 'This weighbridge ticket is Corrected: "correct" is not possible now.');
    await k.t.db.execute(sql`update weighbridge_tickets set status = 'ACTIVE' where id = ${fixed.id}`);
  });

  it('the scan is checked by content, shown and downloadable by the parties', async () => {
    const r = await d.running(freeA(1));
    const ticket = ok(await postLoad('lsp', r.trackIds[0]!)).data;
    expect(ticket.file_url).toBeNull();
    expectError(await upload('lsp', ticket.id, { filename: 'x.png', type: 'image/png', bytes: Buffer.from('not an image at all') }, 'id'), 422);
    const m = multipart({ note: 'x' });
    expectError(await t.call({ method: 'POST', url: `/v1/weight-bridge/manual-upload-file/${ticket.id}`, token: k.tokens.lsp, payload: m.payload, headers: m.headers }), 422);
    const saved = ok(await upload('lsp', ticket.id, { filename: 'scan.png', type: 'image/png', bytes: PNG }));
    expect(saved.data.file_url).toBe(`/v1/weight-bridge/tickets/${ticket.id}/file`);
    for (const who of ['lsp', 'vendor', 'shipper'] as const) {
      const res = await k.as(who, 'GET', saved.data.file_url);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toContain('wb-ticket-TK-24011.png');
    }
    expectError(await k.as('shipper2', 'GET', saved.data.file_url), 404);
  });
});

describe('hostile values in each weight, quality and time field: a clear 4xx, nothing changed', () => {
  const cases: [string, 'load' | 'deliver', object, string, string][] = [
    ['negative weight', 'load', { items: [{ do_number: 'DO-1', delivery_weight: -5 }] }, 'items.0.delivery_weight', 'Must be more than 0.'],
    ['zero weight', 'deliver', { refinery_net_weight: 0 }, 'refinery_net_weight', 'Must be more than 0.'],
    ['weight no truck carries', 'load', { items: [{ do_number: 'DO-1', delivery_weight: 70000 }] }, 'items.0.delivery_weight', 'A net weight is at most 60000 kg: no truck carries more.'],
    ['a gram finer than the column', 'deliver', { refinery_net_weight: 29790.0001 }, 'refinery_net_weight', 'At most 3 decimals.'],
    ['text as a weight', 'deliver', { items: [{ do_number: 'DO-1', total_deliver: '0x10' }] }, 'items.0.total_deliver', 'Must be a number.'],
    ['Infinity', 'deliver', { refinery_net_weight: 'Infinity' }, 'refinery_net_weight', 'Must be a number.'],
    ['FFA over 100 %', 'load', { quality: 101 }, 'quality', 'A percentage from 0 to 100.'],
    ['negative water', 'deliver', { water_quality: -1 }, 'water_quality', 'A percentage from 0 to 100.'],
    ['DOBI over 10', 'load', { dobi_quality: 11 }, 'dobi_quality', 'The DOBI index is from 0 to 10.'],
    ['a time without its offset', 'load', { out_time: '2026-03-11 08:15' }, 'out_time', 'Invalid date: use YYYY-MM-DD.'],
    ['a day that does not exist', 'deliver', { in_time: '2026-02-30T10:00:00+07:00' }, 'in_time', 'Invalid date: use YYYY-MM-DD.'],
    ['out before in', 'deliver', { in_time: '2026-03-11T15:00:00+07:00' }, 'out_time', 'The out time cannot be before the in time.'],
    ['no items', 'load', { items: [] }, 'items', 'Required.'],
    ['a ticket number of 65 characters', 'load', { ticket_number: 'T'.repeat(65) }, 'ticket_number', 'At most 64 characters.'],
    ['a control character', 'deliver', { note: 'a\u0000b' }, 'note', 'Contains characters that are not allowed (control characters).'],
  ];
  let track: { loaded: number; fresh: number };
  beforeAll(async () => {
    const r = await d.running(freeA(2));
    ok(await postLoad('lsp', r.trackIds[0]!));
    track = { loaded: r.trackIds[0]!, fresh: r.trackIds[1]! };
  });
  it.each(cases)('%s', async (_, kind, extra, field, message) => {
    const res = await expectUnchanged(k, () => (kind === 'load' ? postLoad('lsp', track.fresh, load(extra)) : postDeliver('lsp', track.loaded, deliver(extra))), 422);
    expect(res.json().errors[field]).toEqual([message]);
  });
  it("a net over the truck's maximum weight (30,000 kg), in Indonesian; a refinery weighing before the mill", async () => {
    const over = await expectUnchanged(k, () => postLoad('lsp', track.fresh, load({ items: [{ do_number: 'DO-1', delivery_weight: 30000.5 }] }), 'id'), 422);
    expect(over.json().errors.items).toEqual(['Berat netto 30000.5 kg melebihi muatan truk ini (30000 kg).']);
    const early = await expectUnchanged(k, () => postDeliver('lsp', track.loaded, deliver({ in_time: '2026-03-11T07:00:00+07:00' })), 422);
    expect(early.json().errors.in_time).toEqual(['The truck cannot reach the refinery (2026-03-11 07:00 WIB) before it left the mill.']);
  });
  it('a tolerance beyond reason is refused', async () => {
    expect(expectError(await setTolerance('PERCENT', 101), 422).errors!.loss_tolerance_value).toEqual(['Must be at most 100.']);
    expect(expectError(await setTolerance('KG'), 422).errors!.loss_tolerance_value).toEqual(['Required.']);
    expect(expectError(await setTolerance('GRAM', 1), 422).errors!.loss_tolerance_type).toEqual(['Invalid value.']);
  });
});
