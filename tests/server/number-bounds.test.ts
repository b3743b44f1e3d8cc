// Numbers at their edges, derived from the contract: every numeric leaf of every body takes its
// maximum (accepted, or refused for another reason: never a 5xx, never on that field) and refuses
// the next value up, on the field, saying the limit. The maxima are the database's: every numeric
// column has one of the sizes contract/fields.ts declares, in the schema and after the migrations.
// Every decimal leaf declares one of those columns (its step and maximum) and refuses a value with
// more decimals than the column keeps, which it would round (issue 20 §3).
import { getTableConfig, PgNumeric, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECIMAL_COLUMNS, decimalMax, decimalStep, tooManyDecimals, type DecimalColumn } from '../../contract/fields.ts';
import { translate } from '../../contract/messages.ts';
import * as schema from '../../server/db/schema/index.ts';
import { ID_INVALID, bodyWith, calls, isIdLeaf, isIndonesian, jsonSchemaOf, leaves, maximumOf, messagesOn, signedInApp, tokenFor, validPath, type Leaf } from './contract-cases.ts';

const app = signedInApp();

const SIZES = Object.values(DECIMAL_COLUMNS).map(({ precision, scale }) => ({ precision, scale }));
type Numeric = { precision?: number; scale?: number };
const sizeOf = (c: Numeric) => ({ precision: c.precision, scale: c.scale });

describe('numeric columns have the sizes the contract declares', () => {
  it('every numeric column of the database, as migrated, is its schema declaration and one of DECIMAL_COLUMNS', async () => {
    const res = (await app.t.db.execute(
      sql`select table_name, column_name, numeric_precision, numeric_scale from information_schema.columns where table_schema = 'public' and data_type = 'numeric' order by 1, 2`,
    )) as unknown as { rows: { table_name: string; column_name: string; numeric_precision: number; numeric_scale: number }[] };
    const migrated = Object.fromEntries(res.rows.map((r) => [`${r.table_name}.${r.column_name}`, { precision: Number(r.numeric_precision), scale: Number(r.numeric_scale) }]));
    const declared = Object.fromEntries(
      (Object.values(schema) as unknown[])
        .filter((x): x is PgTable => x instanceof PgTable)
        .flatMap((table) => getTableConfig(table).columns.filter((c) => c instanceof PgNumeric).map((c) => [`${getTableConfig(table).name}.${c.name}`, sizeOf(c as Numeric)])),
    );
    expect(Object.keys(migrated).length).toBeGreaterThan(20);
    expect(migrated).toEqual(declared);
    expect(Object.entries(migrated).filter(([, size]) => !SIZES.some((s) => s.precision === size.precision && s.scale === size.scale))).toEqual([]);
  });

  it('the contract bounds quantities and lengths by those columns', () => {
    expect(decimalMax(DECIMAL_COLUMNS.QUANTITY)).toBe(99_999_999_999.999);
    expect(decimalMax(DECIMAL_COLUMNS.DIMENSION)).toBe(99_999_999.99);
    const maxima = new Set(numericCases.map((c) => maximumOf(c.leaf)));
    for (const column of [DECIMAL_COLUMNS.QUANTITY, DECIMAL_COLUMNS.DIMENSION]) expect(maxima).toContain(decimalMax(column));
  });
});

/** The next value a field could hold above `max`: one unit of its last decimal (1 for a whole number). */
function nextUp(max: number): number {
  const decimals = String(max).split('.')[1]?.length ?? 0;
  return Number((max + 10 ** -decimals).toFixed(decimals));
}

const isNumeric = (leaf: Leaf) => isIdLeaf(leaf) || leaf.variants.some((v) => v.type === 'number' || v.type === 'integer');
/** The largest value of a leaf: its maximum, or the largest id. */
const largest = (leaf: Leaf) => maximumOf(leaf) ?? leaf.variants.flatMap((v) => [v.maximum, v.items?.maximum]).find((m) => m !== undefined)!;
/** The value as the leaf takes it: a list of ids as a list. */
const asSent = (leaf: Leaf, n: number) => (leaf.types.includes('array') ? [n] : n);

const numericCases = calls
  .filter((c) => c.def.body)
  .flatMap(({ id, def }) => leaves(jsonSchemaOf(def.body!)).filter(isNumeric).map((leaf) => ({ name: `${id} ${leaf.path.join('.')}`, def, leaf })));

describe('every number of every body at its maximum and one step above', () => {
  it('covers every numeric field, each with a maximum', () => {
    expect(numericCases.length).toBeGreaterThan(100);
    expect(numericCases.filter((c) => largest(c.leaf) === undefined).map((c) => c.name)).toEqual([]);
  });

  it.each(numericCases.map((c) => [c.name, c] as const))('%s', async (_name, { def, leaf }) => {
    const field = leaf.path.join('.');
    const send = (n: number) =>
      app.t.call({ method: def.method, url: validPath(def), token: tokenFor(app.tokens, def), headers: { 'accept-language': 'id' }, payload: bodyWith(leaf.path, asSent(leaf, n)) as object });
    const max = largest(leaf);

    const atMax = await send(max);
    expect(atMax.statusCode, atMax.body).toBeLessThan(500);
    expect(messagesOn(atMax.statusCode >= 400 ? atMax.json().errors : {}, field), atMax.body).toEqual([]);

    const above = await send(nextUp(max));
    expect(above.statusCode, above.body).toBe(422);
    const said = messagesOn(above.json().errors, field);
    expect(said.length, above.body).toBeGreaterThan(0);
    expect(said.filter((m) => !isIndonesian(m))).toEqual([]);
    // An id is "Invalid value."; any other number says its limit.
    expect(said).toEqual(expect.arrayContaining([isIdLeaf(leaf) ? ID_INVALID : expect.stringContaining(String(max))]));
  });
});

/** Coordinates are double precision columns: any decimals. Every other decimal field has a numeric column. */
const COORDINATES = ['latitude', 'longitude'];
const decimalCases = calls
  .filter((c) => c.def.body)
  .flatMap(({ id, def }) =>
    leaves(jsonSchemaOf(def.body!))
      .filter((leaf) => leaf.types.includes('number') && !COORDINATES.includes(String(leaf.path.at(-1))))
      .map((leaf) => ({ name: `${id} ${leaf.path.join('.')}`, def, leaf })),
  );
/**
 * The column a decimal leaf declares: its step (multipleOf) is that of one of DECIMAL_COLUMNS and its
 * maximum that column's, or tighter (a weighbridge weight no truck carries, a percentage: contract/weighbridge.ts).
 */
const columnOf = (leaf: Leaf): DecimalColumn | undefined => {
  const v = leaf.variants.find((x) => x.type === 'number');
  return Object.values(DECIMAL_COLUMNS).find((c) => v?.multipleOf === decimalStep(c) && v.maximum !== undefined && v.maximum <= decimalMax(c));
};
/** 0.001 as a form or a sheet writes it in Indonesian: "0,001". */
const withComma = (n: number) => String(n).replace('.', ',');

describe('every decimal field at its column\'s scale', () => {
  it('covers every decimal field of every body and import row, each declaring its column', () => {
    expect(decimalCases.length).toBeGreaterThan(30);
    expect(decimalCases.some((c) => c.name.includes('/v1/order/bulk-import data.0.quantity'))).toBe(true);
    expect(decimalCases.filter((c) => !columnOf(c.leaf)).map((c) => c.name)).toEqual([]);
  });

  it.each(decimalCases.map((c) => [c.name, c] as const))('%s', async (_name, { def, leaf }) => {
    const column = columnOf(leaf)!;
    const field = leaf.path.join('.');
    const send = (v: unknown) =>
      app.t.call({ method: def.method, url: validPath(def), token: tokenFor(app.tokens, def), headers: { 'accept-language': 'id' }, payload: bodyWith(leaf.path, v) as object });
    // The column's smallest step, as a number and as decimal text: not refused on the field.
    for (const v of [decimalStep(column), withComma(decimalStep(column))]) {
      const res = await send(v);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(messagesOn(res.statusCode >= 400 ? res.json().errors : {}, field), `${JSON.stringify(v)}: ${res.body}`).toEqual([]);
    }
    // One more decimal, as a number, as text with a decimal comma, in exponent form: refused, saying the limit.
    const finer = 10 ** -(column.scale + 1);
    for (const v of [finer, withComma(finer), `1e-${column.scale + 1}`]) {
      const res = await send(v);
      expect(res.statusCode, res.body).toBe(422);
      expect(messagesOn(res.json().errors, field), `${JSON.stringify(v)}: ${res.body}`).toEqual([translate('id', tooManyDecimals(column))]);
    }
  });
});
