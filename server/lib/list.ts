// The list conventions (spec 2 §7, §9), once for every list:
// search_columns + search_key (case-insensitive contains), sort_column + sort_type,
// filter_columns + filter_keys (comma lists; a repeated column means "any of"),
// filter_date_column/start/end (dates in the caller's timezone), page, entries (-1 = all).
// Only columns a list declares may be named; anything else is a 400 with a message, on the parameter.
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { listDate, MAX_ENTRIES, type ListDecl, type ListMeta, type ListQuery } from '../../contract/lib.ts';
import { readDecimal } from '../../contract/fields.ts';
import { messageRef, type MessageKey } from '../../contract/messages.ts';
import { badRequest, HttpError } from './errors.ts';
import type { Db } from '../db/open.ts';
import { ORDER_KEPT_MAX_IDS, type Counts, type Stamps } from './count-cache.ts';
import { arrayOf } from './values.ts';
import { anyOf, runPrepared, type Preparable } from './prepared.ts';
import { commonInSample, containsLedBy, leadingWord, likeFor } from './search-words.ts';
import { Column, getTableName, is } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hasShortGrams } from '../db/schema/search.ts';

export type ColType = 'text' | 'int' | 'number' | 'date' | 'bool';
export interface ListColumn {
  expr: SQL | AnyColumn;
  type: ColType;
  /**
   * How a search matches this column, when not `expr ILIKE pattern`: for a value drawn from
   * related rows, an `exists` the planner can join instead of evaluating a subquery per row.
   */
  matches?: (pattern: string) => SQL;
}
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
  /**
   * The same rows as `where` for walking a sort index: without the short-grams condition, which is
   * cheap from its index and costly row by row (see `containsCondition`).
   */
  walkWhere: SQL | undefined;
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
}

interface PlanOptions {
  /** Name of the list for messages ("order"). */
  what: string;
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

/** 400 on a list parameter: the reason is the message, and the parameter is named in the errors. */
const refusedParam = (param: string, key: MessageKey, vars: Record<string, string> = {}) => new HttpError(400, key, vars, { [param]: [messageRef(key, vars)] });

function checkName<C extends string>(name: string, allowed: readonly C[], what: string, param: string): C {
  if (!(allowed as readonly string[]).includes(name)) throw refusedParam(param, 'server.unknownColumn', { column: name, what });
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
  const grams = either(cols.map((c) => sql`lsi_short_grams((${c.expr})::text) @> lsi_short_grams(${key})`));
  const matches = either(cols.map((c) => sql`((${c.expr})::text || '') ${likeFor(pattern)} ${pattern}`));
  return { where: sql`(${grams} and ${matches})`, walk };
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
    if (!decl.dates?.length) throw refusedParam(param, 'server.noDateFilter', { what: opts.what });
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
  if (entries === -1 && !decl.all) throw refusedParam('entries', 'server.pagedList', { what: opts.what, max: String(MAX_ENTRIES) });
  const page = q.page ?? 1;
  const all = (extra?: SQL) => (conditions.length || extra ? and(...conditions, ...(extra ? [extra] : [])) : undefined);
  return {
    where: all(search?.where),
    walkWhere: all(search?.walk),
    searching: Boolean(key),
    broad: Boolean(key) && opts.broad === true,
    orderBy,
    limit: entries === -1 ? undefined : entries,
    offset: entries === -1 ? 0 : (page - 1) * entries,
    page: entries === -1 ? 1 : page,
    entries,
  };
}

/** The part of a Drizzle select a list needs (a `$dynamic()` query). */
export interface DynamicSelect<R> extends PromiseLike<R[]>, SQLWrapper, Preparable<R> {
  where(where: SQL | undefined): DynamicSelect<R>;
  orderBy(...order: SQL[]): DynamicSelect<R>;
  limit(n: number): DynamicSelect<R>;
  offset(n: number): DynamicSelect<R>;
}

export interface ListSource<C extends string, Raw, Row> {
  what: string;
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
   * is the number of ids (lib/count-cache.ts).
   */
  keys: () => DynamicSelect<{ id: number }>;
  toRow: (raw: Raw) => Row;
  /**
   * What the rows and the queries depend on besides the tables they read, the list's scope and its
   * query (the caller's language, the organisation in view): answers are kept under it and the
   * tables' change stamps (lib/count-cache.ts `keptFor`). `false` for rows that change with the
   * clock, which are read every time.
   */
  keptBy?: readonly unknown[] | false;
}

/**
 * A search that matches at most this many rows is answered from its matches (found through the
 * search's own trigram index, then sorted), with its exact total in the same pass; a broader one
 * walks the sort's index, which meets its matches early. The planner cannot tell the two apart:
 * it guesses 1% for any ILIKE, and walks 98,000 index entries for 100 identities that sort last.
 */
export const SEARCH_MATCH_CAP = 20_000;

/**
 * From this many rows skipped, a page without a search is cut from the list's kept order
 * (CountCache.order): one read of every id (100,000 in about 20 ms) serves every deep page until a
 * write; a shallower page walks the sort index, which costs less than reading them all.
 */
export const DEEP_PAGE_OFFSET = 900;

/** The ids of one page of a search, and its total when the search matched no more than the cap. */
async function searchPage<C extends string, Raw, Row>(source: ListSource<C, Raw, Row>, plan: ListPlan & { limit: number }, counts: Counts, stamps?: Stamps): Promise<{ ids: number[]; total: number }> {
  const matches = () => source.keys().where(plan.where);
  const known = await counts.lookup(matches(), stamps);
  if (known.hit === 0) return { ids: [], total: 0 };
  // A key the column's statistics find in most values is not gathered first: it would gather the
  // cap's worth of rows, only to walk the sort index and count them all after all.
  if (known.hit === undefined ? !plan.broad : known.hit <= SEARCH_MATCH_CAP) {
    const page = source.keys().where(inArray(source.idColumn, sql`(select id from matched)`)).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset);
    const res = await source.db.execute(
      sql`with matched as materialized ${matches().limit(SEARCH_MATCH_CAP + 1)} select (select count(*) from matched) as total, array${page} as ids`,
    );
    const [row] = (res as { rows: { total: number | string; ids: (number | string)[] | string }[] }).rows;
    const total = Number(row?.total ?? 0);
    if (total <= SEARCH_MATCH_CAP) return { ids: arrayOf(row?.ids).map(Number), total: known.store(total) };
  }
  const ids = (await source.keys().where(plan.walkWhere).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset)).map((r) => r.id);
  return { ids, total: known.hit ?? (await counts.total(matches(), stamps)) };
}


/** One list answer ({data, meta}) from a source, the caller's scope and the raw query. */
export async function answerList<C extends string, Raw, Row>(
  source: ListSource<C, Raw, Row>,
  q: ListQuery,
  ctx: { scope?: SQL; tzOffsetMinutes: number; counts: Counts },
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
  /** Everything else `read` depends on (the caller's part scope, options), for the request's key. */
  key: string;
  read: (rows: Row[]) => Promise<M>;
}

/** `answerList` and what `more` reads of the page, kept together. */
export async function answerListWith<C extends string, Raw, Row, M>(
  source: ListSource<C, Raw, Row>,
  q: ListQuery,
  ctx: { scope?: SQL; tzOffsetMinutes: number; counts: Counts },
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
  // are kept, within the cache's byte bound (lib/count-cache.ts).
  if (source.keptBy === false || (q.entries ?? source.decl.defaultEntries) === -1) return read(await planned());
  // The queries follow from the list, the scope, the query, the timezone, `keptBy` and what `more`
  // depends on: a page kept for the same of these is found without building them (CountCache.keptFor).
  const scope = ctx.scope ? dialect.sqlToQuery(ctx.scope) : null;
  const requestKey = JSON.stringify([listNumber(source.decl), source.what, scope?.sql, scope?.params, ctx.tzOffsetMinutes, q, source.keptBy ?? [], more?.key ?? null]);
  const kept = await ctx.counts.keptFor(requestKey, async () => {
    const plan = await planned();
    // The page's ids decide the answer with the rows' query, whose tables are all of the rest.
    const which = plan.limit === undefined ? source.keys().where(plan.where).orderBy(...plan.orderBy) : source.keys().where(plan.where).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset);
    const extra = JSON.stringify([source.keptBy ?? [], more?.key ?? null]);
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
    if (ids.length > max) throw refusedParam('entries', 'server.tooManyForAll', { what: source.what, max: String(max), page: String(MAX_ENTRIES) });
    const rows = (await rowsOf(source, ids, plan)).map(source.toRow);
    return { data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } };
  }
  const paged = { ...plan, limit: plan.limit };
  let raws: Raw[];
  let total: number | undefined;
  let order: Float64Array | null;
  if (plan.searching) {
    const found = await searchPage(source, paged, counts, stamps);
    total = found.total;
    raws = await rowsOf(source, found.ids, plan);
  } else if (plan.offset >= DEEP_PAGE_OFFSET && (order = await counts.order(source.keys().where(plan.where).orderBy(...plan.orderBy).limit(ORDER_KEPT_MAX_IDS + 1), stamps))) {
    // A deep page is cut from the list's whole order, kept until a table it reads changes: walking
    // the sort index to skip 12,000 entries took 2.8 ms of the database on every such page.
    const ids = [...order.subarray(plan.offset, plan.offset + plan.limit)];
    total = order.length;
    raws = await rowsOf(source, ids, plan);
  } else {
    // The page's ids and their rows in one statement (one round trip, one query to build).
    const page = source.keys().where(plan.where).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset);
    raws = await source.rows().where(sql`${source.idColumn} in (${page})`).orderBy(...plan.orderBy);
  }
  const rows = raws.map(source.toRow);
  // A first page that is not full: the total is what came back.
  total ??= plan.offset === 0 && rows.length < plan.limit ? rows.length : await counts.total(source.keys().where(plan.where), stamps);
  return { data: rows, meta: { current_page: plan.page, last_page: Math.max(1, Math.ceil(total / plan.limit)), total } };
}
