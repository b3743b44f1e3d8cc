// The search condition planList writes (server/lib/list.ts): a key of one or two characters on a
// column with a short-grams index is asked of that index (tests/server/short-search.test.ts checks
// the index serves exactly this condition); longer keys and index walks are not.
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listDecl, listQuery } from '../../../contract/lib.ts';
import { orders, shipmentCompanies, shipments } from '../../../server/db/schema/index.ts';
import { col, planList } from '../../../server/lib/list.ts';

const dialect = new PgDialect();
const decl = listDecl({ search: ['identity', 'company'], defaultSearch: ['identity'], sort: ['identity'], defaultSort: { column: 'identity', type: 'asc' }, filter: [], defaultEntries: 9 });
const columns = { identity: col(orders.identity), company: col(shipmentCompanies.name) };
const plan = (query: Record<string, string>) => {
  const p = planList(decl, columns, listQuery.parse(query), { what: 'order', idColumn: orders.id, tzOffsetMinutes: 0, grams: { identity: true, company: true } });
  const text = (w: typeof p.where) => (w ? dialect.sqlToQuery(w).sql : '');
  return { where: text(p.where), walk: text(p.walkWhere) };
};
const GRAMS = 'lsi_short_grams(("orders"."identity")::text) @> lsi_short_grams($';

describe('a contains search on a column with a short-grams index', () => {
  it.each(['7', 'ab', ' x '])('asks the index for a key of one or two characters (%j), then checks the key', (key) => {
    const { where, walk } = plan({ search_key: key });
    expect(where).toContain(GRAMS);
    expect(where).toMatch(/\(\("orders"\."identity"\)::text \|\| ''\) I?LIKE \$/);
    // Walking a sort index the condition is evaluated row by row: without the grams there.
    expect(walk).not.toContain('lsi_short_grams');
    expect(walk).toMatch(/ I?LIKE \$/);
  });

  it('leaves a short key to ILIKE when the column\'s values mostly contain it (no grams hint)', () => {
    const p = planList(decl, columns, listQuery.parse({ search_key: '0' }), { what: 'order', idColumn: orders.id, tzOffsetMinutes: 0 });
    expect(dialect.sqlToQuery(p.where!).sql).not.toContain('lsi_short_grams');
  });

  it('leaves keys of three characters and more to the trigram index', () => {
    expect(plan({ search_key: 'abc' }).where).not.toContain('lsi_short_grams');
  });

  it('leaves columns without such an index alone', () => {
    const { where } = plan({ search_key: 'ab', search_columns: 'company' });
    expect(where).not.toContain('lsi_short_grams');
    expect(where).toContain('ILIKE');
  });

  it('writes the same condition for matching and walking when there is no search', () => {
    const { where, walk } = plan({});
    expect(walk).toBe(where);
  });
});

describe('a short key over several columns', () => {
  const decl2 = listDecl({ search: ['identity', 'shipment', 'company'], defaultSearch: ['identity', 'shipment'], sort: ['identity'], defaultSort: { column: 'identity', type: 'asc' }, filter: [], defaultEntries: 9 });
  const columns2 = { identity: col(orders.identity), shipment: col(shipments.identity), company: col(shipmentCompanies.name) };
  const where = (query: Record<string, string>, grams: Record<string, boolean>) =>
    dialect.sqlToQuery(planList(decl2, columns2, listQuery.parse(query), { what: 'order', idColumn: orders.id, tzOffsetMinutes: 0, grams }).where!).sql;

  it('asks every column\'s index at once, apart from the contains tests (never grams and a match per column)', () => {
    const text = where({ search_key: '31' }, { identity: true, shipment: true });
    expect(text).toMatch(/^\(\(lsi_short_grams\(\("orders"\."identity"\)::text\) @> lsi_short_grams\(\$1\) or lsi_short_grams\(\("shipments"\."identity"\)::text\) @> lsi_short_grams\(\$2\)\) and \(.* LIKE \$3 or .* LIKE \$4\)\)$/);
  });

  it('asks no index when one of the columns has none, or is not to be asked', () => {
    expect(where({ search_key: '31', search_columns: 'identity,company' }, { identity: true, company: true })).not.toContain('lsi_short_grams');
    expect(where({ search_key: '31' }, { identity: true, shipment: false })).not.toContain('lsi_short_grams');
  });
});
