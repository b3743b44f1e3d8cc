// Who may make the freight calls, and whose records they reach. The role matrix is generated from
// the contract: every call of orders, suborders, request-order, shipments, shipment-vendors, tracks
// and shipment-history, made by each of the five roles. A role outside the call's declared access
// gets 403 in its language and nothing changes; a role inside is past the role rule (the answer is
// about the input: 200, 404 or 422). A DRIVER cannot hold a web session: signing in is refused, and
// a session row made for one anyway is not accepted (401). Then the tenants: another LSP (lsp2@) and
// another vendor (vendor B) name this LSP's shipments, tracks and orders in the rework calls: 404,
// nothing changed; and this LSP naming another's order or company in a move is 404 too.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { ROLES, type CallDef, type Role } from '../../contract/lib.ts';
import { DEMO_PASSWORD, expectError, multipart, startTestApp, type TestApp } from './harness.ts';
import { assignment, expectUnchanged, freightKit, stop, trucks, type Kit, type Truck } from './freight-kit.ts';
import { dispatchWith, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let fleet: Truck[];
/** A shipment of lsp@ on progress (vendor A's part accepted with two trucks, vendor B asked for one). */
let fx: Awaited<ReturnType<Dispatch['running']>>;
let stopId: number;
let driverToken: string;

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  d = await dispatchWith(k);
  fleet = await trucks(k, k.ids.tanker1!, 4);
  fx = await d.running(fleet.slice(0, 2), true);
  stopId = (await k.rows<{ id: number }>(sql`select id from suborders where order_id = ${fx.order.id} order by id limit 1`))[0]!.id;
  // A driver's session, written straight into the table: the sign-in never makes one.
  driverToken = randomBytes(24).toString('hex');
  await t.db.execute(sql`insert into sessions (user_id, token_hash, expires_at) select id, ${createHash('sha256').update(driverToken).digest('hex')}, ${new Date(t.clock.now().getTime() + 3_600_000).toISOString()}::timestamptz from users where email = 'driver@lsi.test'`);
  k.signIn('driver', driverToken);
});
afterAll(() => t?.close());

const IN_SCOPE = { order: contract.order, suborder: contract.suborder, requestOrder: contract.requestOrder, shipment: contract.shipment, shipmentVendors: contract.shipmentVendors, tracks: contract.tracks, shipmentHistory: contract.shipmentHistory };
/** One full-access account per role (the driver's session is made above). */
const ACCOUNT: Record<Role, string> = { ADMIN: 'admin', LOGISTIC_SERVICE_PROVIDER: 'lsp', SHIPMENT_COMPANY: 'shipper', VENDOR: 'vendor', DRIVER: 'driver' };
const calls = Object.entries(IN_SCOPE).flatMap(([group, defs]) => Object.entries(defs as Record<string, CallDef>).map(([name, def]) => ({ name: `${group}.${name}`, def })));
const allowed = (def: CallDef, role: Role) => Array.isArray(def.access) && def.access.includes(role);

/** The call's path with its ids: the fixture's records of that kind, or one that does not exist. */
function urlOf(def: CallDef, real: boolean): string {
  const ids: Record<string, number> = real
    ? { '/v1/order': fx.order.id, '/v1/suborder': stopId, '/v1/shipment': fx.shipment.id, '/v1/shipment-vendors': fx.partA, '/v1/tracks': fx.trackIds[0]! }
    : {};
  const base = Object.keys(ids).find((b) => def.path.startsWith(`${b}/`));
  return def.path.replace(/:\w+/g, String(base ? ids[base] : 999_999));
}

function send(who: string, def: CallDef, url: string, lang: 'en' | 'id' = 'en') {
  if (def.method === 'GET') return k.as(who, 'GET', url, undefined, lang);
  if (def.multipart) {
    const m = multipart({ note: 'x' });
    return t.call({ method: def.method, url, token: who === 'driver' ? driverToken : k.tokens[who as 'lsp'], payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
  }
  return k.as(who, def.method, url, {}, lang);
}

describe('the role matrix of the freight calls', () => {
  it('covers every call in scope', () => {
    expect(calls.length).toBe(Object.values(IN_SCOPE).reduce((n, g) => n + Object.keys(g).length, 0));
    expect(calls.map((c) => c.def.path)).toEqual(expect.arrayContaining(['/v1/order/:id/identity', '/v1/request-order/preview', '/v1/shipment/move-vehicle', '/v1/shipment-vendors/:id', '/v1/tracks/bulk-remove', '/v1/shipment-history']));
    expect(ROLES).toHaveLength(5);
  });

  it.each(calls.flatMap(({ name, def }) => ROLES.filter((role) => role !== 'DRIVER' && !allowed(def, role)).map((role, i) => [`${name} (${def.method} ${def.path}) as ${role}`, def, role, i % 2 ? 'id' : 'en'] as const)))(
    'refuses %s with 403, changing nothing',
    async (_, def, role, lang) => {
      const res = await expectUnchanged(k, () => send(ACCOUNT[role], def, urlOf(def, true), lang), 403);
      expectError(res, 403, lang === 'id' ? 'Anda tidak memiliki akses ke sumber daya ini.' : 'You do not have access to this resource.');
    },
  );

  it.each(calls.flatMap(({ name, def }) => ROLES.filter((role) => allowed(def, role)).map((role) => [`${name} (${def.method} ${def.path}) as ${role}`, def, role] as const)))(
    'lets %s past the role rule',
    async (_, def, role) => {
      const res = await send(ACCOUNT[role], def, urlOf(def, false));
      expect([200, 404, 422], res.body).toContain(res.statusCode);
    },
  );

  it('never serves a driver: the sign-in refuses the role, and a session made anyway is not one', async () => {
    expectError(await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'driver@lsi.test', password: DEMO_PASSWORD } }), 403, "You're not able to login with this role.");
    for (const { name, def } of calls) {
      expect(allowed(def, 'DRIVER'), name).toBe(false);
      const res = await expectUnchanged(k, () => send('driver', def, urlOf(def, true)), 401);
      expect(res.json().message, name).toBeTypeOf('string');
    }
  });
});

describe("another tenant's ids in the rework calls", () => {
  const reworkForm = (who: 'lsp' | 'lsp2', url: string, fields: Record<string, string>) => {
    const m = multipart(fields);
    return t.call({ method: 'POST', url, token: k.tokens[who], payload: m.payload, headers: m.headers });
  };
  const moveOf = (who: 'lsp' | 'lsp2', fields: Record<string, string>) => reworkForm(who, '/v1/shipment/move-vehicle', { 'track_ids[0]': String(fx.trackIds[0]), note: 'Pindah', ...fields });
  const flat = (prefix: string, s: ReturnType<typeof stop>) => ({
    [`${prefix}[type]`]: s.type,
    [`${prefix}[pickup_dropoff_location_point_id]`]: String(s.pickup_dropoff_location_point_id),
    [`${prefix}[estimation_date]`]: s.estimation_date,
    [`${prefix}[products][0][product_id]`]: String(s.products[0]!.product_id),
    [`${prefix}[products][0][quantity]`]: String(s.products[0]!.quantity),
  });

  it('another LSP reaches none of them: reopen, assign, change vehicles, bulk remove, move are 404 and change nothing', async () => {
    const spare = fleet[2]!;
    const target = (await k.rows<{ id: number }>(sql`select id from orders where logistics_service_provider_id = ${k.ids.lsp1} and status = 'PUBLISHED' order by id limit 1`))[0]!;
    await expectUnchanged(k, () => k.as('lsp2', 'PUT', `/v1/shipment/${fx.shipment.id}/reopen`, { note: 'x' }), 404);
    await expectUnchanged(k, () => k.as('lsp2', 'PUT', `/v1/shipment/${fx.shipment.id}/assign`, { tracks: [{ ...assignment(spare), shipment_vendor_id: fx.partA }] }), 404);
    const change = { 'tracks[0][track_id]': String(fx.trackIds[0]), 'tracks[0][vehicle_detail_id]': String(spare.plate), 'tracks[0][driver_id]': String(spare.driver), note: 'x' };
    await expectUnchanged(k, () => reworkForm('lsp2', `/v1/shipment/${fx.shipment.id}/change-vehicles`, change), 404);
    await expectUnchanged(k, () => k.as('lsp2', 'PUT', '/v1/tracks/bulk-remove', { track_ids: fx.trackIds, reason: 'x' }), 404);
    await expectUnchanged(k, () => moveOf('lsp2', { type: 'EXISTING', order_id: String(target.id) }), 404);
    await expectUnchanged(k, () => k.as('lsp2', 'DELETE', `/v1/shipment-vendors/${fx.partA}`, { reason: 'x' }), 404);
  });

  it("another vendor reaches none of them: assign and bulk remove of vendor A's trucks are 404 (with a part of its own on the shipment or not)", async () => {
    const spare = fleet[3]!;
    const assign = (shipmentId: number, partId: number) => k.as('vendorB', 'PUT', `/v1/shipment/${shipmentId}/assign`, { tracks: [{ ...assignment(spare), shipment_vendor_id: partId }] });
    // Vendor B is asked on fx's shipment: the shipment exists for it, vendor A's part does not.
    await expectUnchanged(k, () => assign(fx.shipment.id, fx.partA), 404);
    await expectUnchanged(k, () => k.as('vendorB', 'PUT', '/v1/tracks/bulk-remove', { track_ids: fx.trackIds, reason: 'x' }), 404);
    await expectUnchanged(k, () => k.as('vendorB', 'PUT', `/v1/tracks/${fx.trackIds[1]}/remove`, { reason: 'x' }), 404);
    // A shipment vendor B is not on at all.
    const alone = await d.shipmentOf(1);
    await expectUnchanged(k, () => assign(alone.shipment.id, alone.partA), 404);
    // The LSP-only calls are refused by role before any id is read.
    await expectUnchanged(k, () => k.as('vendorB', 'PUT', `/v1/shipment/${fx.shipment.id}/reopen`, {}), 403);
  });

  it("this LSP naming another LSP's order or company in a move is 404, nothing changed", async () => {
    const [foreign] = await k.rows<{ id: number }>(sql`select id from orders where logistics_service_provider_id <> ${k.ids.lsp1} order by id limit 1`);
    await expectUnchanged(k, () => moveOf('lsp', { type: 'EXISTING', order_id: String(foreign!.id) }), 404);
    // Stops of that company's own locations and product: only the company is not this LSP's.
    const theirs = (type: 'PICKUP' | 'DROPOFF', location: number) => ({ ...stop(k, type, 1000, location), products: [{ product_id: k.ids.cpo3!, quantity: 1000 }] });
    const stops = { ...flat('suborders[0]', theirs('PICKUP', k.ids.ujungBatu3!)), ...flat('suborders[1]', theirs('DROPOFF', k.ids.dumai3!)) };
    await expectUnchanged(k, () => moveOf('lsp', { type: 'NEW', shipment_company_id: String(k.ids.sc3), ...stops }), 404);
  });
});
