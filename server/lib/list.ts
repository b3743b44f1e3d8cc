// The list conventions (spec 2 §7, §9), once for every list:
// search_columns + search_key (case-insensitive contains), sort_column + sort_type,
// filter_columns + filter_keys (comma lists; a repeated column means "any of"),
// filter_date_column/start/end (dates in the caller's timezone), page, entries (-1 = all).
// Only columns a list declares may be named; anything else is a 400 with a message, on the parameter.
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { listDate, MAX_ENTRIES, type ListDecl, type ListMeta, type ListQuery } from '../../contract/lib.ts';
import { readDecimal } from '../../contract/fields.ts';
import { messageRef, type MessageCatalog, type MessageKey } from '../../contract/messages.ts';
import { badRequest, HttpError } from './errors.ts';
import type { Db } from '../db/open.ts';
import type { Counts, Stamps } from './count-cache.ts';
import { afterCursor, decodeCursor, encodeCursor, sortKeyText, type ColType, type ListColumn, type ListCursor } from './list-cursor.ts';
import { arrayOf } from './values.ts';
import { anyOf, runPrepared, type Preparable } from './prepared.ts';
import { commonInSample, containsLedBy, leadingWord, likeFor } from './search-words.ts';
import { Column, getTableName, is } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hasShortGrams } from '../db/schema/search.ts';

export type { ColType, ListColumn } from './list-cursor.ts';

/** A list's name in messages: every list has one in both languages (contract/messages-*.ts `list`). */
export type ListName = keyof MessageCatalog['list'];
export type ColumnMap<C extends string> = Record<C, ListColumn>;

const TYPE_OF: Record<string, ColType> = { number: 'int', string: 'text', date: 'date', boolean: 'bool', bigint: 'int' };

/** A table column; numeric(…) columns are declared as strings by drizzle, so say 'number' for them. */
export function col(c: AnyColumn, type?: ColType): ListColumn {
  const dataType = (c as unknown as { dataType: string }).dataType;
  return { expr: c, type: type ?? TYPE_OF[dataType] ?? 'text' };
}
export const expr = (e: SQL, type: ColType = 'text'): ListColumn => ({ expr: e, type });

/**
 * A text drawn from related rows (a shipment's orders, an order's shipments): `value` over the rows
 * `from` names (`from … where <joined to the listed row>`). Sorted by their values joined; searched
 * by an `exists` over them, which the planner joins instead of a subquery per listed row.
 */
export const related = (from: SQL, value: SQL): ListColumn => ({
  ...expr(sql`(select string_agg(${value}, ' ') ${from})`),
  matches: (pattern) => sql`exists (select 1 ${from} and ${value} ilike ${pattern})`,
});

export interface ListPlan {
  where: SQL | undefined;
  /** The rows after the cursor, when one is given. */
  after: SQL | undefined;
  /** The rows of the page: `where` and `after` (`where` alone counts the total). */
  pageWhere: SQL | undefined;
  /**
   * The same rows as `where` for walking a sort index: without the short-grams condition, which is
   * cheap from its index and costly row by row (see `containsCondition`).
   */
  walkWhere: SQL | undefined;
  /** `walkWhere` after the cursor. */
  pageWalkWhere: SQL | undefined;
  /** A search_key narrows the list (its matches are found by their own index, see answerList). */
  searching: boolean;
  /** A search that matches too many rows to gather them all first (see `searchPage`). */
  broad: boolean;
  orderBy: SQL[];
  /** undefined = all rows */
  limit: number | undefined;
  offset: number;
  page: number;
  entries: number;
  /** The list is read page after page (`ListDecl.cursor`): its pages carry `next_cursor`. */
  keyset?: { sort: string; direction: 'asc' | 'desc'; column: ListColumn; from: ListCursor | undefined };
}

interface PlanOptions {
  /** Name of the list for messages ("order"). */
  what: ListName;
  /** Tenant and fixed conditions, AND-ed with the caller's filters. */
  scope?: SQL;
  /** Stable tie-breaker so pages never overlap. */
  idColumn: AnyColumn;
  tzOffsetMinutes: number;
  /** Per searched column, the word of the key its search is led by (lib/search-words.ts). */
  leads?: Partial<Record<string, string>>;
  /** The searched columns whose short-grams index is to find a short key's matches (see `hintsOf`). */
  grams?: Partial<Record<string, boolean>>;
  /** The key is in more than a fifth of every searched column's sampled values (see `hintsOf`). */
  broad?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The ILIKE pattern of a case-insensitive "contains" search for `text` (its %, _ and \\ taken literally). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * 400 on a list parameter: the reason is the message, and the parameter is named in the errors.
 * `what`: the list, named in the caller's language (its catalog name, never its code name).
 */
const refusedParam = (param: string, key: MessageKey, vars: Record<string, string> = {}, what?: ListName) =>
  new HttpError(400, key, vars, { [param]: [messageRef(key, vars)] }, what ? { what: `list.${what}` as MessageKey } : {});

function checkName<C extends string>(name: string, allowed: readonly C[], what: ListName, param: string): C {
  if (!(allowed as readonly string[]).includes(name)) throw refusedParam(param, 'server.unknownColumn', { column: name }, what);
  return name as C;
}

/** A filter_keys value read as its column's type. */
function parseValue(value: string, type: ColType, tz: number): unknown {
  switch (type) {
    case 'int':
      if (!/^-?\d{1,9}$/.test(value)) throw refusedParam('filter_keys', 'server.badNumber', { value });
      return Number(value);
    case 'number': {
      const n = readDecimal(value);
      if (typeof n !== 'number' || !Number.isFinite(n)) throw refusedParam('filter_keys', 'server.badNumber', { value });
      return String(n);
    }
    case 'bool':
      return value === 'true' || value === '1';
    case 'date':
      if (!listDate().safeParse(value).success) throw refusedParam('filter_keys', 'server.badDate', { value });
      return localDayStart(value, tz);
    default:
      return value;
  }
}

/** The first and last instants a list date can name (year 1 to the end of 9999 UTC). */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

const isDayOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * "2026-11-22" in the caller's zone -> the UTC instant of its midnight; ISO instants pass through.
 * Only what the contract's list date allows (a real day, a 4-digit year) is read.
 */
export function localDayStart(value: string, tzOffsetMinutes: number): Date {
  if (!listDate().safeParse(value).success) throw badRequest('server.badDate', { value });
  const d = isDayOnly(value) ? new Date(Date.parse(`${value}T00:00:00Z`) - tzOffsetMinutes * 60_000) : new Date(value);
  if (Number.isNaN(d.getTime())) throw badRequest('server.badDate', { value });
  return d;
}

/** A key this short has no trigram: its matches come from the short-grams index when the column has one. */
const SHORT_KEY = 2;

const isShortKey = (key: string) => [...key].length <= SHORT_KEY;
const hasGramsIndex = (e: ListColumn['expr']): e is AnyColumn => is(e, Column) && hasShortGrams(getTableName(e.table), e.name);

/**
 * The search of `key` over some columns (case-insensitive "contains"). A short key searched only in
 * columns with a short-grams index (db/schema/search.ts), each of whose hints says so, is asked of
 * those indexes first: every character and pair of characters of the key is one of a value's that
 * contains it, so "some column's grams hold the key's" keeps every match, and the contains test
 * then decides on what the indexes found. The two are written apart, `(grams or grams ...) and
 * (match or match ...)`: the first is answered by the indexes (a BitmapOr) and left there, so the
 * grams are never computed row by row, which an OR of `(grams and match)` pairs did for every row
 * found (8 s for one count over 100,000 users). The matches go through `|| ''` so that no trigram
 * index, which for a short key reads every row, is combined in. `walk`: without the grams, for
 * walking a sort index row by row.
 */
function searchCondition(cols: ListColumn[], key: string, pattern: string, hints: { lead?: string; grams?: boolean }[]): { where: SQL; walk: SQL } {
  const either = (parts: SQL[]) => (parts.length === 1 ? parts[0]! : or(...parts)!);
  const walk = either(cols.map((c, i) => c.matches?.(pattern) ?? containsLedBy(c.expr, pattern, hints[i]!.lead, containsPattern)));
  const indexed = isShortKey(key) && cols.every((c, i) => !c.matches && hints[i]!.grams && hasGramsIndex(c.expr));
  if (!indexed) return { where: walk, walk };
  const grams = either(cols.map((c) => gramsHold(c.expr, key)));
  const matches = either(cols.map((c) => textContains(c.expr, pattern)));
  return { where: sql`(${grams} and ${matches})`, walk };
}

/** The value's short grams hold the key's: answered by its short-grams index (db/schema/search.ts). */
const gramsHold = (expr: ListColumn['expr'], key: string) => sql`lsi_short_grams((${expr})::text) @> lsi_short_grams(${key})`;
/** The value contains `pattern`, through `|| ''` so that no trigram index is combined in (a short key has no trigram). */
const textContains = (expr: ListColumn['expr'], pattern: string) => sql`((${expr})::text || '') ${likeFor(pattern)} ${pattern}`;

/**
 * `column` contains `key`, case-insensitive (ILIKE): for a key too short for a trigram, asked of the
 * column's short-grams index first when it has one (as searchCondition does), not of every row.
 */
export function containsKey(column: AnyColumn, key: string): SQL {
  const pattern = containsPattern(key);
  if (!isShortKey(key) || !hasGramsIndex(column)) return sql`${column} ilike ${pattern}`;
  return sql`(${gramsHold(column, key)} and ${textContains(column, pattern)})`;
}

export function planList<C extends string>(decl: ListDecl<C>, columns: ColumnMap<C>, q: ListQuery, opts: PlanOptions): ListPlan {
  const conditions: SQL[] = [];
  if (opts.scope) conditions.push(opts.scope);

  const key = q.search_key?.trim();
  let search: { where: SQL; walk: SQL } | undefined;
  if (key) {
    const names = q.search_columns.length ? q.search_columns.map((c) => checkName(c, decl.search, opts.what, 'search_columns')) : decl.defaultSearch;
    const hints = names.map((n) => ({ lead: opts.leads?.[n], grams: opts.grams?.[n] }));
    search = searchCondition(names.map((n) => columns[n]), key, containsPattern(key), hints);
  } else {
    q.search_columns.forEach((c) => checkName(c, decl.search, opts.what, 'search_columns'));
  }

  if (q.filter_columns.length !== q.filter_keys.length) throw refusedParam('filter_keys', 'server.filterMismatch');
  const byColumn = new Map<C, unknown[]>();
  q.filter_columns.forEach((name, i) => {
    const c = checkName(name, decl.filter, opts.what, 'filter_columns');
    const list = byColumn.get(c) ?? [];
    list.push(parseValue(q.filter_keys[i]!, columns[c].type, opts.tzOffsetMinutes));
    byColumn.set(c, list);
  });
  for (const [c, values] of byColumn) {
    const e = columns[c].expr as AnyColumn;
    conditions.push(values.length === 1 ? eq(e, values[0]) : inArray(e, values));
  }

  if (q.filter_date_column || q.filter_date_start || q.filter_date_end) {
    const param = q.filter_date_column ? 'filter_date_column' : q.filter_date_start ? 'filter_date_start' : 'filter_date_end';
    if (!decl.dates?.length) throw refusedParam(param, 'server.noDateFilter', {}, opts.what);
    const name = checkName(q.filter_date_column ?? decl.dates[0]!, decl.dates, opts.what, 'filter_date_column');
    const e = columns[name].expr as AnyColumn;
    if (q.filter_date_start) {
      const start = localDayStart(q.filter_date_start, opts.tzOffsetMinutes);
      // "From 0001-01-01" east of UTC starts before year 1, which a timestamp cannot hold: no start.
      if (start.getTime() >= FIRST_INSTANT) conditions.push(gte(e, start));
    }
    if (q.filter_date_end) {
      const end = localDayStart(q.filter_date_end, opts.tzOffsetMinutes);
      // A day-only end date includes the whole day.
      const after = isDayOnly(q.filter_date_end) ? end.getTime() + 86_400_000 : end.getTime() + 1;
      // "Until 9999-12-31" means "no end": the day after it is past what a timestamp holds.
      if (after <= LAST_INSTANT) conditions.push(lt(e, new Date(after)));
    }
  }

  const sortName = q.sort_column ? checkName(q.sort_column, decl.sort, opts.what, 'sort_column') : decl.defaultSort.column;
  const sortType = q.sort_type ?? (q.sort_column ? 'asc' : decl.defaultSort.type);
  const direction = sortType === 'desc' ? desc : asc;
  // The id breaks ties in the same direction, so one index (column, id) serves both directions.
  const orderBy = [direction(columns[sortName].expr as AnyColumn), direction(opts.idColumn)];

  const entries = q.entries ?? decl.defaultEntries;
  // A list the spec pages (spec 2 §9) is never asked whole: -1 is refused, on the parameter.
  if (entries === -1 && !decl.all) throw refusedParam('entries', 'server.pagedList', { max: String(MAX_ENTRIES) }, opts.what);
  const from = q.cursor ? cursorOf(decl, q, { what: opts.what, sort: sortName, direction: sortType, type: columns[sortName].type }) : undefined;
  const after = from ? afterCursor(from, columns[sortName], opts.idColumn) : undefined;
  // A cursor's page: the rows after it, numbered from the rows shown before it.
  const page = from ? Math.floor(from.n / entries) + 1 : (q.page ?? 1);
  const all = (...extra: (SQL | undefined)[]) => and(...conditions, ...extra.filter((e) => e !== undefined));
  return {
    where: all(search?.where),
    after,
    pageWhere: all(search?.where, after),
    walkWhere: all(search?.walk),
    pageWalkWhere: all(search?.walk, after),
    searching: Boolean(key),
    broad: Boolean(key) && opts.broad === true,
    orderBy,
    limit: entries === -1 ? undefined : entries,
    offset: entries === -1 || from ? 0 : (page - 1) * entries,
    page: entries === -1 ? 1 : page,
    entries,
    keyset: decl.cursor && entries !== -1 ? { sort: sortName, direction: sortType, column: columns[sortName], from } : undefined,
  };
}

/** The query's cursor, checked: only on a list read page after page, never with a page or the whole list, and one of this list and sort. */
function cursorOf(decl: ListDecl, q: ListQuery, expected: { what: ListName; sort: string; direction: 'asc' | 'desc'; type: ColType }): ListCursor {
  if (!decl.cursor) throw refusedParam('cursor', 'server.noCursor', {}, expected.what);
  if (q.page !== undefined || q.entries === -1) throw refusedParam('cursor', 'server.cursorWithPage');
  const from = decodeCursor(q.cursor!, expected);
  if (!from) throw refusedParam('cursor', 'server.badCursor', {}, expected.what);
  return from;
}

/** The part of a Drizzle select a list needs (a `$dynamic()` query). */
export interface DynamicSelect<R> extends PromiseLike<R[]>, SQLWrapper, Preparable<R> {
  where(where: SQL | undefined): DynamicSelect<R>;
  orderBy(...order: SQL[]): DynamicSelect<R>;
  limit(n: number): DynamicSelect<R>;
  offset(n: number): DynamicSelect<R>;
}

export interface ListSource<C extends string, Raw, Row> {
  what: ListName;
  /** The database the source's queries run on. */
  db: Pick<Db, 'execute'>;
  decl: ListDecl<C>;
  columns: ColumnMap<C>;
  idColumn: AnyColumn;
  /** The rows' query with its joins and costly columns, without where/order/limit. */
  rows: () => DynamicSelect<Raw>;
  /**
   * The records' ids over the joins that search, filters and sort need. A page is chosen here and
   * only its rows are read (a deep page does not build 10,000 rows to skip them), and the total
   * is the number of ids (lib/count-cache.ts). A list read page after page (`ListDecl.cursor`)
   * selects `sortKey` too, as `sort_key` (its pages' cursors are made of it).
   */
  keys: (sortKey?: SQL<string | null>) => DynamicSelect<{ id: number; sort_key?: string | null }>;
  /**
   * The row the caller reads. Computed from the stored values only: an answer is kept while the
   * tables it read do not change, so what changes with the clock is added after `answerList`.
   */
  toRow: (raw: Raw) => Row;
}

/**
 * What a list's keys select (`ListSource.keys`): the id, and the sort key when the list asks for it
 * (typed as always there: the list reads it only when it asked).
 */
export const keyFields = <I extends AnyColumn>(id: I, sortKey: SQL<string | null> | undefined) => (sortKey ? { id, sort_key: sortKey } : { id }) as { id: I; sort_key: SQL<string | null> };

/**
 * A search that matches at most this many rows is answered from its matches (found through the
 * search's own trigram index, then sorted), with its exact total in the same pass; a broader one
 * walks the sort's index, which meets its matches early. The planner cannot tell the two apart:
 * it guesses 1% for any ILIKE, and walks 98,000 index entries for 100 identities that sort last.
 */
export const SEARCH_MATCH_CAP = 20_000;

/** The ids of one page of a search, and its total when the search matched no more than the cap. */
async function searchPage<C extends string, Raw, Row>(source: ListSource<C, Raw, Row>, plan: ListPlan & { limit: number }, counts: Counts, stamps?: Stamps): Promise<{ ids: number[]; total: number }> {
  // `plan.limit`: the page's rows, and one more on a list read page after page (is there a next one?).
  const matches = () => source.keys().where(plan.where);
  const known = await counts.lookup(matches(), stamps);
  if (known.hit === 0) return { ids: [], total: 0 };
  // A key the column's statistics find in most values is not gathered first: it would gather the
  // cap's worth of rows, only to walk the sort index and count them all after all.
  if (known.hit === undefined ? !plan.broad : known.hit <= SEARCH_MATCH_CAP) {
    const page = source.keys().where(and(inArray(source.idColumn, sql`(select id from matched)`), plan.after)).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset);
    const res = await source.db.execute(
      sql`with matched as materialized ${matches().limit(SEARCH_MATCH_CAP + 1)} select (select count(*) from matched) as total, array${page} as ids`,
    );
    const [row] = (res as { rows: { total: number | string; ids: (number | string)[] | string }[] }).rows;
    const total = Number(row?.total ?? 0);
    if (total <= SEARCH_MATCH_CAP) return { ids: arrayOf(row?.ids).map(Number), total: known.store(total) };
  }
  const ids = (await source.keys().where(plan.pageWalkWhere).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset)).map((r) => r.id);
  return { ids, total: known.hit ?? (await counts.total(matches(), stamps)) };
}


/**
 * What a list answer depends on besides its source and query: the caller's scope (a condition), the
 * timezone its dates are read in, the caller's view (role, organisations, language: everything a
 * source may read of the caller besides the scope, lib/list-viewer.ts) and the cache.
 */
export interface ListContext {
  scope?: SQL;
  tzOffsetMinutes: number;
  viewer: string;
  counts: Counts;
}

/** One list answer ({data, meta}) from a source, the caller's scope and the raw query. */
export async function answerList<C extends string, Raw, Row>(
  source: ListSource<C, Raw, Row>,
  q: ListQuery,
  ctx: ListContext,
): Promise<{ data: Row[]; meta: ListMeta }> {
  return (await answerListWith(source, q, ctx, null)).page;
}

/**
 * What a list answer carries besides its rows, read after them and kept with them (a shipment
 * page's parts): one kept answer per page instead of two, so the cache holds twice the pages.
 */
export interface PageExtra<Row, M> {
  /** Queries reading the tables `read` reads (their parameters need not be the page's). */
  queries: () => readonly SQLWrapper[];
  /** Everything else `read` depends on besides the caller's view (`ListContext.viewer`): its options. */
  key: string;
  read: (rows: Row[]) => Promise<M>;
}

/** `answerList` and what `more` reads of the page, kept together. */
export async function answerListWith<C extends string, Raw, Row, M>(
  source: ListSource<C, Raw, Row>,
  q: ListQuery,
  ctx: ListContext,
  more: PageExtra<Row, M> | null,
): Promise<{ page: { data: Row[]; meta: ListMeta }; more: M | null }> {
  const planned = async () => {
    const hints = await hintsOf(source, q, ctx.counts);
    return planList(source.decl, source.columns, q, { what: source.what, scope: ctx.scope, idColumn: source.idColumn, tzOffsetMinutes: ctx.tzOffsetMinutes, ...hints });
  };
  const read = async (plan: ListPlan, stamps?: Stamps) => {
    const page = await readList(source, plan, ctx.counts, stamps);
    return { page, more: more ? await more.read(page.data) : null };
  };
  // A whole list (entries=-1) is never kept: its size is the data's, not the request's, so keeping
  // it would let any caller fill the process (issue 21: 20 such answers took 2.4 GB). Only pages
  // are kept, within the cache's byte bound (lib/count-cache.ts). Nor is a page whose scope names
  // an instant (requests still open now): its key is new every time, so keeping it would only push
  // out pages that are read again.
  const scope = ctx.scope ? dialect.sqlToQuery(ctx.scope) : null;
  if ((q.entries ?? source.decl.defaultEntries) === -1 || scope?.params.some((p) => p instanceof Date)) return read(await planned());
  // The queries follow from the list, the scope, the query, the timezone, the caller's view and
  // what `more` depends on: a page kept for the same of these is found without building them
  // (CountCache.keptFor).
  const requestKey = JSON.stringify([listNumber(source.decl), source.what, scope?.sql, scope?.params, ctx.tzOffsetMinutes, ctx.viewer, q, more?.key ?? null]);
  const kept = await ctx.counts.keptFor(requestKey, async () => {
    const plan = await planned();
    // The page's ids decide the answer with the rows' query, whose tables are all of the rest.
    const which = plan.limit === undefined ? source.keys().where(plan.where).orderBy(...plan.orderBy) : source.keys().where(plan.pageWhere).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset);
    const extra = JSON.stringify([ctx.viewer, more?.key ?? null]);
    return { queries: [which, source.rows(), ...(more?.queries() ?? [])], extra, compute: (stamps: Stamps) => read(plan, stamps) };
  });
  ctx.counts.served(kept.page);
  return kept;
}

const dialect = new PgDialect();
/** A number per list declaration (a contract constant), for request keys. */
const listNumbers = new WeakMap<object, number>();
let lists = 0;
function listNumber(decl: object): number {
  let n = listNumbers.get(decl);
  if (n === undefined) listNumbers.set(decl, (n = ++lists));
  return n;
}

/**
 * How each searched table column is best searched for the key, judged from the column's sampled
 * values (lib/search-words.ts): the word a long key is led by, whether a short key is rare enough
 * to be asked of the short-grams index (a key in most values is cheaper to check on every row than
 * to fetch every row through the index), and whether the key is in most values of every column.
 */
async function hintsOf<C extends string, Raw, Row>(source: ListSource<C, Raw, Row>, q: ListQuery, counts: Counts): Promise<Pick<PlanOptions, 'leads' | 'grams' | 'broad'>> {
  const key = q.search_key?.trim();
  if (!key) return {};
  const names = q.search_columns.length ? q.search_columns : source.decl.defaultSearch;
  const leads: Partial<Record<string, string>> = {};
  const grams: Partial<Record<string, boolean>> = {};
  let broad = names.length > 0;
  for (const name of names) {
    // Names are checked by planList after this; an unknown one (even `constructor`) leads nothing.
    const c = Object.hasOwn(source.columns, name) ? source.columns[name as C] : undefined;
    if (!c || c.matches || c.type !== 'text' || !is(c.expr, Column)) {
      broad = false;
      continue;
    }
    const sample = await counts.samples.of(c.expr as AnyColumn);
    const common = commonInSample(key, sample);
    broad &&= common;
    if (isShortKey(key)) grams[name] = hasGramsIndex(c.expr) && !common;
    else leads[name] = leadingWord(key, sample);
  }
  return { leads, grams, broad };
}

/** The rows of known ids, in the list's order (a prepared statement: its plan does not depend on the ids). */
const rowsOf = <C extends string, Raw, Row>(source: ListSource<C, Raw, Row>, ids: number[], plan: ListPlan) =>
  ids.length ? runPrepared(source.rows().where(anyOf(source.idColumn, ids)).orderBy(...plan.orderBy)) : Promise.resolve([] as Raw[]);

async function readList<C extends string, Raw, Row>(source: ListSource<C, Raw, Row>, plan: ListPlan, counts: Counts, stamps?: Stamps): Promise<{ data: Row[]; meta: ListMeta }> {
  if (plan.limit === undefined) {
    // The whole list, up to its cap (`ListDecl.all`): its ids first, one past the cap, so that a
    // list too long is refused before any of its rows is built.
    const max = source.decl.all?.max ?? 0;
    const ids = (await source.keys().where(plan.where).orderBy(...plan.orderBy).limit(max + 1)).map((r) => r.id);
    if (ids.length > max) throw refusedParam('entries', 'server.tooManyForAll', { max: String(max), page: String(MAX_ENTRIES) }, source.what);
    const rows = (await rowsOf(source, ids, plan)).map(source.toRow);
    return { data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } };
  }
  // A list read page after page reads one row more than the page: there is a next page when it comes.
  const fetch = plan.keyset ? plan.limit + 1 : plan.limit;
  let raws: Raw[];
  let total: number | undefined;
  /** The page's last row and whether more follow it (lists read page after page). */
  let last: { id: number; key?: string | null; more: boolean } | undefined;
  if (plan.searching) {
    const found = await searchPage(source, { ...plan, limit: fetch }, counts, stamps);
    total = found.total;
    raws = await rowsOf(source, found.ids.slice(0, plan.limit), plan);
    if (plan.keyset && found.ids.length) last = { id: found.ids[Math.min(plan.limit, found.ids.length) - 1]!, more: found.ids.length > plan.limit };
  } else if (plan.keyset) {
    // The page's ids with their sort keys (the next cursor is made of the last), then their rows.
    const keyed = await source.keys(sortKeyText(plan.keyset.column)).where(plan.pageWhere).orderBy(...plan.orderBy).limit(fetch).offset(plan.offset);
    const shown = keyed.slice(0, plan.limit);
    raws = await rowsOf(source, shown.map((k) => k.id), plan);
    const end = shown.at(-1);
    if (end) last = { id: end.id, key: end.sort_key, more: keyed.length > plan.limit };
  } else {
    // The page's ids and their rows in one statement (one round trip, one query to build).
    const page = source.keys().where(plan.pageWhere).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset);
    raws = await source.rows().where(sql`${source.idColumn} in (${page})`).orderBy(...plan.orderBy);
  }
  const rows = raws.map(source.toRow);
  // A first page that is not full: the total is what came back.
  total ??= plan.offset === 0 && !plan.after && rows.length < plan.limit ? rows.length : await counts.total(source.keys().where(plan.where), stamps);
  const meta: ListMeta = { current_page: plan.page, last_page: Math.max(1, Math.ceil(total / plan.limit)), total };
  if (plan.keyset) meta.next_cursor = last?.more ? await nextCursor(source, plan, plan.keyset, rows.length, last) : null;
  return { data: rows, meta };
}

/** The cursor after the page's last row: its sort key as the database writes it (read now when the page did not), and its id. */
async function nextCursor<C extends string, Raw, Row>(
  source: ListSource<C, Raw, Row>,
  plan: ListPlan,
  keyset: NonNullable<ListPlan['keyset']>,
  shown: number,
  last: { id: number; key?: string | null },
): Promise<string> {
  const key = last.key !== undefined ? last.key : (await source.keys(sortKeyText(keyset.column)).where(eq(source.idColumn, last.id)))[0]?.sort_key;
  if (key === undefined) throw new Error(`the ${source.what} list is read page after page: its keys must select the sort key`);
  const before = keyset.from?.n ?? plan.offset;
  return encodeCursor({ l: source.what, s: keyset.sort, d: keyset.direction, v: key, i: last.id, n: before + shown });
}
