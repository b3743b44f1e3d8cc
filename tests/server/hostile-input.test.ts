// Hostile input, derived from the contract (not hand-listed): every call's path parameters, every
// field of every body (JSON and multipart) and every list and query parameter get values an attacker
// would send. Each must be refused with a 4xx naming the field, with the message the contract gives
// (and the one its JSON schema implies: a text's limit, a number's maximum, the control-characters
// text), in the caller's language (Indonesian here), never a 5xx, and nothing may be written (but
// the records of the exports the export calls served, by design). A call
// added to contract/ later is covered without touching this file; a call no demo account can make
// fails the suite instead of being left out.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listQuery, type CallDef } from '../../contract/lib.ts';
import { id as idCatalog, type MessageKey } from '../../contract/messages.ts';
import { nestFields } from '../../server/lib/multipart.ts';
import { expectError, multipart } from './harness.ts';
import {
  CONTROL_CHARS,
  ID_INVALID,
  bodyWith,
  calls,
  contractSays,
  isIdLeaf,
  isIndonesian,
  jsonSchemaOf,
  leaves,
  maxLengthOf,
  maximumOf,
  messagesOn,
  roleFor,
  signedInApp,
  tableCounts,
  tokenFor as tokenOf,
  tooLongText,
  validPath,
  type Leaf,
} from './contract-cases.ts';

const app = signedInApp();
let before: Record<string, number>;
/** A weighbridge API key: a machine's call checks its key before its body (docs/weighbridge.md). */
const machine: Record<string, string> = {};

beforeAll(async () => {
  const made = await app.t.call({ method: 'POST', url: '/v1/weight-bridge/api-keys', token: app.tokens.LOGISTIC_SERVICE_PROVIDER, payload: { name: 'Hostile input' } });
  machine['x-api-key'] = String(made.json().data.key);
  before = await countsBesideExports();
});

/**
 * The table counts, less what the export calls write by design: a served export call (a read, here
 * the geofence alerts' export, a list call) records its export in the LSP's Export files, a tracked
 * table (docs/exports.md). Everything else must stay as it was.
 */
async function countsBesideExports(): Promise<Record<string, number>> {
  const counts = await tableCounts(app.t);
  const res = (await app.t.db.execute(
    sql`select (select count(*) from export_files)::int as export_files, (select count(*) from change_events where table_name = 'export_files')::int as change_events, (select count(*) from change_event_heads where table_name = 'export_files')::int as change_event_heads`,
  )) as unknown as { rows: Record<string, number>[] };
  const exports = res.rows[0]!;
  return Object.fromEntries(Object.entries(counts).map(([name, n]) => [name, n - (exports[name] ?? 0)]));
}
/** The headers a call needs besides its token: a machine call's key. */
const keyFor = (def: CallDef) => (def.machine ? machine : {});

const tokenFor = (def: CallDef) => tokenOf(app.tokens, def);

describe('the suite covers every call', () => {
  it('every call of the contract can be made by a demo account', () => {
    expect(calls.filter((c) => roleFor(c.def) === undefined).map((c) => c.id)).toEqual([]);
  });
});

const idHeaders = { 'accept-language': 'id' };
const INVALID_INPUT = idCatalog.server.invalidInput;

/**
 * What the JSON schema alone says the refusal of `value` must contain: a text over its maxLength
 * says that limit, a text with a control character says so, a number over its maximum says it,
 * an id is "Invalid value.".
 */
function schemaSays(leaf: Leaf, value: unknown): unknown[] {
  if (isIdLeaf(leaf)) return [ID_INVALID];
  const said: unknown[] = [];
  const max = maxLengthOf(leaf);
  if (max !== undefined && typeof value === 'string' && value.length > max) said.push(tooLongText(max));
  // eslint-disable-next-line no-control-regex -- the values sent carry them on purpose
  if (max !== undefined && typeof value === 'string' && /[\u0000\u0007]/.test(value)) said.push(CONTROL_CHARS);
  // A number beyond the maximum (a whole-number field reads digits only: "1e308" is not one).
  const maximum = maximumOf(leaf);
  const n = typeof value === 'number' ? value : typeof value === 'string' && (!leaf.types.includes('integer') || /^\d+$/.test(value)) ? Number(value) : NaN;
  if (maximum !== undefined && Number.isFinite(n) && n > maximum) said.push(expect.stringContaining(String(maximum)));
  return said;
}

/** The refusal of one field: exactly the contract's messages, in Indonesian, with what the schema implies. */
function expectRefusedOn(errors: Record<string, string[]> | undefined, field: string, expected: string[], implied: unknown[]) {
  const got = messagesOn(errors, field);
  expect(got.length, `${field}: ${JSON.stringify(errors)}`).toBeGreaterThan(0);
  expect(got, field).toEqual(expected);
  expect(got.filter((m) => !isIndonesian(m)), field).toEqual([]);
  expect(got, field).toEqual(expect.arrayContaining(implied));
}

const NUL = 'CPO\u0000-01';
const BELL = 'Sawit\u0007';
const TEN_THOUSAND = 'x'.repeat(10_000);
/** Values no field of any type may take. */
const ALWAYS_HOSTILE: [string, unknown][] = [
  ['a NUL character', NUL],
  ['a control character', BELL],
  ['10,000 characters', TEN_THOUSAND],
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
const isNumeric = (leaf: Leaf) => leaf.types.some((x) => x === 'number' || x === 'integer') && !leaf.types.includes('string');

const bodyCalls = calls.filter((c) => c.def.body);
const cases = bodyCalls.flatMap(({ id, def }) =>
  // A free-form body (a record: the OsmAnd ingest's, read by the server as one of two shapes and
  // refused field by field there, tests/server/tracking.test.ts) has no declared field to aim at.
  leaves(jsonSchemaOf(def.body!)).filter((leaf) => leaf.path.length > 0).flatMap((leaf) => {
    const values = [...ALWAYS_HOSTILE, ...(isNumeric(leaf) ? NUMBER_HOSTILE : []), ...(leaf.types.includes('string') ? TEXT_HOSTILE : [])];
    return values.map(([what, value]) => ({ name: `${id} ${leaf.path.join('.')} = ${what}`, def, leaf, value }));
  }),
);

describe('every body field refuses hostile values (JSON)', () => {
  it('covers every call with a body', () => {
    expect(bodyCalls.length).toBeGreaterThan(40);
    expect(cases.length).toBeGreaterThan(500);
    // The schema speaks for at least half of them: limits, control characters, maxima, ids (an
    // instant's format, e.g. the weighbridge's times, is the contract's own verdict, not the schema's).
    // 45%: a number's type-garbage cases ("0x10", "NaN", objects) have no schema-implied message, and
    // the geofence bodies (coordinates, radius, dwell) are mostly numbers.
    expect(cases.filter((c) => schemaSays(c.leaf, c.value).length > 0).length).toBeGreaterThanOrEqual(cases.length * 0.45);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { def, leaf, value }) => {
    const payload = bodyWith(leaf.path, value) as object;
    const res = await app.t.call({ method: def.method, url: validPath(def), token: tokenFor(def), headers: idHeaders, payload });
    const field = leaf.path.join('.');
    expectRefusedOn(expectError(res, 422, INVALID_INPUT).errors, field, contractSays(def.body!, payload, field), schemaSays(leaf, value));
  });
});

/** A leaf as a multipart name: "licenses[0][license_number]", "feature_ids[]" for a list of values. */
const multipartName = (leaf: Leaf) => `${leaf.path[0]}${leaf.path.slice(1).map((k) => `[${k}]`).join('')}${leaf.types.includes('array') ? '[]' : ''}`;

const multipartCalls = calls.filter((c) => c.def.multipart);
const multipartCases = multipartCalls.flatMap(({ id, def }) =>
  leaves(jsonSchemaOf(def.body!)).flatMap((leaf) => {
    const values: [string, string][] = [['a NUL character', NUL], ['a control character', BELL], ['10,000 characters', TEN_THOUSAND]];
    if (isNumeric(leaf)) values.push(['"0x10"', '0x10'], ['"1e308"', '1e308'], ['"Infinity"', 'Infinity'], ['"12abc"', '12abc']);
    return values.map(([what, value]) => ({ name: `${id} ${multipartName(leaf)} = ${what}`, def, leaf, value }));
  }),
);

describe('every multipart field refuses hostile values, nested names included', () => {
  it('covers every multipart call and its nested fields', () => {
    expect(multipartCalls.length).toBeGreaterThan(8);
    expect(multipartCases.some((c) => multipartName(c.leaf) === 'licenses[0][license_number]')).toBe(true);
    expect(multipartCases.some((c) => multipartName(c.leaf) === 'suborders[0][products][0][quantity]')).toBe(true);
  });

  it.each(multipartCases.map((c) => [c.name, c] as const))('%s', async (_name, { def, leaf, value }) => {
    const name = multipartName(leaf);
    const form = multipart({ [name]: value });
    const res = await app.t.call({ method: def.method, url: validPath(def), token: tokenFor(def), payload: form.payload, headers: { ...form.headers, ...idHeaders } });
    const field = leaf.path.join('.');
    expectRefusedOn(expectError(res, 422, INVALID_INPUT).errors, field, contractSays(def.body!, nestFields({ [name]: value }), field), schemaSays(leaf, value));
  });
});

describe('JSON bodies with prototype keys', () => {
  it.each(bodyCalls.map((c) => [c.id, c.def] as const))('%s refuses __proto__ and constructor.prototype with 400', async (_id, def) => {
    for (const payload of ['{"__proto__": {"selfService": true}}', '{"constructor": {"prototype": {"ownId": "id"}}}', '{"a": [{"__proto__": {"b": 1}}]}']) {
      const res = await app.t.call({ method: def.method, url: validPath(def), token: tokenFor(def), headers: { 'content-type': 'application/json', ...idHeaders, ...keyFor(def) }, payload });
      expect(expectError(res, 400, INVALID_INPUT).errors, payload).toBeUndefined();
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

const paramCalls = calls.filter((c) => c.def.params);
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
        const res = await app.t.call({ method: def.method, url, token: tokenFor(def), headers: idHeaders, payload: def.method === 'GET' || def.method === 'DELETE' ? undefined : {} });
        // Refused by the contract (400), on that parameter, in the caller's language: never read as
        // another id (404 or 200) nor passed on to the database (422, 5xx).
        expect(expectError(res, 400, INVALID_INPUT).errors, `${url}: ${res.body}`).toEqual({ [name]: [ID_INVALID] });
      }
    }
  });
});

const isListCall = (def: CallDef) => def.method === 'GET' && Boolean((def.query as z.ZodObject | undefined)?.shape?.filter_keys);
const listCalls = calls.filter((c) => isListCall(c.def));
const listSchema = jsonSchemaOf(listQuery).properties!;
const SEARCH_MAX = listSchema.search_key!.maxLength!;

/** The Indonesian text of a server refusal, its values given (the list's own name is any). */
const serverText = (key: MessageKey, vars: Record<string, string> = {}) => {
  const [group, name] = key.split('.') as ['server', keyof typeof idCatalog.server];
  const text = idCatalog[group][name].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.replace(/%\\\{(\w+)\\\}/g, (_m, v: string) => (v in vars ? vars[v]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '.+'))}$`);
};

/**
 * List parameters beyond their edges: each refused with 400 naming the parameter, with the
 * contract's message or, for names the list does not have, the server's (a list without dates says so).
 */
const LIST_REFUSED: { param: string; query: Record<string, string>; server?: RegExp[] }[] = [
  { param: 'search_key', query: { search_key: NUL } },
  { param: 'search_key', query: { search_key: 'x'.repeat(SEARCH_MAX + 1) } },
  { param: 'filter_keys', query: { filter_keys: `a${NUL}` } },
  { param: 'filter_keys', query: { filter_columns: 'id', filter_keys: '1,2' }, server: [serverText('server.filterMismatch')] },
  { param: 'filter_columns', query: { filter_columns: 'no_such_column', filter_keys: 'x' }, server: [serverText('server.unknownColumn', { column: 'no_such_column' })] },
  { param: 'search_columns', query: { search_columns: 'password', search_key: 'x' }, server: [serverText('server.unknownColumn', { column: 'password' })] },
  { param: 'sort_column', query: { sort_column: 'no_such_column' }, server: [serverText('server.unknownColumn', { column: 'no_such_column' })] },
  { param: 'sort_column', query: { sort_column: `name${NUL}` } },
  { param: 'sort_type', query: { sort_type: 'sideways' } },
  ...['0', '-1', '1.5', '0x10', '1e308', '99999999999'].map((page) => ({ param: 'page', query: { page } })),
  ...['0', '-2', '1001', '0x10'].map((entries) => ({ param: 'entries', query: { entries } })),
  { param: 'filter_date_start', query: { filter_date_start: '+275760-09-13' } },
  { param: 'filter_date_start', query: { filter_date_start: '-271821-04-20' } },
  { param: 'filter_date_end', query: { filter_date_end: '99999-01-01' } },
  { param: 'filter_date_end', query: { filter_date_end: '2026-02-30' } },
  { param: 'filter_date_start', query: { filter_date_start: 'yesterday' } },
  {
    param: 'filter_date_column',
    query: { filter_date_column: 'no_such_date' },
    server: [serverText('server.unknownColumn', { column: 'no_such_date' }), serverText('server.noDateFilter')],
  },
];
const LIST_SERVED: Record<string, string>[] = [
  { search_key: '%_\\\'"; drop table users; --' },
  { search_key: 'x'.repeat(SEARCH_MAX) },
  { page: '1000000' },
  { entries: '1000' },
  { filter_date_start: '0001-01-01', filter_date_end: '9999-12-31' },
  { filter_date_start: '2024-02-29' },
  { sort_type: 'DESC' },
];

// entries=-1 is served only by the lists the spec asks whole: tests/server/list-all.test.ts.
describe('every list call takes its parameters at their edges', () => {
  it('covers the list calls', () => {
    expect(listCalls.length).toBeGreaterThan(15);
  });

  it.each(listCalls.map((c) => [c.id, c.def] as const))('%s refuses what is out of bounds, naming the parameter', async (_id, def) => {
    for (const { param, query, server } of LIST_REFUSED) {
      const res = await app.t.call({ method: 'GET', url: validPath(def), query, token: tokenFor(def), headers: idHeaders });
      const body = expectError(res, 400);
      const said = contractSays(listQuery, query, param);
      const got = messagesOn(body.errors, param);
      expect(got.length, `${JSON.stringify(query).slice(0, 60)}: ${res.body}`).toBe(1);
      expect(isIndonesian(got[0]!), got[0]).toBe(true);
      // Refused by the contract with its own message, or by the list with the server's.
      expect(got[0], JSON.stringify(query).slice(0, 60)).toMatch(said.length ? new RegExp(`^${said[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : new RegExp(server!.map((r) => r.source).join('|')));
    }
  });

  it('the contract speaks for the values it declares: the search limit, control characters', () => {
    expect(contractSays(listQuery, { search_key: 'x'.repeat(SEARCH_MAX + 1) }, 'search_key')).toEqual([tooLongText(SEARCH_MAX)]);
    expect(contractSays(listQuery, { search_key: NUL }, 'search_key')).toEqual([CONTROL_CHARS]);
  });

  it.each(listCalls.map((c) => [c.id, c.def] as const))('%s serves what is within bounds', async (_id, def) => {
    for (const [query, tz] of LIST_SERVED.flatMap((q) => ['420', '-600', '0'].map((tz) => [q, tz] as const))) {
      const res = await app.t.call({ method: 'GET', url: validPath(def), query, token: tokenFor(def), headers: { 'timezone-offset': tz } });
      // A list without dates says so, on the parameter; every other edge is served.
      if (res.statusCode === 400 && 'filter_date_start' in query) expect(expectError(res, 400, /cannot be filtered by date/).errors).toEqual({ filter_date_start: [expect.stringMatching(/cannot be filtered by date/)] });
      // An export call answers its file, or 202 when its job takes longer than it waits (docs/exports.md).
      else expect(res.statusCode === 202 && def.file ? 200 : res.statusCode, `${JSON.stringify(query).slice(0, 60)}: ${res.body.slice(0, 300)}`).toBe(200);
    }
  });
});

const queryCalls = calls.filter((c) => c.def.query && !isListCall(c.def));

describe('every other query parameter refuses hostile text', () => {
  it.each(queryCalls.map((c) => [c.id, c.def] as const))('%s', async (_id, def) => {
    const shape = jsonSchemaOf(def.query!).properties!;
    for (const [name, schema] of Object.entries(shape)) {
      const leaf: Leaf = { path: [name], variants: schema.anyOf ?? [schema], types: [String(schema.type)] };
      for (const value of [NUL, 'x'.repeat(5000)]) {
        const res = await app.t.call({ method: 'GET', url: validPath(def), query: { [name]: value }, token: tokenFor(def), headers: idHeaders });
        expectRefusedOn(expectError(res, 400, INVALID_INPUT).errors, name, contractSays(def.query!, { [name]: value }, name), schemaSays(leaf, value));
      }
    }
  });
});

describe('after all of it', () => {
  it('nothing was written and no prototype was touched', async () => {
    expect(await countsBesideExports()).toEqual(before);
    const kinds = (await app.t.db.execute(sql`select distinct kind from export_files`)) as unknown as { rows: { kind: string }[] };
    for (const { kind } of kinds.rows) expect(kind).toBe('GEOFENCE_ALERTS');
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
