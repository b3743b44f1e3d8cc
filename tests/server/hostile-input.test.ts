// Hostile input, derived from the contract (not hand-listed): every call's path parameters, every
// field of every body (JSON and multipart) and every list parameter get values an attacker would
// send. Each must be refused with a 4xx naming the field, in the caller's language, never a 5xx,
// and nothing may be written. A call added to contract/ later is covered without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { contract } from '../../contract/index.ts';
import type { CallDef, Role } from '../../contract/lib.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
const ACCOUNTS: Partial<Record<Role, string>> = {
  ADMIN: 'admin@lsi.test',
  LOGISTIC_SERVICE_PROVIDER: 'lsp@lsi.test',
  SHIPMENT_COMPANY: 'shipper@lsi.test',
  VENDOR: 'vendor@lsi.test',
};
let before: Record<string, number>;

/** Rows per table: what "nothing was written" is checked against (sign-in bookkeeping aside). */
async function tableCounts(): Promise<Record<string, number>> {
  const res = (await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of res.rows) {
    if (['sessions', 'login_attempts'].includes(name)) continue;
    const r = (await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as { rows: { n: number }[] };
    counts[name] = r.rows[0]!.n;
  }
  return counts;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const [role, email] of Object.entries(ACCOUNTS)) tokens[role as Role] = await t.login(email);
  before = await tableCounts();
});
afterAll(() => t?.close());

const calls = Object.entries(contract).flatMap(([group, defs]) =>
  Object.entries(defs as Record<string, CallDef>).map(([name, def]) => ({ id: `${group}.${name} ${def.method} ${def.path}`, def })),
);

/** A role the call admits that has a demo account; null for public calls. */
function roleFor(def: CallDef): Role | null | undefined {
  if (def.access === 'public') return null;
  const roles = def.access === 'signed-in' ? (['LOGISTIC_SERVICE_PROVIDER'] as const) : def.access;
  return roles.find((r) => ACCOUNTS[r]);
}
/** Calls this file can make: public ones and those of a role with a demo account. */
const callable = (def: CallDef) => roleFor(def) !== undefined;
const tokenFor = (def: CallDef) => (roleFor(def) ? tokens[roleFor(def)!] : undefined);

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[] };
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A path whose parameters the contract accepts (ids as 1, enums as their first value). */
function validPath(def: CallDef): string {
  const shape = (def.params as z.ZodObject | undefined)?.shape ?? {};
  return def.path.replace(/:(\w+)/g, (_, name: string) => {
    const s = jsonSchemaOf(shape[name] as z.ZodType);
    return String(s.enum?.[0] ?? '1');
  });
}

/** Every leaf of a body: its path (as the error names it) and its JSON type. Files are left to multipart.test.ts. */
function leaves(s: JsonSchema, path: (string | number)[] = []): { path: (string | number)[]; types: string[] }[] {
  const variants = s.anyOf ?? [s];
  const object = variants.find((v) => v.properties);
  if (object) return Object.entries(object.properties!).flatMap(([k, v]) => leaves(v, [...path, k]));
  const array = variants.find((v) => v.items && (v.items.properties || v.items.anyOf?.some((x) => x.properties)));
  if (array) return leaves(array.items!, [...path, 0]);
  const types = variants.flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : []));
  return types.length ? [{ path, types }] : [];
}

/** The errors name the field, or an item of it ("name.0" for a list of names). */
const onField = (errors: Record<string, string[]> | undefined, field: string) => Object.keys(errors ?? {}).some((k) => k === field || k.startsWith(`${field}.`));

/** The body with one value at a path ({products: [{name: v}]}). */
function bodyWith(path: (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);
}

const NUL = 'CPO\u0000-01';
const BELL = 'Sawit\u0007';
const HUGE = 'x'.repeat(100_000);
/** Values no field of any type may take. */
const ALWAYS_HOSTILE: [string, unknown][] = [
  ['a NUL character', NUL],
  ['a control character', BELL],
  ['100,000 characters', HUGE],
];
/** Values no number field may take (text fields may hold "0x10" as text). */
const NUMBER_HOSTILE: [string, unknown][] = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['"0x10"', '0x10'],
  ['"1e400"', '1e400'],
  ['"NaN"', 'NaN'],
  ['an object', { __proto__: { polluted: true } }],
  ['a list', [1, 2]],
];
/** Values no text field may take as JSON. */
const TEXT_HOSTILE: [string, unknown][] = [
  ['an object', { toString: 'x' }],
  ['a list', ['a']],
];

const bodyCalls = calls.filter((c) => c.def.body && callable(c.def));
const cases = bodyCalls.flatMap(({ id, def }) =>
  leaves(jsonSchemaOf(def.body!))
    .filter((leaf) => !(leaf.types.length === 0))
    .flatMap((leaf) => {
      const numeric = leaf.types.some((x) => x === 'number' || x === 'integer') && !leaf.types.includes('string');
      const text = leaf.types.includes('string');
      const values = [...ALWAYS_HOSTILE, ...(numeric ? NUMBER_HOSTILE : []), ...(text ? TEXT_HOSTILE : [])];
      return values.map(([what, value]) => ({ name: `${id} ${leaf.path.join('.')} = ${what}`, def, leaf, value }));
    }),
);

describe('every body field refuses hostile values (JSON)', () => {
  it('covers every call with a body', () => {
    expect(bodyCalls.length).toBeGreaterThan(40);
    expect(cases.length).toBeGreaterThan(500);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { def, leaf, value }) => {
    const res = await t.call({
      method: def.method,
      url: validPath(def),
      token: tokenFor(def),
      headers: { 'accept-language': 'id' },
      payload: bodyWith(leaf.path, value) as object,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = expectError(res, res.statusCode);
    // Refused by the contract, on the field itself (or an item of it), in the caller's language.
    expect(onField(body.errors, leaf.path.join('.')), res.body).toBe(true);
    expect(body.message).toBe('Data yang dikirim tidak valid.');
  });
});

const multipartCalls = calls.filter((c) => c.def.multipart && callable(c.def));
const multipartCases = multipartCalls.flatMap(({ id, def }) =>
  leaves(jsonSchemaOf(def.body!))
    .filter((leaf) => leaf.path.length === 1)
    .flatMap((leaf) => {
      const numeric = leaf.types.some((x) => x === 'number' || x === 'integer') && !leaf.types.includes('string');
      const values: [string, string][] = [['a NUL character', NUL], ['a control character', BELL], ['100,000 characters', HUGE.slice(0, 15_000)]];
      if (numeric) values.push(['"0x10"', '0x10'], ['"1e308"', '1e308'], ['"Infinity"', 'Infinity'], ['"12abc"', '12abc']);
      return values.map(([what, value]) => ({ name: `${id} ${leaf.path[0]} = ${what}`, def, field: String(leaf.path[0]), value }));
    }),
);

describe('every multipart field refuses hostile values', () => {
  it('covers every multipart call', () => {
    expect(multipartCalls.length).toBeGreaterThan(8);
  });

  it.each(multipartCases.map((c) => [c.name, c] as const))('%s', async (_name, { def, field, value }) => {
    const form = multipart({ [field]: value });
    const res = await t.call({ method: def.method, url: validPath(def), token: tokenFor(def), payload: form.payload, headers: form.headers });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = expectError(res, res.statusCode);
    expect(onField(body.errors, field), res.body).toBe(true);
  });
});

describe('JSON bodies with prototype keys', () => {
  it.each(bodyCalls.filter((c) => !c.def.multipart).map((c) => [c.id, c.def] as const))('%s refuses __proto__ and constructor.prototype', async (_id, def) => {
    for (const payload of ['{"__proto__": {"selfService": true}}', '{"constructor": {"prototype": {"ownId": "id"}}}']) {
      const res = await t.call({ method: def.method, url: validPath(def), token: tokenFor(def), headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

const paramCalls = calls.filter((c) => c.def.params && callable(c.def));
/**
 * Path values that are not ids: other notations JavaScript's Number() would read ("0x10" is 16,
 * "+12" and " 12" are 12), out of range, not a whole number, injected text. Ids are digits only.
 */
const BAD_IDS = ['0x10', '1e3', '+12', '%2012', '12%20', '%0912', '-1', '0', '1.5', '2147483648', '99999999999', '%00', 'Infinity', '1%20OR%201=1'];

/** The path with `bad` as the parameter `name` and valid values for the others. */
const pathWith = (def: CallDef, name: string, bad: string) => validPath({ ...def, path: def.path.replace(`:${name}`, bad) });

describe('every path parameter refuses what is not an id', () => {
  it.each(paramCalls.map((c) => [c.id, c.def] as const))('%s', async (_id, def) => {
    const names = Object.keys((def.params as z.ZodObject).shape);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      for (const bad of BAD_IDS) {
        const url = pathWith(def, name, bad);
        const res = await t.call({ method: def.method, url, token: tokenFor(def), headers: { 'accept-language': 'id' }, payload: def.method === 'GET' || def.method === 'DELETE' ? undefined : {} });
        // Refused by the contract (400), on that parameter, in the caller's language: never read as
        // another id (404 or 200) nor passed on to the database (422, 5xx).
        expect(expectError(res, 400, 'Data yang dikirim tidak valid.').errors, `${url}: ${res.body}`).toEqual({ [name]: ['Nilai tidak valid.'] });
      }
    }
  });
});

const isListCall = (def: CallDef) => def.method === 'GET' && Boolean((def.query as z.ZodObject | undefined)?.shape?.filter_keys);
const listCalls = calls.filter((c) => isListCall(c.def) && callable(c.def));

/** List parameters at and beyond their edges: each must be refused with 400 naming the parameter, or served. */
const LIST_REFUSED: [string, string][] = [
  ['search_key', NUL],
  ['search_key', 'x'.repeat(201)],
  ['filter_keys', `a${NUL}`],
  ['filter_columns', 'no_such_column'],
  ['sort_column', 'no_such_column'],
  ['sort_column', `name${NUL}`],
  ['sort_type', 'sideways'],
  ['page', '0'],
  ['page', '-1'],
  ['page', '1.5'],
  ['page', '0x10'],
  ['page', '1e308'],
  ['page', '99999999999'],
  ['entries', '0'],
  ['entries', '-2'],
  ['entries', '1001'],
  ['entries', '0x10'],
  ['filter_date_start', '+275760-09-13'],
  ['filter_date_start', '-271821-04-20'],
  ['filter_date_end', '99999-01-01'],
  ['filter_date_end', '2026-02-30'],
  ['filter_date_start', 'yesterday'],
  ['filter_date_column', 'no_such_date'],
];
const LIST_SERVED: Record<string, string>[] = [
  { search_key: '%_\\\'"; drop table users; --' },
  { search_key: 'x'.repeat(200) },
  { page: '1000000' },
  { entries: '1000' },
  { entries: '-1' },
  { filter_date_start: '0001-01-01', filter_date_end: '9999-12-31' },
  { filter_date_start: '2024-02-29' },
  { sort_type: 'DESC' },
];

describe('every list call takes its parameters at their edges', () => {
  it('covers the list calls', () => {
    expect(listCalls.length).toBeGreaterThan(15);
  });

  it.each(listCalls.map((c) => [c.id, c.def] as const))('%s refuses what is out of bounds', async (_id, def) => {
    for (const [param, value] of LIST_REFUSED) {
      const res = await t.call({ method: 'GET', url: validPath(def), query: { [param]: value }, token: tokenFor(def), headers: { 'accept-language': 'id' } });
      expect(res.statusCode, `${param}=${value.slice(0, 40)}: ${res.body}`).toBe(400);
      expectError(res, 400);
    }
  });

  it.each(listCalls.map((c) => [c.id, c.def] as const))('%s serves what is within bounds', async (_id, def) => {
    for (const [query, tz] of LIST_SERVED.flatMap((q) => ['420', '-600', '0'].map((tz) => [q, tz] as const))) {
      const res = await t.call({ method: 'GET', url: validPath(def), query, token: tokenFor(def), headers: { 'timezone-offset': tz } });
      // A list without dates says so; every other edge is served.
      if (res.statusCode === 400 && 'filter_date_start' in query) expectError(res, 400, /cannot be filtered by date/);
      else expect(res.statusCode, `${JSON.stringify(query).slice(0, 60)}: ${res.body.slice(0, 300)}`).toBe(200);
    }
  });
});

const queryCalls = calls.filter((c) => c.def.query && !isListCall(c.def) && callable(c.def));

describe('every other query parameter refuses hostile text', () => {
  it.each(queryCalls.map((c) => [c.id, c.def] as const))('%s', async (_id, def) => {
    for (const name of Object.keys((def.query as z.ZodObject).shape)) {
      for (const value of [NUL, 'x'.repeat(5000)]) {
        const res = await t.call({ method: 'GET', url: validPath(def), query: { [name]: value }, token: tokenFor(def) });
        expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('after all of it', () => {
  it('nothing was written and no prototype was touched', async () => {
    expect(await tableCounts()).toEqual(before);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
