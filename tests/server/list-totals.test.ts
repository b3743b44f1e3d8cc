// "Totals always exact right after a write" (issue 10). List totals are cached under the change
// stamps of the tables they count (server/lib/count-cache.ts): the change stream's commit step
// moves the stamp of every table written (docs/realtime.md). This file proves it from the outside:
// 1. every write call of the contract, made by a role the contract admits, against lists whose
//    totals were cached just before (plain, searched and filtered on what the write changes), is
//    counted at once: each total is compared with a count of our own in SQL, and that count must
//    move by the delta the scenario expects (so every probe really would have gone stale);
// 2. the same across two API nodes on one PostgreSQL (each with its own pool and count cache), and
//    for a write made by raw SQL that nobody tells the server about;
// 3. a table's stamp is its latest committed change event (change_event_heads, kept by the change
//    stream's commit step), which a statement that changed no row does not move, and a prune of the
//    events keeps every stamp and total, also under writes.
// Lists are read with entries=1&page=2: that page always goes through the count cache (a short
// first page is counted from its rows, which would prove nothing here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { contract, type CallDef, type Contract, type Role } from '../../contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDb, type OpenedDb } from '../../server/db/open.ts';
import { readStamps } from '../../server/lib/count-cache.ts';
import { pruneChangeEvents } from '../../server/changes/events.ts';
import { createServices } from '../../server/services.ts';
import { APP_URL, DEMO_PASSWORD, engineUnderTest, multipart, SEED_NOW, startTestApp, testDatabaseUrl, type TestApp, type UploadPart } from './harness.ts';
import { FREIGHT_NO_LIST_TOTAL, freightScenarios, type TotalsKit } from './list-totals-freight.ts';
import { MONEY_NO_LIST_TOTAL, moneyScenarios } from './list-totals-money.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const photo = (name: string): UploadPart => ({ filename: `${name}.png`, type: 'image/png', bytes: PNG });
const PASSWORD = 'rahasia-123';
/** An hour before the test clock (which stays at SEED_NOW): sign-ins made here are after it. */
const RECENT = new Date(SEED_NOW.getTime() - 3_600_000).toISOString();

// ---- the contract's write calls ------------------------------------------------------------

type CallId = { [G in keyof Contract]: `${G & string}.${keyof Contract[G] & string}` }[keyof Contract];
const defOf = (id: CallId): CallDef => {
  const [group, name] = id.split('.') as [string, string];
  return (contract as unknown as Record<string, Record<string, CallDef>>)[group]![name]!;
};
const WRITE_CALLS = Object.entries(contract).flatMap(([group, defs]) =>
  Object.entries(defs as Record<string, CallDef>)
    .filter(([, def]) => def.method !== 'GET')
    .map(([name]) => `${group}.${name}` as CallId),
);

/** Write calls that change no list total, and why. Everything else has a scenario below. */
const NO_LIST_TOTAL: Partial<Record<CallId, string>> = {
  'auth.logout': 'revokes its own session; sessions are sign-in bookkeeping no list counts (no trigger, migration 0005)',
  'weighbridgeMachine.createApiKey': 'an LSP\'s weighbridge API keys: their list is whole (no paged list, no total), and nothing else counts them',
  'weighbridgeMachine.revokeApiKey': 'marks a key revoked: the keys\' list is whole (no paged list, no total)',
  'tracking.ingestPost': "a truck's position: positions and the live row (gps_positions, track_live) are in no paged list; the unknown devices' list is whole (at most 100, no total)",
  'tracking.setDevice': "sets a plate's device id (vehicle_details.gps_device_id), a column no list searches, filters or counts",
  'auth.fcmToken': 'stores the push token in users.fcm_token, a column no list searches or filters',
  'auth.forgotPassword': 'writes a reset token and a mail (password_resets, outbox_mails): no list counts them',
  'users.verifyRequest': 'writes an e-mail code and a mail (email_verifications, outbox_mails): no list counts them',
  'users.endSession': 'revokes the sessions of a user, nothing else',
  'users.setDisableUser': 'a platform flag (settings) and sessions; users.is_disabled is not touched and no list counts settings',
  'notifications.markRead': "sets read_at of the caller's notifications: their list filters by tag and date only, and the unread count is counted on every call (no cache)",
  ...(FREIGHT_NO_LIST_TOTAL as Partial<Record<CallId, string>>),
  ...(MONEY_NO_LIST_TOTAL as Partial<Record<CallId, string>>),
};

// ---- the app, who calls, and counting by ourselves ------------------------------------------

let t: TestApp;
type Call = TestApp['call'];
const tokens: Record<string, string> = {};
interface Org {
  role: Role;
  lsp: number | null;
  sc: number | null;
  vendor: number | null;
}
const orgs: Record<string, Org> = {};
/** Ids of demo records and of the records the scenarios make, by name. */
const seed: Record<string, number> = {};
const rec: Record<string, number> = {};

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const countOf = async (query: SQL) => Number((await rows<{ n: number }>(query))[0]!.n);
const idOf = async (query: SQL) => {
  const [row] = await rows<{ id: number }>(query);
  expect(row, 'a record the scenario needs').toBeDefined();
  return Number(row!.id);
};

async function signIn(who: string, email: string, opts: { ready?: boolean; password?: string } = {}) {
  tokens[who] = opts.ready ? await t.loginReady(email, opts.password) : await t.login(email, opts.password);
  const [u] = await rows<{ role: Role; lsp: number | null; sc: number | null; vendor: number | null }>(
    sql`select role, logistics_service_provider_id as lsp, shipment_company_id as sc, vendor_id as vendor from users where email = ${email}`,
  );
  orgs[who] = u!;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'lsp', 'lsp2', 'shipper', 'shipper2', 'vendor', 'viewer']) await signIn(who, `${who}@lsi.test`);
  await signIn('newvendor', 'newvendor@lsi.test', { ready: true });
  const named = async (table: string, column: string, value: string, extra = '') =>
    idOf(sql`select id from ${sql.raw(table)} where ${sql.raw(column)} = ${value} ${sql.raw(extra)} order by id limit 1`);
  seed.tanker = await named('vehicle_types', 'name', 'Tangki CPO', 'and vendor_id is null');
  seed.dump = await named('vehicle_types', 'name', 'Dump Truck', 'and vendor_id is null');
  seed.gps = await named('vehicle_features', 'name', 'GPS Tracker');
  seed.tanker1 = await named('vehicles', 'name', 'Tangki CPO 30 KL');
  seed.dump1 = await named('vehicles', 'name', 'Dump Truck PK 20 T');
  seed.plate9012 = await named('vehicle_details', 'plate_number', 'BM 9012 TV');
  seed.d1 = await named('drivers', 'national_identity', '1471021203850004');
  seed.d2 = await named('drivers', 'national_identity', '1471020507880002');
  seed.b2 = await named('license_categories', 'name', 'B2 Umum');
  seed.readOnly = await named('permissions', 'name', 'READ_ONLY');
});
afterAll(() => t?.close());

// ---- making a write call ---------------------------------------------------------------------

interface SendOptions {
  params?: Record<string, string | number>;
  body?: object;
  /** A multipart body (the call must be a multipart one). */
  form?: Record<string, string | UploadPart>;
  /** The API node to send it to (default: the test app). */
  via?: Call;
  /** More headers (a machine's API key). */
  headers?: Record<string, string>;
}
/** The calls made by the scenario running now. */
let made: CallId[] = [];

/** Makes a write call as the contract declares it (method, path, body kind), as `who`; expects 200. */
async function send(id: CallId, who: string | null, o: SendOptions = {}) {
  const def = defOf(id);
  expect(def.method).not.toBe('GET');
  if (Array.isArray(def.access)) expect(def.access, `${id} is open to ${who}`).toContain(orgs[who!]!.role);
  const url = def.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = o.params?.[name];
    if (value === undefined) throw new Error(`${id}: no value for :${name}`);
    return String(value);
  });
  let payload: string | object | Buffer | undefined = o.body;
  let headers: Record<string, string> = {};
  if (o.form) {
    expect(def.multipart, `${id} takes multipart`).toBe(true);
    ({ payload, headers } = multipart(o.form));
  }
  const res = await (o.via ?? t.call)({ method: def.method, url, token: who ? tokens[who] : undefined, payload, headers: { ...headers, ...o.headers } });
  expect(res.statusCode, `${id} as ${who}: ${res.body}`).toBe(200);
  made.push(id);
  return res.json();
}

// ---- list probes: a list read the way the client reads it, and our own count -----------------

type Query = Record<string, string>;
interface Probe {
  label: string;
  who: string;
  path: string;
  query: Query;
  count: SQL;
  /** How much the write moves this count. */
  delta: number;
}

const col = (name: string) => sql.raw(name);
const like = (column: string, s: string) => sql`${col(column)} ilike ${`%${s}%`}`;
const search = (key: string, columns?: string): Query => ({ search_key: key, ...(columns ? { search_columns: columns } : {}) });
const filter = (column: string, key: string | number): Query => ({ filter_columns: column, filter_keys: String(key) });
const TRUE = sql`true`;

/** Rows of a shipping company the caller sees (tenant rule of lib/tenant.ts, written again). */
function companyIn(who: string, column: string): SQL {
  const o = orgs[who]!;
  if (o.role === 'ADMIN') return TRUE;
  if (o.role === 'SHIPMENT_COMPANY') return sql`${col(column)} = ${o.sc}`;
  if (o.role === 'LOGISTIC_SERVICE_PROVIDER') return sql`${col(column)} in (select id from shipment_companies where logistics_service_provider_id = ${o.lsp})`;
  throw new Error(`${who} reads no company records`);
}
/** Records of a vendor the caller sees: its own; an LSP those of collaborating vendors; an admin all. */
function vendorIn(who: string, column: string): SQL {
  const o = orgs[who]!;
  if (o.role === 'ADMIN') return TRUE;
  if (o.role === 'VENDOR') return sql`${col(column)} = ${o.vendor}`;
  if (o.role === 'LOGISTIC_SERVICE_PROVIDER') return sql`${col(column)} in (select vendor_id from vendor_collaborations where logistics_service_provider_id = ${o.lsp} and status = 'COLLABORATE')`;
  throw new Error(`${who} reads no fleet records`);
}
/** The caller's colleagues (users list). */
function colleaguesOf(who: string): SQL {
  const o = orgs[who]!;
  if (o.role === 'ADMIN') return TRUE;
  if (o.role === 'LOGISTIC_SERVICE_PROVIDER') return sql`u.role = ${o.role} and u.logistics_service_provider_id = ${o.lsp}`;
  if (o.role === 'SHIPMENT_COMPANY') return sql`u.role = ${o.role} and u.shipment_company_id = ${o.sc}`;
  return sql`u.role = 'VENDOR' and u.vendor_id = ${o.vendor}`;
}
/** A driver on a track still running (lib/fleet.ts activeTrack, written again). */
const BUSY = sql`exists (select 1 from tracks tr join shipments sh on sh.id = tr.shipment_id where tr.driver_id = d.id and tr.status not in ('FINISHED', 'REMOVED') and sh.status not in ('DELIVERED', 'CANCELLED'))`;
const AVAILABLE = sql`not d.is_blocked and not ${BUSY}`;

const probe = (list: string, path: string, count: SQL) => (who: string, delta: number, query: Query = {}, cond: SQL = TRUE): Probe => ({
  label: `${list} as ${who} ${JSON.stringify(query)}`,
  who,
  path,
  query,
  count: sql`select count(*)::int as n from ${count} and ${cond}`,
  delta,
});
// Each list: its path and the rows it counts for a caller, as our own SQL (cond is AND-ed).
const L = {
  exports: (who: string, delta: number, query?: Query, cond?: SQL) => probe('exports', '/v1/exports', sql`export_files ef where ef.logistics_service_provider_id = ${orgs[who]!.lsp ?? -1}`)(who, delta, query, cond),
  geofences: (who: string, delta: number, query?: Query, cond?: SQL) => probe('geofences', '/v1/geofences', sql`geofences gf where gf.logistics_service_provider_id = ${orgs[who]!.lsp ?? -1}`)(who, delta, query, cond),
  alerts: (who: string, delta: number, query?: Query, cond?: SQL) => probe('geofence alerts', '/v1/alert/geofencing', sql`geofence_alerts ga where ga.logistics_service_provider_id = ${orgs[who]!.lsp ?? -1}`)(who, delta, query, cond),
  products: (who: string, delta: number, query?: Query, cond?: SQL) => probe('products', '/v1/product', sql`products p where ${companyIn(who, 'p.shipment_company_id')}`)(who, delta, query, cond),
  locations: (who: string, delta: number, query?: Query, cond?: SQL) =>
    probe('locations', '/v1/pickup-dropoff', sql`pickup_dropoff_locations l where ${companyIn(who, 'l.shipment_company_id')}`)(who, delta, query, cond),
  groups: (who: string, delta: number, query?: Query, cond?: SQL) => probe('groups', '/v1/groups', sql`location_groups g where ${companyIn(who, 'g.shipment_company_id')}`)(who, delta, query, cond),
  users: (who: string, delta: number, query?: Query, cond?: SQL) => probe('users', '/v1/users', sql`users u where ${colleaguesOf(who)}`)(who, delta, query, cond),
  companies: (who: string, delta: number, query?: Query, cond?: SQL) =>
    probe('shipment companies', '/v1/shipment-companies', sql`shipment_companies s where ${orgs[who]!.role === 'ADMIN' ? TRUE : sql`s.logistics_service_provider_id = ${orgs[who]!.lsp}`}`)(who, delta, query, cond),
  vendors: (who: string, delta: number, query?: Query, cond?: SQL) =>
    probe(
      'vendors',
      '/v1/vendors',
      orgs[who]!.role === 'ADMIN' ? sql`vendors v where true` : sql`vendors v join vendor_collaborations c on c.vendor_id = v.id and c.logistics_service_provider_id = ${orgs[who]!.lsp} where true`,
    )(who, delta, query, cond),
  lsps: (who: string, delta: number, query?: Query, cond?: SQL) =>
    probe(
      'LSPs',
      '/v1/logistics-service-providers',
      orgs[who]!.role === 'ADMIN'
        ? sql`logistics_service_providers l where true`
        : sql`logistics_service_providers l left join vendor_collaborations c on c.logistics_service_provider_id = l.id and c.vendor_id = ${orgs[who]!.vendor} where true`,
    )(who, delta, query, cond),
  vehicles: (who: string, delta: number, query?: Query, cond?: SQL) =>
    probe('vehicles', '/v1/vehicle', sql`vehicles v left join vehicle_types ty on ty.id = v.vehicle_type_id where ${vendorIn(who, 'v.vendor_id')}`)(who, delta, query, cond),
  plates: (who: string, delta: number, query?: Query, cond?: SQL) =>
    probe(
      'plates',
      '/v1/vehicle-detail',
      sql`vehicle_details d join vehicles v on v.id = d.vehicle_id left join drivers dr on dr.id = d.driver_id left join users u on u.id = dr.user_id where ${vendorIn(who, 'v.vendor_id')}`,
    )(who, delta, query, cond),
  drivers: (who: string, delta: number, query?: Query, cond?: SQL, path = '/v1/drivers') =>
    probe(`drivers ${path}`, path, sql`drivers d join users u on u.id = d.user_id where ${vendorIn(who, 'd.vendor_id')}`)(who, delta, query, cond),
  types: (who: string, delta: number, query?: Query, cond?: SQL) =>
    probe('vehicle types', '/v1/vehicle-types', sql`vehicle_types ty where (ty.vendor_id is null or ${vendorIn(who, 'ty.vendor_id')})`)(who, delta, query, cond),
  features: (who: string, delta: number, query?: Query, cond?: SQL) => probe('vehicle features', '/v1/vehicle-features', sql`vehicle_features f where true`)(who, delta, query, cond),
  orders: (who: string, delta: number, query?: Query, cond?: SQL) => {
    const o = orgs[who]!;
    const scope = o.role === 'ADMIN' ? TRUE : o.role === 'SHIPMENT_COMPANY' ? sql`o.shipment_company_id = ${o.sc}` : sql`o.logistics_service_provider_id = ${o.lsp}`;
    return probe('orders', '/v1/order', sql`orders o left join shipment_companies s on s.id = o.shipment_company_id where ${scope}`)(who, delta, query, cond);
  },
  mirroring: (who: string, delta: number, query?: Query, cond?: SQL) => probe('mirroring log', '/v1/logs/mirroring', sql`mirroring_logs m where true`)(who, delta, query, cond),
  requests: (who: string, delta: number, query?: Query, cond?: SQL) => {
    const o = orgs[who]!;
    const scope = o.role === 'VENDOR' ? sql`sv.vendor_id = ${o.vendor}` : sql`sh.logistics_service_provider_id = ${o.lsp}`;
    return probe(
      'shipment requests',
      '/v1/shipment-vendors',
      sql`shipment_vendors sv join shipments sh on sh.id = sv.shipment_id join logistics_service_providers l on l.id = sh.logistics_service_provider_id where ${scope}`,
    )(who, delta, query, cond);
  },
};

/** A list total as the API answers it, through the count cache (see the top of the file). */
async function totalOf(read: Call, p: Probe): Promise<number> {
  const res = await read({ method: 'GET', url: p.path, query: { ...p.query, entries: '1', page: '2' }, token: tokens[p.who] });
  expect(res.statusCode, `${p.label}: ${res.body}`).toBe(200);
  return res.json().meta.total as number;
}

/**
 * Reads every probe (caching its total), makes the write, and reads again: each total must equal
 * our own count at once, and that count must have moved by the probe's delta.
 */
async function exactAround(probes: Probe[], write: () => Promise<unknown>, readers?: Call[]): Promise<void> {
  const nodes = readers ?? [t.call];
  const before: number[] = [];
  for (const p of probes) {
    const n = await countOf(p.count);
    for (const read of nodes) expect(await totalOf(read, p), `${p.label} before the write`).toBe(n);
    before.push(n);
  }
  await write();
  for (const [i, p] of probes.entries()) {
    const n = await countOf(p.count);
    expect(n - before[i]!, `${p.label}: our own count should move by ${p.delta}`).toBe(p.delta);
    for (const read of nodes) expect(await totalOf(read, p), `${p.label} right after the write`).toBe(n);
  }
}

// ---- 1. every write call --------------------------------------------------------------------

const firstUser = (n: string, phone: string) => ({
  user_name: `Totals ${n}`,
  user_email: `totals.${n.toLowerCase().replace(/\s+/g, '.')}@lsi.test`,
  user_phone_country_code: '62',
  user_phone_number: phone,
  user_password: PASSWORD,
  user_password_confirmed: PASSWORD,
});
const location = (identity: string, name: string, type: 'PICKUP' | 'DROPOFF') => ({
  identity,
  name,
  type,
  latitude: 0.5,
  longitude: 101.5,
  start_operation_hour: '06:00',
  end_operation_hour: '18:00',
  category: 'PACKAGED',
});

interface Scenario {
  call: CallId;
  run: () => Promise<void>;
}

/** What the kit files (list-totals-freight.ts, list-totals-money.ts) borrow from this one. */
const kit: TotalsKit = { send: send as TotalsKit['send'], exactAround, probe: probe as TotalsKit['probe'], idOf, orgs, search, filter, like, L };

// In order: later scenarios use the records earlier ones made (rec.*).
const scenarios: Scenario[] = [
  // -- products (shipping company) --
  {
    call: 'product.create',
    run: () =>
      exactAround(
        [
          L.products('shipper', 1),
          L.products('shipper', 1, search('Totals Olein'), like('p.name', 'Totals Olein')),
          L.products('lsp', 1),
          L.products('admin', 1, filter('product_type', 'PACKAGED'), sql`p.product_type = 'PACKAGED'`),
        ],
        async () => {
          rec.product = (await send('product.create', 'shipper', { form: { identity: 'TOT-01', name: 'Totals Olein', product_type: 'PACKAGED', weight: '1', photo: photo('olein') } })).data.id;
        },
      ),
  },
  {
    call: 'product.update',
    run: () =>
      exactAround(
        [
          L.products('shipper', 1, search('Totals Stearin'), like('p.name', 'Totals Stearin')),
          L.products('shipper', -1, search('Olein'), like('p.name', 'Olein')),
          L.products('lsp', 1, search('TSTR', 'alias'), like('p.alias', 'TSTR')),
        ],
        () => send('product.update', 'shipper', { params: { id: rec.product! }, form: { _method: 'PUT', identity: 'TOT-01', name: 'Totals Stearin', alias: 'TSTR' } }),
      ),
  },
  {
    call: 'product.import',
    run: () =>
      exactAround(
        [
          L.products('shipper', 1),
          L.products('shipper', 2, search('Imported'), like('p.name', 'Imported')),
          L.products('lsp', 1, filter('product_type', 'PACKAGED'), sql`p.product_type = 'PACKAGED'`),
        ],
        () =>
          send('product.import', 'shipper', {
            body: {
              products: [
                { identity: 'TOT-02', name: 'Totals Imported Kernel', product_type: 'PACKAGED' },
                { identity: 'TOT-01', name: 'Totals Imported Stearin' },
              ],
            },
          }),
      ),
  },
  {
    call: 'product.remove',
    run: async () => {
      const id = await idOf(sql`select id from products where identity = 'TOT-02' and shipment_company_id = ${orgs.shipper!.sc}`);
      await exactAround([L.products('shipper', -1), L.products('lsp', -1), L.products('admin', -1, search('Imported'), like('p.name', 'Imported'))], () =>
        send('product.remove', 'shipper', { params: { id } }),
      );
    },
  },

  // -- location groups and locations --
  {
    call: 'groups.bulkCreate',
    run: () =>
      exactAround(
        [
          L.groups('shipper', 2),
          L.groups('lsp', 2),
          L.groups('lsp', 2, search('Totals Group'), like('g.name', 'Totals Group')),
          L.groups('admin', 2, filter('shipment_company_id', orgs.shipper!.sc!), sql`g.shipment_company_id = ${orgs.shipper!.sc}`),
        ],
        async () => {
          const answer = await send('groups.bulkCreate', 'lsp', {
            form: { 'name[0]': 'Totals Group A', 'name[1]': 'Totals Group B', 'name[2]': 'Wilayah Riau', shipment_company_id: String(orgs.shipper!.sc) },
          });
          expect(answer.data.skipped).toEqual(['Wilayah Riau']);
          rec.groupA = answer.data.created[0].id;
        },
      ),
  },
  {
    call: 'pickupDropoff.create',
    run: () =>
      exactAround(
        [
          L.locations('shipper', 1),
          L.locations('shipper', 1, filter('type', 'PICKUP'), sql`l.type = 'PICKUP'`),
          L.locations('lsp', 1, search('Totals Mill'), like('l.name', 'Totals Mill')),
          L.locations('admin', 1, filter('category', 'PACKAGED'), sql`l.category = 'PACKAGED'`),
        ],
        async () => {
          rec.location = (await send('pickupDropoff.create', 'shipper', { body: location('TOT-LOC-1', 'Totals Mill', 'PICKUP') })).data.id;
        },
      ),
  },
  {
    call: 'pickupDropoff.update',
    run: () =>
      exactAround(
        [
          L.locations('shipper', -1, filter('type', 'PICKUP'), sql`l.type = 'PICKUP'`),
          L.locations('shipper', 1, filter('type', 'DROPOFF'), sql`l.type = 'DROPOFF'`),
          L.locations('lsp', 1, search('Totals Refinery'), like('l.name', 'Totals Refinery')),
          L.locations('lsp', -1, search('Totals Mill'), like('l.name', 'Totals Mill')),
          L.locations('shipper', 1, filter('group_id', rec.groupA!), sql`l.group_id = ${rec.groupA}`),
        ],
        () => send('pickupDropoff.update', 'lsp', { params: { id: rec.location! }, body: { ...location('TOT-LOC-1', 'Totals Refinery', 'DROPOFF'), group_id: rec.groupA } }),
      ),
  },
  {
    call: 'pickupDropoff.import',
    run: () =>
      exactAround(
        [
          L.locations('shipper', 1),
          L.locations('shipper', 2, filter('type', 'PICKUP'), sql`l.type = 'PICKUP'`),
          L.locations('shipper', -1, filter('type', 'DROPOFF'), sql`l.type = 'DROPOFF'`),
          L.locations('lsp', 1, search('Totals Depot'), like('l.name', 'Totals Depot')),
        ],
        () => send('pickupDropoff.import', 'shipper', { body: { locations: [location('TOT-LOC-2', 'Totals Depot', 'PICKUP'), location('TOT-LOC-1', 'Totals Refinery', 'PICKUP')] } }),
      ),
  },
  {
    call: 'pickupDropoff.remove',
    run: async () => {
      const id = await idOf(sql`select id from pickup_dropoff_locations where identity = 'TOT-LOC-2' and shipment_company_id = ${orgs.shipper!.sc}`);
      await exactAround([L.locations('shipper', -1), L.locations('lsp', -1), L.locations('admin', -1, filter('category', 'PACKAGED'), sql`l.category = 'PACKAGED'`)], () =>
        send('pickupDropoff.remove', 'lsp', { params: { id } }),
      );
    },
  },

  // -- shipping companies --
  {
    call: 'shipmentCompanies.create',
    run: () =>
      exactAround(
        [
          L.companies('lsp', 1),
          L.companies('lsp', 1, filter('is_blocked', 'false'), sql`not s.is_blocked`),
          L.companies('admin', 1, search('Totals Sejahtera'), like('s.name', 'Totals Sejahtera')),
          L.companies('lsp2', 0),
          L.users('admin', 1),
          L.users('admin', 1, search('Totals Shipper'), sql`(u.name ilike '%Totals Shipper%' or u.email ilike '%Totals Shipper%' or u.phone_number ilike '%Totals Shipper%')`),
        ],
        async () => {
          const body = { logistics_service_provider_domain: 'localhost', name: 'PT Totals Sejahtera', address: 'Jl. Totals 1', ...firstUser('Shipper', '81200000001') };
          rec.company = (await send('shipmentCompanies.create', 'lsp', { body })).data.id;
        },
      ),
  },
  {
    // An admin moves a customer to another LSP: both LSPs' lists of the customer's records change.
    call: 'shipmentCompanies.update',
    run: async () => {
      await signIn('totalsShipper', 'totals.shipper@lsi.test', { password: PASSWORD });
      await send('product.create', 'totalsShipper', { form: { identity: 'TOT-SC-1', name: 'Totals Moved Product' } });
      await send('pickupDropoff.create', 'totalsShipper', { body: location('TOT-SC-LOC', 'Totals Moved Mill', 'PICKUP') });
      await send('groups.bulkCreate', 'totalsShipper', { form: { name: 'Totals Moved Group' } });
      await exactAround(
        [
          L.companies('lsp', -1),
          L.companies('lsp2', 1),
          L.companies('admin', 1, search('Totals Makmur'), like('s.name', 'Totals Makmur')),
          L.companies('admin', -1, search('Totals Sejahtera'), like('s.name', 'Totals Sejahtera')),
          L.products('lsp', -1),
          L.products('lsp2', 1),
          L.locations('lsp', -1),
          L.locations('lsp2', 1),
          L.groups('lsp', -1),
          L.groups('lsp2', 1),
        ],
        () => send('shipmentCompanies.update', 'admin', { params: { id: rec.company! }, body: { name: 'PT Totals Makmur', address: 'Jl. Totals 2', logistics_service_provider_domain: '127.0.0.1' } }),
      );
    },
  },
  {
    call: 'shipmentCompanies.block',
    run: async () => {
      for (const sign of [1, -1]) {
        await exactAround(
          [
            L.companies('lsp2', sign, filter('is_blocked', 'true'), sql`s.is_blocked`),
            L.companies('lsp2', -sign, filter('is_blocked', 'false'), sql`not s.is_blocked`),
            L.companies('admin', sign, filter('is_blocked', 'true'), sql`s.is_blocked`),
          ],
          () => send('shipmentCompanies.block', 'lsp2', { params: { id: rec.company! } }),
        );
      }
    },
  },
  {
    call: 'shipmentCompanies.removeLogo',
    run: () => exactAround([L.companies('lsp2', 0), L.companies('admin', 0, search('Totals Makmur'), like('s.name', 'Totals Makmur'))], () => send('shipmentCompanies.removeLogo', 'lsp2', { params: { id: rec.company! } })),
  },
  {
    call: 'shipmentCompanies.remove',
    run: () =>
      exactAround(
        [
          L.companies('lsp2', -1),
          L.companies('admin', -1, search('Totals Makmur'), like('s.name', 'Totals Makmur')),
          L.products('lsp2', -1),
          L.locations('lsp2', -1),
          L.groups('lsp2', -1),
          L.users('admin', -1),
        ],
        () => send('shipmentCompanies.remove', 'lsp2', { params: { id: rec.company! } }),
      ),
  },

  // -- vendors and collaborations --
  {
    call: 'vendors.create',
    run: () =>
      exactAround(
        [
          L.vendors('lsp', 1),
          L.vendors('lsp', 1, filter('status', 'COLLABORATE'), sql`c.status = 'COLLABORATE'`),
          L.vendors('lsp2', 0),
          L.vendors('admin', 1),
          L.vendors('admin', 1, search('Totals Trans'), like('v.name', 'Totals Trans')),
          L.users('admin', 1),
        ],
        async () => {
          const form = { name: 'CV Totals Trans', address: 'Jl. Totals 3', ...firstUser('Vendor', '81200000002') };
          rec.vendor = (await send('vendors.create', 'lsp', { form })).data.id;
        },
      ),
  },
  {
    call: 'vendors.update',
    run: () =>
      exactAround(
        [
          L.vendors('admin', 1, search('Totals Angkutan'), like('v.name', 'Totals Angkutan')),
          L.vendors('admin', -1, search('Totals Trans'), like('v.name', 'Totals Trans')),
          L.vendors('lsp', 1, search('Angkutan'), like('v.name', 'Angkutan')),
        ],
        () => send('vendors.update', 'admin', { params: { id: rec.vendor! }, body: { name: 'CV Totals Angkutan' } }),
      ),
  },
  {
    // The LSP accepts newvendor@'s proposal: that vendor's fleet enters the LSP's fleet lists.
    call: 'vendors.updateCollaboration',
    run: async () => {
      const type = (await send('vehicleTypes.create', 'newvendor', { body: { name: 'Totals NV Type' } })).data.id;
      const vehicle = (await send('vehicle.create', 'newvendor', { form: { name: 'Totals NV Truck', vehicle_type_id: String(type), feature_ids: String(seed.gps) } })).data.id;
      await send('vehicleDetail.create', 'newvendor', { body: { vehicle_id: vehicle, plate_number: 'BM 1111 NV' } });
      await send('driver.create', 'newvendor', { form: { name: 'Totals NV Driver', phone_number: '81200000003', national_identity: '1471000000000011' } });
      await exactAround(
        [
          L.vendors('lsp', -1, filter('status', 'PROPOSED'), sql`c.status = 'PROPOSED'`),
          L.vendors('lsp', 1, filter('status', 'COLLABORATE'), sql`c.status = 'COLLABORATE'`),
          L.vehicles('lsp', 1),
          L.vehicles('lsp', 1, search('Totals NV'), like('v.name', 'Totals NV')),
          L.plates('lsp', 1),
          L.drivers('lsp', 1),
          L.drivers('lsp', 1, { mode: 'available' }, AVAILABLE),
          L.types('lsp', 1),
          L.types('viewer', 1),
        ],
        () => send('vendors.updateCollaboration', 'lsp', { params: { id: orgs.newvendor!.vendor! }, body: { status: 'COLLABORATE' } }),
      );
    },
  },
  {
    call: 'lsps.propose',
    run: () =>
      exactAround(
        [
          L.lsps('vendor', 1, filter('status', 'PROPOSED'), sql`c.status = 'PROPOSED'`),
          L.vendors('lsp2', 1),
          L.vendors('lsp2', 1, filter('status', 'PROPOSED'), sql`c.status = 'PROPOSED'`),
        ],
        () => send('lsps.propose', 'vendor', { params: { idLSP: orgs.lsp2!.lsp! } }),
      ),
  },
  {
    call: 'vendors.removeLogo',
    run: () => exactAround([L.vendors('admin', 0), L.vendors('lsp', 0, search('Andalas'), like('v.name', 'Andalas'))], () => send('vendors.removeLogo', 'admin', { params: { id: orgs.vendor!.vendor! } })),
  },
  {
    call: 'vendors.remove',
    run: () =>
      exactAround(
        [L.vendors('admin', -1), L.vendors('lsp', -1), L.vendors('lsp', -1, filter('status', 'COLLABORATE'), sql`c.status = 'COLLABORATE'`), L.users('admin', -1)],
        () => send('vendors.remove', 'admin', { params: { id: rec.vendor! } }),
      ),
  },

  // -- logistics service providers --
  {
    call: 'lsps.create',
    run: () =>
      exactAround(
        [L.lsps('admin', 1), L.lsps('admin', 1, search('Totals Logistik'), like('l.name', 'Totals Logistik')), L.lsps('vendor', 1), L.users('admin', 1)],
        async () => {
          const form = { name: 'PT Totals Logistik', domain: 'totals.test', address: 'Jl. Totals 4', ...firstUser('LSP', '81200000004') };
          rec.lsp = (await send('lsps.create', 'admin', { form })).data.id;
        },
      ),
  },
  {
    call: 'lsps.update',
    run: () =>
      exactAround(
        [
          L.lsps('admin', 1, search('Totals Ekspres'), like('l.name', 'Totals Ekspres')),
          L.lsps('admin', -1, search('Totals Logistik'), like('l.name', 'Totals Logistik')),
          L.lsps('admin', 1, search('ekspres', 'domain'), like('l.domain', 'ekspres')),
          L.lsps('vendor', 1, search('Ekspres'), like('l.name', 'Ekspres')),
        ],
        () => send('lsps.update', 'admin', { params: { id: rec.lsp! }, form: { _method: 'PUT', name: 'PT Totals Ekspres', domain: 'ekspres.totals.test' } }),
      ),
  },
  {
    call: 'lsps.removeLogo',
    run: () => exactAround([L.lsps('admin', 0), L.lsps('vendor', 0, search('Ekspres'), like('l.name', 'Ekspres'))], () => send('lsps.removeLogo', 'admin', { params: { id: rec.lsp! } })),
  },
  {
    call: 'lsps.remove',
    run: () =>
      exactAround([L.lsps('admin', -1), L.lsps('vendor', -1), L.lsps('admin', -1, search('Ekspres'), like('l.name', 'Ekspres')), L.users('admin', -1)], () =>
        send('lsps.remove', 'admin', { params: { id: rec.lsp! } }),
      ),
  },

  // -- an organisation's own profile --
  {
    // Shipment requests are searched by their LSP's name: renaming the LSP changes that search.
    call: 'orgProfile.updateLsp',
    run: () =>
      exactAround(
        [
          L.requests('vendor', 5, search('Logistik Totals', 'logistics_service_provider.name'), like('l.name', 'Logistik Totals')),
          L.requests('lsp', 5, search('Logistik Totals', 'logistics_service_provider.name'), like('l.name', 'Logistik Totals')),
          L.lsps('admin', 1, search('Logistik Totals'), like('l.name', 'Logistik Totals')),
          L.lsps('vendor', 1, search('Logistik Totals'), like('l.name', 'Logistik Totals')),
        ],
        () => send('orgProfile.updateLsp', 'lsp', { form: { _method: 'PUT', name: 'PT Nusantara Logistik Totals', domain: 'localhost' } }),
      ),
  },
  {
    call: 'orgProfile.updateVendor',
    run: () =>
      exactAround(
        [
          L.vendors('admin', 1, search('Andalas Totals'), like('v.name', 'Andalas Totals')),
          L.vendors('lsp', 1, search('Andalas Totals'), like('v.name', 'Andalas Totals')),
          L.vendors('lsp2', 1, search('Andalas Totals'), like('v.name', 'Andalas Totals')),
        ],
        () => send('orgProfile.updateVendor', 'vendor', { form: { _method: 'PUT', name: 'CV Trans Andalas Totals' } }),
      ),
  },
  {
    // Orders are searched by their shipping company's name.
    call: 'orgProfile.updateShipmentCompany',
    run: () =>
      exactAround(
        [
          L.orders('lsp', 12, search('Abadi Totals', 'shipment_company.name'), like('s.name', 'Abadi Totals')),
          L.orders('admin', 12, search('Abadi Totals', 'shipment_company.name'), like('s.name', 'Abadi Totals')),
          L.companies('lsp', 1, search('Abadi Totals'), like('s.name', 'Abadi Totals')),
          L.companies('admin', 1, search('Abadi Totals'), like('s.name', 'Abadi Totals')),
        ],
        () => send('orgProfile.updateShipmentCompany', 'shipper', { form: { _method: 'PUT', name: 'PT Sawit Makmur Abadi Totals', logistics_service_provider_domain: 'localhost' } }),
      ),
  },

  // -- public registration --
  {
    call: 'registration.shipmentCompany',
    run: async () => {
      const link = await t.call({ method: 'GET', url: '/v1/profile/logistics-service-providers/register-link', token: tokens.lsp });
      expect(link.statusCode, link.body).toBe(200);
      await exactAround(
        [L.companies('lsp', 1), L.companies('lsp', 1, search('Totals Terdaftar'), like('s.name', 'Totals Terdaftar')), L.users('admin', 1, filter('role', 'SHIPMENT_COMPANY'), sql`u.role = 'SHIPMENT_COMPANY'`)],
        () =>
          send('registration.shipmentCompany', null, {
            body: {
              name: 'Totals Registrant',
              email: 'totals.registrant@lsi.test',
              password: PASSWORD,
              password_confirmation: PASSWORD,
              phone_country_code: '62',
              phone_number: '81200000005',
              shipment_company_name: 'PT Totals Terdaftar',
              logistics_service_provider_domain: 'localhost',
              token: link.json().data.token,
            },
          }),
      );
    },
  },
  {
    call: 'registration.vendor',
    run: () =>
      exactAround(
        [L.vendors('admin', 1), L.vendors('admin', 1, search('Totals Terdaftar'), like('v.name', 'Totals Terdaftar')), L.vendors('lsp', 0), L.users('admin', 1, filter('role', 'VENDOR'), sql`u.role = 'VENDOR'`)],
        () =>
          send('registration.vendor', null, {
            body: {
              name: 'Totals Vendor Registrant',
              email: 'totals.vendor.registrant@lsi.test',
              password: PASSWORD,
              password_confirmation: PASSWORD,
              user_phone_country_code: '62',
              user_phone_number: '81200000006',
              vendor_name: 'CV Totals Terdaftar',
            },
          }),
      ),
  },

  // -- users of an organisation --
  {
    call: 'users.create',
    run: () =>
      exactAround(
        [L.users('shipper', 1), L.users('shipper', 1, search('Totals Colleague', 'name'), like('u.name', 'Totals Colleague')), L.users('admin', 1), L.users('lsp', 0)],
        async () => {
          const form = { name: 'Totals Colleague', email: 'totals.colleague@lsi.test', phone_number: '81200000007', password: PASSWORD, password_confirmation: PASSWORD, avatar: photo('colleague') };
          rec.colleague = (await send('users.create', 'shipper', { form })).data.id;
        },
      ),
  },
  {
    call: 'users.update',
    run: () =>
      exactAround(
        [
          L.users('shipper', 1, search('Totals Coworker', 'name'), like('u.name', 'Totals Coworker')),
          L.users('shipper', -1, search('Totals Colleague', 'name'), like('u.name', 'Totals Colleague')),
          L.users('shipper', 1, search('81200000008', 'phone_number'), like('u.phone_number', '81200000008')),
          L.users('admin', 1, search('totals.coworker', 'email'), like('u.email', 'totals.coworker')),
        ],
        () => send('users.update', 'shipper', { params: { id: rec.colleague! }, form: { _method: 'PUT', name: 'Totals Coworker', email: 'totals.coworker@lsi.test', phone_number: '81200000008' } }),
      ),
  },
  {
    call: 'users.updatePermission',
    run: () =>
      exactAround(
        [L.users('shipper', 1, filter('permission_id', seed.readOnly!), sql`u.permission_id = ${seed.readOnly}`), L.users('admin', 1, filter('permission_id', seed.readOnly!), sql`u.permission_id = ${seed.readOnly}`)],
        () => send('users.updatePermission', 'shipper', { params: { id: rec.colleague! }, body: { permission_id: seed.readOnly } }),
      ),
  },
  {
    call: 'users.enableUser',
    run: async () => {
      for (const enabled of [false, true]) {
        const sign = enabled ? -1 : 1;
        await exactAround(
          [
            L.users('shipper', sign, filter('is_disabled', 'true'), sql`u.is_disabled`),
            L.users('shipper', -sign, filter('is_disabled', 'false'), sql`not u.is_disabled`),
            L.users('admin', sign, filter('is_disabled', 'true'), sql`u.is_disabled`),
          ],
          () => send('users.enableUser', 'shipper', { params: { id: rec.colleague! }, body: { enabled } }),
        );
      }
    },
  },
  {
    call: 'users.removeAvatar',
    run: () => exactAround([L.users('shipper', 0)], () => send('users.removeAvatar', 'shipper', { params: { id: rec.colleague! } })),
  },
  {
    call: 'users.remove',
    run: () =>
      exactAround([L.users('shipper', -1), L.users('admin', -1), L.users('shipper', -1, filter('permission_id', seed.readOnly!), sql`u.permission_id = ${seed.readOnly}`)], () =>
        send('users.remove', 'shipper', { params: { id: rec.colleague! } }),
      ),
  },

  // -- the signed-in user's own account --
  {
    // A sign-in sets last_login_at, a date the users list filters on.
    call: 'auth.login',
    run: () =>
      exactAround([L.users('admin', 1, { filter_date_column: 'last_login_at', filter_date_start: RECENT }, sql`u.last_login_at >= ${RECENT}::timestamptz`)], () =>
        send('auth.login', null, { body: { email: 'admin2@lsi.test', password: DEMO_PASSWORD } }),
      ),
  },
  {
    call: 'auth.updateProfile',
    run: () =>
      exactAround(
        [
          L.users('shipper2', 1, search('Maya Totals', 'name'), like('u.name', 'Maya Totals')),
          L.users('admin', 1, search('Maya Totals', 'name'), like('u.name', 'Maya Totals')),
          L.users('admin', 1, search('81200000009', 'phone_number'), like('u.phone_number', '81200000009')),
        ],
        () => send('auth.updateProfile', 'shipper2', { form: { _method: 'PUT', name: 'Maya Totals', email: 'shipper2@lsi.test', phone_country_code: '62', phone_number: '81200000009' } }),
      ),
  },
  {
    // The forced change after a stale sign-in completes that sign-in: last_login_at moves.
    call: 'auth.changePasswords',
    run: async () => {
      await send('users.create', 'vendor', { form: { name: 'Totals Stale', email: 'totals.stale@lsi.test', phone_number: '81200000012', password: PASSWORD, password_confirmation: PASSWORD } });
      const longAgo = new Date(SEED_NOW.getTime() - 100 * 86_400_000).toISOString();
      await t.db.execute(sql`update users set last_login_at = ${longAgo}::timestamptz, password_updated_at = ${longAgo}::timestamptz where email = 'totals.stale@lsi.test'`);
      await signIn('stale', 'totals.stale@lsi.test', { password: PASSWORD });
      const recent = sql`u.last_login_at >= ${RECENT}::timestamptz`;
      const since = { filter_date_column: 'last_login_at', filter_date_start: RECENT };
      await exactAround([L.users('vendor', 1, since, recent), L.users('admin', 1, since, recent)], () =>
        send('auth.changePasswords', 'stale', { body: { password: 'rahasia-456', password_confirmation: 'rahasia-456', token: 'session' } }),
      );
    },
  },

  // -- vehicle types and features --
  {
    call: 'vehicleTypes.create',
    run: () =>
      exactAround(
        [L.types('vendor', 1), L.types('vendor', 1, search('Totals Type'), like('ty.name', 'Totals Type')), L.types('lsp', 1), L.types('admin', 1), L.types('lsp2', 0)],
        async () => {
          rec.type = (await send('vehicleTypes.create', 'vendor', { body: { name: 'Totals Type' } })).data.id;
        },
      ),
  },
  {
    call: 'vehicleFeatures.create',
    run: () =>
      exactAround([L.features('vendor', 1), L.features('lsp', 1, search('Totals Feature'), like('f.name', 'Totals Feature'))], async () => {
        rec.feature = (await send('vehicleFeatures.create', 'admin', { body: { name: 'Totals Feature' } })).data.id;
      }),
  },

  // -- vehicles and plates --
  {
    call: 'vehicle.create',
    run: () =>
      exactAround(
        [
          L.vehicles('vendor', 1),
          L.vehicles('vendor', 1, search('Totals Truck'), like('v.name', 'Totals Truck')),
          L.vehicles('lsp', 1),
          L.vehicles('admin', 1, filter('vehicle_type_id', seed.tanker!), sql`v.vehicle_type_id = ${seed.tanker}`),
          L.vehicles('vendor', 1, { type: 'Tangki CPO' }, sql`lower(ty.name) = 'tangki cpo'`),
        ],
        async () => {
          const form = { name: 'Totals Truck', vehicle_type_id: String(seed.tanker), feature_ids: `${seed.gps},${rec.feature}`, photo: photo('truck') };
          rec.vehicle = (await send('vehicle.create', 'vendor', { form })).data.id;
        },
      ),
  },
  {
    call: 'vehicle.update',
    run: () =>
      exactAround(
        [
          L.vehicles('vendor', 1, search('Totals Tanker'), like('v.name', 'Totals Tanker')),
          L.vehicles('vendor', -1, search('Totals Truck'), like('v.name', 'Totals Truck')),
          L.vehicles('vendor', -1, filter('vehicle_type_id', seed.tanker!), sql`v.vehicle_type_id = ${seed.tanker}`),
          L.vehicles('vendor', 1, filter('vehicle_type_id', seed.dump!), sql`v.vehicle_type_id = ${seed.dump}`),
          L.vehicles('lsp', 1, search('Dump', 'vehicle_type.name'), like('ty.name', 'Dump')),
          L.vehicles('vendor', 1, { type: 'Dump Truck' }, sql`lower(ty.name) = 'dump truck'`),
        ],
        () => send('vehicle.update', 'vendor', { params: { id: rec.vehicle! }, form: { _method: 'PUT', name: 'Totals Tanker', vehicle_type_id: String(seed.dump), feature_ids: String(seed.gps) } }),
      ),
  },
  {
    // Vehicles are searched by their plates: a new plate changes that search.
    call: 'vehicleDetail.create',
    run: () =>
      exactAround(
        [
          L.plates('vendor', 1),
          L.plates('vendor', 1, search('1234 TOT'), like('d.plate_number', '1234 TOT')),
          L.plates('lsp', 1, filter('vehicle_id', rec.vehicle!), sql`d.vehicle_id = ${rec.vehicle}`),
          L.vehicles('vendor', 1, search('1234 TOT', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%1234 TOT%')`),
          L.vehicles('lsp', 1, search('1234 TOT', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%1234 TOT%')`),
        ],
        async () => {
          rec.plate = (await send('vehicleDetail.create', 'vendor', { body: { vehicle_id: rec.vehicle, plate_number: 'bm 1234 tot' } })).data.id;
        },
      ),
  },
  {
    call: 'vehicleDetail.update',
    run: () =>
      exactAround(
        [
          L.plates('vendor', 1, search('5678 TOT'), like('d.plate_number', '5678 TOT')),
          L.plates('vendor', -1, search('1234 TOT'), like('d.plate_number', '1234 TOT')),
          L.plates('vendor', 1, filter('driver_id', seed.d1!), sql`d.driver_id = ${seed.d1}`),
          L.plates('lsp', 1, search('Budi', 'driver.name'), like('u.name', 'Budi')),
          L.vehicles('vendor', 1, search('5678 TOT', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%5678 TOT%')`),
          L.vehicles('vendor', -1, search('1234 TOT', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%1234 TOT%')`),
        ],
        () => send('vehicleDetail.update', 'vendor', { params: { id: rec.plate! }, body: { vehicle_id: rec.vehicle, plate_number: 'BM 5678 TOT', driver_id: seed.d1 } }),
      ),
  },
  {
    call: 'vehicleDetail.import',
    run: () =>
      exactAround(
        [
          L.plates('vendor', 1),
          L.plates('vendor', -1, filter('driver_id', seed.d1!), sql`d.driver_id = ${seed.d1}`),
          L.plates('vendor', 1, filter('driver_id', seed.d2!), sql`d.driver_id = ${seed.d2}`),
          L.plates('lsp', 1, search('Agus', 'driver.name'), like('u.name', 'Agus')),
          L.vehicles('vendor', 1, search('2468 TOT', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%2468 TOT%')`),
        ],
        () =>
          send('vehicleDetail.import', 'vendor', {
            body: {
              vehicles_details: [
                { plate_number: 'BM 2468 TOT', vehicle_name: 'Totals Tanker' },
                { plate_number: 'BM 5678 TOT', vehicle_name: 'Totals Tanker', driver_national_identity: '1471020507880002' },
              ],
            },
          }),
      ),
  },
  {
    call: 'vehicle.addDetails',
    run: () =>
      exactAround(
        [
          L.plates('vendor', 1, filter('vehicle_id', rec.vehicle!), sql`d.vehicle_id = ${rec.vehicle}`),
          L.plates('vendor', -1, filter('vehicle_id', seed.tanker1!), sql`d.vehicle_id = ${seed.tanker1}`),
          L.plates('lsp', 1, search('Totals Tanker', 'vehicle.name'), like('v.name', 'Totals Tanker')),
        ],
        () => send('vehicle.addDetails', 'vendor', { params: { id: rec.vehicle! }, body: { vehicle_detail_ids: [seed.plate9012] } }),
      ),
  },
  {
    call: 'vehicle.import',
    run: () =>
      exactAround(
        [
          L.vehicles('vendor', 1),
          L.vehicles('vendor', 1, filter('vehicle_type_id', seed.tanker!), sql`v.vehicle_type_id = ${seed.tanker}`),
          L.vehicles('lsp', 1, search('Totals Import'), like('v.name', 'Totals Import')),
          L.types('vendor', 1),
          L.features('vendor', 1),
        ],
        () =>
          send('vehicle.import', 'vendor', {
            body: {
              vehicles: [
                { name: 'Totals Import Truck', type_name: 'Totals Import Type', features_name: 'Totals Import Feature, GPS Tracker', max_weight: 10000 },
                { name: 'Totals Tanker', type_name: 'Tangki CPO', features_name: 'GPS Tracker' },
              ],
            },
          }),
      ),
  },
  {
    call: 'vehicle.removeImage',
    run: () => exactAround([L.vehicles('vendor', 0), L.vehicles('lsp', 0, search('Totals Tanker'), like('v.name', 'Totals Tanker'))], () => send('vehicle.removeImage', 'vendor', { params: { id: rec.vehicle! } })),
  },
  {
    call: 'vehicleDetail.remove',
    run: async () => {
      const id = await idOf(sql`select id from vehicle_details where plate_number = 'BM 2468 TOT'`);
      await exactAround(
        [
          L.plates('vendor', -1),
          L.plates('lsp', -1),
          L.vehicles('vendor', -1, search('2468 TOT', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%2468 TOT%')`),
        ],
        () => send('vehicleDetail.remove', 'vendor', { params: { id } }),
      );
    },
  },
  {
    call: 'vehicleDetail.removeMany',
    run: () =>
      exactAround(
        [
          L.plates('vendor', -1),
          L.plates('vendor', -1, filter('driver_id', seed.d2!), sql`d.driver_id = ${seed.d2}`),
          L.vehicles('lsp', -1, search('5678 TOT', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%5678 TOT%')`),
        ],
        () => send('vehicleDetail.removeMany', 'vendor', { body: { vehicle_detail_ids: [rec.plate] } }),
      ),
  },
  {
    // The vehicle goes with its plates (BM 9012 TV, moved onto it above).
    call: 'vehicle.remove',
    run: () =>
      exactAround(
        [
          L.vehicles('vendor', -1),
          L.vehicles('lsp', -1, search('Totals Tanker'), like('v.name', 'Totals Tanker')),
          L.plates('vendor', -1),
          L.vehicles('vendor', -1, search('9012 TV', 'vehicle_details.plate_number'), sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%9012 TV%')`),
        ],
        () => send('vehicle.remove', 'vendor', { params: { id: rec.vehicle! } }),
      ),
  },
  {
    // What a type carries changes no count: the lists stay as they were.
    call: 'vehicleTypes.update',
    run: () =>
      exactAround([L.types('vendor', 0), L.types('lsp', 0), L.types('vendor', 0, search('Totals Type'), like('ty.name', 'Totals Type'))], () =>
        send('vehicleTypes.update', 'vendor', { params: { id: rec.type }, body: { carries: ['SOLID'] } }),
      ),
  },
  {
    call: 'vehicleTypes.remove',
    run: () =>
      exactAround([L.types('vendor', -1), L.types('lsp', -1), L.types('vendor', -1, search('Totals Type'), like('ty.name', 'Totals Type'))], () =>
        send('vehicleTypes.remove', 'vendor', { body: { ids: [rec.type] } }),
      ),
  },

  // -- drivers --
  {
    call: 'driver.create',
    run: () =>
      exactAround(
        [
          L.drivers('vendor', 1),
          L.drivers('vendor', 1, search('Totals Driver'), like('u.name', 'Totals Driver')),
          L.drivers('lsp', 1, { mode: 'available' }, AVAILABLE),
          L.drivers('lsp', 1, {}, TRUE, '/v2/drivers'),
          L.users('admin', 1, filter('role', 'DRIVER'), sql`u.role = 'DRIVER'`),
        ],
        async () => {
          const form = {
            name: 'Totals Driver',
            phone_number: '81200000010',
            national_identity: '1471000000000021',
            'licenses[0][license_category_id]': String(seed.b2),
            'licenses[0][license_number]': 'TOT-0001',
            avatar: photo('driver'),
          };
          const driver = (await send('driver.create', 'vendor', { form })).data;
          rec.driver = driver.id;
          rec.driverUser = driver.user_id;
        },
      ),
  },
  {
    // Plates are searched by their driver's name: renaming the driver changes that search.
    call: 'driver.update',
    run: async () => {
      await send('vehicleDetail.create', 'vendor', { body: { vehicle_id: seed.dump1, plate_number: 'BM 3333 TOT', driver_id: rec.driver } });
      await exactAround(
        [
          L.drivers('vendor', 1, search('Totals Pengemudi'), like('u.name', 'Totals Pengemudi')),
          L.drivers('vendor', -1, search('Totals Driver'), like('u.name', 'Totals Driver')),
          L.drivers('lsp', 1, search('1471000000000022', 'national_identity'), like('d.national_identity', '1471000000000022')),
          L.plates('vendor', 1, search('Pengemudi', 'driver.name'), like('u.name', 'Pengemudi')),
          L.plates('lsp', 1, search('Pengemudi', 'driver.name'), like('u.name', 'Pengemudi')),
          L.users('admin', 1, search('Totals Pengemudi', 'name'), like('u.name', 'Totals Pengemudi')),
        ],
        () => send('driver.update', 'vendor', { params: { id: rec.driver! }, form: { _method: 'PUT', name: 'Totals Pengemudi', phone_number: '81200000010', national_identity: '1471000000000022' } }),
      );
    },
  },
  {
    call: 'driver.updateUser',
    run: () =>
      exactAround(
        [
          L.drivers('vendor', 1, search('Totals Sopir'), like('u.name', 'Totals Sopir')),
          L.drivers('lsp', 1, search('81200000011', 'user.phone_number'), like('u.phone_number', '81200000011')),
          L.plates('vendor', 1, search('Sopir', 'driver.name'), like('u.name', 'Sopir')),
          L.plates('vendor', -1, search('Pengemudi', 'driver.name'), like('u.name', 'Pengemudi')),
        ],
        () =>
          send('driver.updateUser', 'vendor', {
            params: { userId: rec.driverUser! },
            body: { name: 'Totals Sopir', phone_country_code: '62', phone_number: '81200000011', driver_id: rec.driver, role: 'DRIVER' },
          }),
      ),
  },
  {
    call: 'driver.block',
    run: async () => {
      for (const type of ['block', 'unblock'] as const) {
        const sign = type === 'block' ? 1 : -1;
        await exactAround(
          [
            L.drivers('vendor', sign, { mode: 'blocked' }, sql`d.is_blocked`),
            L.drivers('vendor', -sign, { mode: 'available' }, AVAILABLE),
            L.drivers('vendor', -sign, { mode: 'active' }, sql`not d.is_blocked`),
            L.drivers('lsp', sign, filter('is_blocked', 'true'), sql`d.is_blocked`),
            L.users('admin', sign, filter('is_disabled', 'true'), sql`u.is_disabled`),
          ],
          () => send('driver.block', 'vendor', { params: { id: rec.driver!, type } }),
        );
      }
    },
  },
  {
    call: 'driver.removeAvatar',
    run: () => exactAround([L.drivers('vendor', 0), L.drivers('lsp', 0, search('Totals Sopir'), like('u.name', 'Totals Sopir'))], () => send('driver.removeAvatar', 'vendor', { params: { id: rec.driver! } })),
  },
  {
    call: 'driver.remove',
    run: () =>
      exactAround(
        [
          L.drivers('vendor', -1),
          L.drivers('lsp', -1, {}, TRUE, '/v2/drivers'),
          L.users('admin', -1),
          L.plates('vendor', -1, filter('driver_id', rec.driver!), sql`d.driver_id = ${rec.driver}`),
          L.plates('lsp', -1, search('Sopir', 'driver.name'), like('u.name', 'Sopir')),
        ],
        () => send('driver.remove', 'vendor', { params: { id: rec.driver! } }),
      ),
  },

  // -- fleet-management sync (the built-in demo service: 3 trucks of 2 models) --
  {
    call: 'fms.sync',
    run: () =>
      exactAround(
        [
          L.vehicles('vendor', 2),
          L.vehicles('vendor', 2, filter('source', 'FMS'), sql`v.source = 'FMS'`),
          L.vehicles('lsp', 2, search('FMS'), like('v.name', 'FMS')),
          L.plates('vendor', 3),
          L.plates('lsp', 3, search('FM'), like('d.plate_number', 'FM')),
          L.types('vendor', 1),
          L.mirroring('admin', 1),
          L.mirroring('admin', 1, filter('kind', 'FMS_SYNC'), sql`m.kind = 'FMS_SYNC'`),
        ],
        () => send('fms.sync', 'vendor', { body: { email: 'demo@fms.test', password: 'fms-demo' } }),
      ),
  },
  {
    call: 'fms.unsync',
    run: () =>
      exactAround(
        [
          L.vehicles('vendor', -2, filter('source', 'FMS'), sql`v.source = 'FMS'`),
          L.vehicles('vendor', 2, filter('source', 'MANUAL'), sql`v.source = 'MANUAL'`),
          L.vehicles('lsp', -2, filter('source', 'FMS'), sql`v.source = 'FMS'`),
        ],
        () => send('fms.unsync', 'vendor'),
      ),
  },

  // -- the freight flow: orders, stops, imports, shipments, vendors' answers, trucks (list-totals-freight.ts) --
  ...(freightScenarios(kit) as Scenario[]),
  // -- the weighbridge and the invoices (list-totals-money.ts) --
  ...(moneyScenarios(kit) as Scenario[]),
  // -- geofences and their alerts --
  {
    call: 'geofences.create',
    run: () =>
      exactAround([L.geofences('lsp', 1), L.geofences('lsp', 1, search('Totals Fence'), like('gf.name', 'Totals Fence')), L.geofences('lsp', 1, filter('kind', 'FORBIDDEN'), sql`gf.type = 'FORBIDDEN'`), L.geofences('lsp2', 0)], async () => {
        rec.fence = (await send('geofences.create', 'lsp', { body: { name: 'Totals Fence', kind: 'FORBIDDEN', shape: 'CIRCLE', latitude: 1.2, longitude: 101.4, radius_m: 500 } })).data.id;
      }),
  },
  {
    call: 'geofences.update',
    run: () =>
      exactAround([L.geofences('lsp', 0), L.geofences('lsp', -1, search('Totals Fence'), like('gf.name', 'Totals Fence')), L.geofences('lsp', 1, search('Totals Gate'), like('gf.name', 'Totals Gate'))], () =>
        send('geofences.update', 'lsp', { params: { id: rec.fence! }, body: { name: 'Totals Gate', kind: 'FORBIDDEN', shape: 'CIRCLE', latitude: 1.2, longitude: 101.4, radius_m: 600 } }),
      ),
  },
  {
    call: 'geofences.acknowledge',
    run: async () => {
      // An alert as detection raises it (detection itself: tests/server/geofences.test.ts).
      const track = await idOf(sql`select t.id from tracks t join shipments s on s.id = t.shipment_id where s.logistics_service_provider_id = ${orgs.lsp!.lsp} order by t.id limit 1`);
      rec.alert = await idOf(sql`insert into geofence_alerts (logistics_service_provider_id, geofence_id, track_id, type, latitude, longitude) values (${orgs.lsp!.lsp}, ${rec.fence!}, ${track}, 'geofence_mafia', 1.2, 101.4) returning id`);
      await exactAround([L.alerts('lsp', 0), L.alerts('lsp', -1, filter('status', 'NEW'), sql`ga.status = 'NEW'`), L.alerts('lsp', 1, filter('status', 'ACKNOWLEDGED'), sql`ga.status = 'ACKNOWLEDGED'`)], () =>
        send('geofences.acknowledge', 'lsp', { params: { id: rec.alert! } }),
      );
    },
  },
  {
    call: 'geofences.resolve',
    run: () =>
      exactAround([L.alerts('lsp', 0), L.alerts('lsp', -1, filter('status', 'ACKNOWLEDGED'), sql`ga.status = 'ACKNOWLEDGED'`), L.alerts('lsp', 1, filter('status', 'RESOLVED'), sql`ga.status = 'RESOLVED'`)], () =>
        send('geofences.resolve', 'lsp', { params: { id: rec.alert! } }),
      ),
  },
  {
    call: 'geofences.remove',
    // Its alerts go with it.
    run: () => exactAround([L.geofences('lsp', -1), L.alerts('lsp', -1), L.geofences('lsp', -1, search('Totals Gate'), like('gf.name', 'Totals Gate'))], () => send('geofences.remove', 'lsp', { params: { id: rec.fence! } })),
  },
  // -- export files (their state moves later, in the job: only totals and names are probed) --
  {
    call: 'exportFiles.start',
    run: () =>
      exactAround([L.exports('lsp', 1), L.exports('lsp', 1, search('incoming-trucks'), like('ef.name', 'incoming-trucks')), L.exports('lsp2', 0)], async () => {
        rec.export = (await send('exportFiles.start', 'lsp', { body: { kind: 'INCOMING_TRUCKS', filters: {} } })).data.id;
      }),
  },
  {
    call: 'exportFiles.remove',
    run: () => exactAround([L.exports('lsp', -1), L.exports('lsp', -1, search('incoming-trucks'), like('ef.name', 'incoming-trucks'))], () => send('exportFiles.remove', 'lsp', { params: { id: rec.export! } })),
  },
];

describe('every write call of the contract: the totals it changes are exact right after it', () => {
  it('has a scenario for every write call but the few that change no list total', () => {
    const covered = scenarios.map((s) => s.call);
    expect(new Set(covered).size, 'one scenario per call').toBe(covered.length);
    expect(WRITE_CALLS.filter((id) => !covered.includes(id) && !NO_LIST_TOTAL[id])).toEqual([]);
    for (const id of Object.keys(NO_LIST_TOTAL) as CallId[]) {
      expect(WRITE_CALLS, `${id} is a write call`).toContain(id);
      expect(covered, `${id} is excluded, not covered`).not.toContain(id);
    }
    expect(WRITE_CALLS.length).toBe(covered.length + Object.keys(NO_LIST_TOTAL).length);
  });

  for (const s of scenarios) {
    it(`${s.call} (${defOf(s.call).method} ${defOf(s.call).path})`, async () => {
      made = [];
      await s.run();
      expect(made, `the scenario of ${s.call} made that call`).toContain(s.call);
    });
  }
});

// ---- 2. writes this node is not told about: another API node, raw SQL ------------------------

/** Raw SQL writes nobody tells the server about: on a counted table and on a tenant-scope table. */
async function rawSqlWrites(readers: Call[]) {
  const sc = orgs.shipper!.sc!;
  const raw = (query: SQL) => async () => {
    await t.db.execute(query);
  };
  await exactAround(
    [L.products('shipper', 1), L.products('lsp', 1, search('Raw Totals Oil'), like('p.name', 'Raw Totals Oil'))],
    raw(sql`insert into products (shipment_company_id, identity, name) values (${sc}, 'RAW-01', 'Raw Totals Oil')`),
    readers,
  );
  await exactAround(
    [L.products('shipper', 1, search('Raw Totals Fat'), like('p.name', 'Raw Totals Fat')), L.products('lsp', -1, search('Raw Totals Oil'), like('p.name', 'Raw Totals Oil'))],
    raw(sql`update products set name = 'Raw Totals Fat' where identity = 'RAW-01' and shipment_company_id = ${sc}`),
    readers,
  );
  await exactAround([L.products('shipper', -1), L.products('admin', -1, search('Raw Totals'), like('p.name', 'Raw Totals'))], raw(sql`delete from products where identity = 'RAW-01'`), readers);
  // The LSP's fleet lists follow its collaborations: ending one by hand empties them of that vendor.
  const collaboration = sql`vendor_id = ${orgs.vendor!.vendor} and logistics_service_provider_id = ${orgs.lsp!.lsp}`;
  const vehiclesOfVendor = await countOf(sql`select count(*)::int as n from vehicles where vendor_id = ${orgs.vendor!.vendor}`);
  const driversOfVendor = await countOf(sql`select count(*)::int as n from drivers where vendor_id = ${orgs.vendor!.vendor}`);
  for (const [status, sign] of [
    ['BLOCK', -1],
    ['COLLABORATE', 1],
  ] as const) {
    await exactAround(
      [L.vehicles('lsp', sign * vehiclesOfVendor), L.drivers('lsp', sign * driversOfVendor), L.vendors('lsp', sign, filter('status', 'COLLABORATE'), sql`c.status = 'COLLABORATE'`)],
      raw(sql`update vendor_collaborations set status = ${status} where ${collaboration}`),
      readers,
    );
  }
}

if (engineUnderTest() === 'postgres') {
  describe('two API nodes on one PostgreSQL: a write through one is counted at once by the other', () => {
    let openedB: OpenedDb;
    let appB: FastifyInstance;
    let nodeB: Call;
    let countsB: unknown;
    beforeAll(async () => {
      // The database the harness prepared for this file; node B gets its own pool and count cache.
      openedB = await openDb({ databaseUrl: testDatabaseUrl(), migrate: false });
      const services = createServices({ opened: openedB, appUrl: APP_URL, clock: () => t.clock.now(), checkKeptKeys: true });
      countsB = services.counts;
      appB = await buildApp({ services });
      await appB.ready();
      nodeB = ({ token, headers, ...rest }) => appB.inject({ ...rest, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } } as InjectOptions);
    });
    afterAll(async () => {
      await appB?.close();
      await openedB?.close();
    });

    it('node B is another pool with another count cache', () => {
      expect(openedB.db).not.toBe(t.db);
      expect(countsB).not.toBe(t.services.counts);
    });

    it('a create through node A', () =>
      exactAround(
        [L.products('shipper', 1), L.products('lsp', 1, search('Node Olein'), like('p.name', 'Node Olein'))],
        async () => {
          rec.nodeProduct = (await send('product.create', 'shipper', { form: { identity: 'NODE-01', name: 'Node Olein' } })).data.id;
        },
        [nodeB],
      ));

    it('an update of a searchable column through node A (product name, plate number)', async () => {
      await exactAround(
        [L.products('shipper', 1, search('Node Stearin'), like('p.name', 'Node Stearin')), L.products('lsp', -1, search('Node Olein'), like('p.name', 'Node Olein'))],
        () => send('product.update', 'shipper', { params: { id: rec.nodeProduct! }, form: { _method: 'PUT', identity: 'NODE-01', name: 'Node Stearin' } }),
        [nodeB],
      );
      const plate = await idOf(sql`select id from vehicle_details where plate_number = 'BM 9345 TW'`);
      const onVehicle = sql`exists (select 1 from vehicle_details x where x.vehicle_id = v.id and x.plate_number ilike '%9345 TN%')`;
      await exactAround(
        [L.plates('vendor', 1, search('9345 TN'), like('d.plate_number', '9345 TN')), L.vehicles('lsp', 1, search('9345 TN', 'vehicle_details.plate_number'), onVehicle)],
        () => send('vehicleDetail.update', 'vendor', { params: { id: plate }, body: { vehicle_id: seed.dump1, plate_number: 'BM 9345 TN' } }),
        [nodeB],
      );
    });

    it('a delete through node A', () =>
      exactAround([L.products('shipper', -1), L.products('admin', -1, search('Node Stearin'), like('p.name', 'Node Stearin'))], () => send('product.remove', 'shipper', { params: { id: rec.nodeProduct! } }), [nodeB]));

    it('an import through node A', () =>
      exactAround(
        [L.locations('shipper', 2), L.locations('lsp', 2, search('Node Mill'), like('l.name', 'Node Mill'))],
        () => send('pickupDropoff.import', 'lsp', { body: { shipment_company_id: orgs.shipper!.sc, locations: [location('NODE-L1', 'Node Mill 1', 'PICKUP'), location('NODE-L2', 'Node Mill 2', 'PICKUP')] } }),
        [nodeB],
      ));

    it('a block and an unblock through node A', async () => {
      for (const type of ['block', 'unblock'] as const) {
        const sign = type === 'block' ? 1 : -1;
        await exactAround(
          [L.drivers('vendor', sign, { mode: 'blocked' }, sql`d.is_blocked`), L.drivers('lsp', -sign, { mode: 'active' }, sql`not d.is_blocked`)],
          () => send('driver.block', 'vendor', { params: { id: seed.d2!, type } }),
          [nodeB],
        );
      }
    });

    it('and the other way: a write through node B, counted at once by node A', () =>
      exactAround([L.features('vendor', 1), L.features('lsp', 1, search('Node Feature'), like('f.name', 'Node Feature'))], () => send('vehicleFeatures.create', 'admin', { body: { name: 'Node Feature' }, via: nodeB }), [t.call]));

    it('a write by raw SQL, told to neither node, is counted at once by both', () => rawSqlWrites([nodeB, t.call]));
  });
} else {
  describe('one API node on PGlite (two API nodes need PostgreSQL: PGlite is one process)', () => {
    it('a write by raw SQL, told to nobody, is counted at once', () => rawSqlWrites([t.call]));
  });
}

// ---- 3. the stamps come from the change stream ---------------------------------------------

/** Tables the change stream follows: those carrying its generated statement triggers (server/changes/). */
const trackedTables = async () =>
  (
    await rows<{ name: string }>(sql`
      select distinct c.relname as name from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and tg.tgname = 'change_event_insert' and not tg.tgisinternal order by 1`)
  ).map((r) => r.name);
const stampsOf = async (tables: string[]) => (await readStamps(t.db, tables)).split(',').map(Number);
const lastEventOf = (table: string) => countOf(sql`select coalesce(max(id), 0)::int as n from change_events where table_name = ${table} and id > 0`);

describe('the stamps (change_event_heads)', () => {
  it("are each table's latest committed change event, and a statement that changed no row moves none", async () => {
    const tables = await trackedTables();
    expect(tables.length).toBeGreaterThan(30);
    const before = await stampsOf(tables);
    for (const table of tables) {
      const [first] = await rows<{ name: string }>(sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position limit 1`);
      const [tbl, column] = [sql.identifier(table), sql.identifier(first!.name)];
      // No row changed, no answer changed: no event, and the stamp stays (docs/decisions.md).
      await t.db.execute(sql`insert into ${tbl} select * from ${tbl} where false`);
      await t.db.execute(sql`update ${tbl} set ${column} = ${column} where false`);
      await t.db.execute(sql`delete from ${tbl} where false`);
    }
    expect(await stampsOf(tables)).toEqual(before);
    const products = tables.indexOf('products');
    await send('product.create', 'shipper', { form: { identity: 'HEAD-01', name: 'Head Oil' } });
    const after = await stampsOf(tables);
    expect(after[products]).toBe(await lastEventOf('products'));
    expect(after[products]).toBeGreaterThan(Math.max(...before));
    for (const [i, table] of tables.entries()) if (table !== 'products' && after[i] !== before[i]) expect(after[i], table).toBe(await lastEventOf(table));
  });

  it('stay as they are when the events are pruned, and move with every write meanwhile', async () => {
    const tables = await trackedTables();
    const products = tables.indexOf('products');
    const before = await stampsOf(tables);
    const sc = orgs.shipper!.sc!;
    // Writes on products (12 by raw SQL, 4 through the API) and prunes of every event, at once.
    const rawWrites = 12;
    const apiWrites = 4;
    const work = () => {
      const all: Promise<unknown>[] = [];
      for (let i = 0; i < rawWrites; i++) {
        all.push(t.db.execute(sql`insert into products (shipment_company_id, identity, name) values (${sc}, ${`PAR-${i}`}, 'Parallel Oil')`));
        if (i % 3 === 0) all.push(pruneChangeEvents(t.db, 0));
        if (i % 3 === 1) all.push(send('product.create', 'shipper', { form: { identity: `PAR-API-${i}`, name: 'Parallel Oil' } }));
      }
      return Promise.all(all);
    };
    await exactAround(
      [L.products('shipper', rawWrites + apiWrites), L.products('lsp', rawWrites + apiWrites, search('Parallel Oil'), like('p.name', 'Parallel Oil')), L.vehicles('lsp', 0), L.users('admin', 0)],
      work,
    );
    const after = await stampsOf(tables);
    expect(after[products]).toBeGreaterThan(before[products]!);
    await pruneChangeEvents(t.db, 0);
    expect(await countOf(sql`select count(*)::int as n from change_events`)).toBe(0);
    expect(await stampsOf(tables)).toEqual(after);
    // After the prune, a write still moves its stamp and its totals.
    const id = await idOf(sql`select id from products where identity = 'PAR-0'`);
    await exactAround([L.products('shipper', -1), L.products('lsp', -1, search('Parallel Oil'), like('p.name', 'Parallel Oil'))], () => send('product.remove', 'shipper', { params: { id } }));
    expect((await stampsOf(['products']))[0]).toBeGreaterThan(after[products]!);
  });
});
