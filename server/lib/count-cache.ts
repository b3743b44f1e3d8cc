// Exact list totals without recounting on every page, and list pages without rereading them.
// - Which tables a total depends on is asked of the database: the relations in the plan of the
//   count query (EXPLAIN, once per query shape). Nobody declares them, so none is forgotten.
// - A total is cached under the change stamps of those tables (db/schema/changes.ts): any
//   committed write to one of them, by this server, another API node or a manual SQL session,
//   moves its stamp, so the next request counts again. Nothing needs to remember to invalidate.
// - A whole list answer is kept the same way (`kept`): under the stamps of every table its queries
//   read, so a page read twice with no write in between is read from the database once, and a
//   page asked by many at the same moment is read once for all of them.
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import { ColumnSamples } from './search-words.ts';

type Exec = Pick<Db, 'execute'>;
const dialect = new PgDialect();

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The change stamps of some tables as one request read them (table name -> stamp). */
export type Stamps = ReadonlyMap<string, string>;

/**
 * One request's stamps: those read with its session (server/lib/request-stamps.ts), which its
 * kept answers use instead of reading them again, and the tables those answers needed, which the
 * call's next requests read with their session (one statement instead of two).
 */
export class RequestStamps {
  readonly read = new Map<string, string>();
  readonly used = new Set<string>();
}

/** What the lists use of the cache; `CountCache.within` binds it to one request's stamps. */
export type Counts = Pick<CountCache, 'kept' | 'keptFor' | 'total' | 'lookup' | 'order' | 'samples'>;

/** The longest order `CountCache.order` keeps (ids), and how many orders it keeps at once (8 bytes an id). */
export const ORDER_KEPT_MAX_IDS = 200_000;
const ORDERS_KEPT = 24;

/** The tables some queries read, and their text (SQL and parameters) with what else they depend on. */
interface Shape {
  tables: readonly string[];
  text: string;
}
const keyOf = (stamps: readonly string[], shape: Shape) => `${stamps.join(',')}|${shape.text}`;

export class CountCache {
  private totals = new Map<string, number>();
  private orders = new Map<string, Promise<Float64Array | null>>();
  private answers = new Map<string, Promise<unknown>>();
  private tablesByShape = new Map<string, Promise<readonly string[]>>();
  /** A request's key -> the tables and the text its queries were last built with (`keptFor`). */
  private built = new Map<string, Shape>();
  /** The columns' sampled values a search is led by (lib/search-words.ts). */
  readonly samples: ColumnSamples;
  constructor(
    private readonly db: Exec,
    private readonly max = 2000,
    /** Build the queries of every request and check they are what its key remembers (tests). */
    private readonly checkKeys = false,
  ) {
    this.samples = new ColumnSamples(db);
  }

  /**
   * What `compute` answers for `queries` (their texts and parameters) and `extra` (anything else
   * the answer depends on), computed once while no table the queries read has changed. The stamps
   * are read first, so an answer computed across a write is kept under the older stamp and never
   * served after it.
   */
  async kept<T>(queries: readonly SQLWrapper[], extra: string, compute: (stamps: Stamps) => Promise<T>, request?: RequestStamps): Promise<T> {
    return this.answer(await this.shapeOf(queries, extra), compute, request);
  }

  /**
   * `kept` for a request whose queries follow from `requestKey` alone (a list's source, scope,
   * query and language): once built, its next requests find their kept answer without building
   * them again. `prepare` builds them when needed.
   */
  async keptFor<T>(requestKey: string, prepare: () => Promise<{ queries: readonly SQLWrapper[]; extra: string; compute: (stamps: Stamps) => Promise<T> }>, request?: RequestStamps): Promise<T> {
    const known = this.built.get(requestKey);
    if (known && !this.checkKeys) {
      const stamps = await this.stampsFor(known.tables, request);
      const answer = this.answers.get(keyOf(stamps, known)) as Promise<T> | undefined;
      if (answer) return this.answer(known, async () => answer, request, stamps);
    }
    const { queries, extra, compute } = await prepare();
    const shape = await this.shapeOf(queries, extra);
    if (known && known.text !== shape.text) throw new Error(`kept answers: the key ${requestKey} was built as two different queries`);
    keepRecent(this.built, requestKey, shape, this.max);
    return this.answer(shape, compute, request);
  }

  /** The tables a shape reads and its text (queries and `extra`). */
  private async shapeOf(queries: readonly SQLWrapper[], extra: string): Promise<Shape> {
    const built = queries.map((q) => dialect.sqlToQuery(q.getSQL()));
    const found = new Set<string>();
    for (const [i, q] of built.entries()) for (const t of await this.tablesOf(q.sql, queries[i]!)) found.add(t);
    return { tables: [...found].sort(), text: `${extra}|${built.map((q) => `${q.sql}|${JSON.stringify(q.params)}`).join('|')}` };
  }

  /** The kept answer of `shape` as of its tables' stamps, computed when there is none. */
  private async answer<T>(shape: Shape, compute: (stamps: Stamps) => Promise<T>, request: RequestStamps | undefined, read?: string[]): Promise<T> {
    const list = read ?? (await this.stampsFor(shape.tables, request));
    // The totals counted on the way are keyed by these same stamps: read once per request.
    // Promise.resolve: a query builder is a thenable that runs its query again on every `then`,
    // so one kept as it is would be read again by every caller it was kept for.
    return keptPromise(this.answers as Map<string, Promise<T>>, keyOf(list, shape), this.max, () => Promise.resolve(compute(new Map(shape.tables.map((t, i) => [t, list[i]!])))));
  }

  /** This cache with the stamps `request` read (none: read them when needed). */
  within(request: RequestStamps | undefined): Counts {
    if (!request) return this;
    return {
      kept: (queries, extra, compute) => this.kept(queries, extra, compute, request),
      keptFor: (requestKey, prepare) => this.keptFor(requestKey, prepare, request),
      total: (query, stamps) => this.total(query, stamps),
      lookup: (query, stamps) => this.lookup(query, stamps),
      order: (query, stamps) => this.order(query, stamps),
      samples: this.samples,
    };
  }

  /** The stamps of `tables`: as the request read them when it read them all, else read now. */
  private async stampsFor(tables: readonly string[], request: RequestStamps | undefined): Promise<string[]> {
    if (!request) return readStampList(this.db, tables);
    tables.forEach((t) => request.used.add(t));
    if (tables.every((t) => request.read.has(t))) return tables.map((t) => request.read.get(t)!);
    const list = await readStampList(this.db, tables);
    tables.forEach((t, i) => request.read.set(t, list[i]!));
    return list;
  }

  /** The number of rows `query` answers, exact as of now. */
  async total(query: SQLWrapper, stamps?: Stamps): Promise<number> {
    const known = await this.lookup(query, stamps);
    if (known.hit !== undefined) return known.hit;
    const [row] = rowsOf<{ n: number | string }>(await this.db.execute(sql`select count(*) as n from (${query}) as counted`));
    return known.store(Number(row?.n ?? 0));
  }

  /**
   * The cached total of `query` as of now, if any, and how to store one counted some other way
   * (a capped search that found every match). The stamp is read before counting: a write committed
   * in between is counted but kept under the older stamp, which later readers no longer see.
   */
  async lookup(query: SQLWrapper, stamps?: Stamps): Promise<{ hit: number | undefined; store: (n: number) => number }> {
    const key = await this.stampedKey(query, stamps);
    const hit = this.totals.get(key);
    if (hit !== undefined) keepRecent(this.totals, key, hit, this.max);
    return { hit, store: (n: number) => keepRecent(this.totals, key, n, this.max) };
  }

  /**
   * Every id `query` answers, in its order, as of now (`query` limited to ORDER_KEPT_MAX_IDS + 1): kept while no table it reads changes, so
   * that a deep page is cut from it instead of walking thousands of index entries to skip them
   * (lib/list.ts). Null for a query of more than ORDER_KEPT_MAX_IDS rows (too big to keep).
   * Requests asking at the same moment share one read.
   */
  async order(query: SQLWrapper, stamps?: Stamps): Promise<Float64Array | null> {
    return keptPromise(this.orders, await this.stampedKey(query, stamps), ORDERS_KEPT, () => readOrder(this.db, query));
  }

  /** A query's text and parameters under the stamps of the tables it reads (as `stamps` has them, else read now). */
  private async stampedKey(query: SQLWrapper, stamps?: Stamps): Promise<string> {
    const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
    const tables = await this.tablesOf(text, query);
    const read = stamps && tables.every((t) => stamps.has(t)) ? tables.map((t) => stamps.get(t)).join(',') : await readStamps(this.db, tables);
    return `${read}|${text}|${JSON.stringify(params)}`;
  }

  /** The tables in the plan of a query shape (its parameters do not change which tables it reads). */
  private tablesOf(text: string, query: SQLWrapper): Promise<readonly string[]> {
    let tables = this.tablesByShape.get(text);
    if (!tables) {
      tables = explainTables(this.db, query);
      tables.catch(() => this.tablesByShape.delete(text));
      this.tablesByShape.set(text, tables);
    }
    return tables;
  }
}

/**
 * `value` under `key` as the map's most recent entry (a Map iterates in insertion order), the least
 * recent dropped when `max` are kept already.
 */
function keepRecent<V>(map: Map<string, V>, key: string, value: V, max: number): V {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

/** The promise kept under `key`, else the one `make` starts (forgotten if it fails); either is made the most recent. */
function keptPromise<T>(map: Map<string, Promise<T>>, key: string, max: number, make: () => Promise<T>): Promise<T> {
  let found = map.get(key);
  if (!found) {
    found = make();
    found.catch(() => map.delete(key));
  }
  return keepRecent(map, key, found, max);
}

/**
 * The ids of `query` (a select of `id`, limited to ORDER_KEPT_MAX_IDS + 1) in its order, or null
 * past the cap. Read as one text: 100,000 ids as rows took about 5x longer to read.
 */
async function readOrder(db: Exec, query: SQLWrapper): Promise<Float64Array | null> {
  const [row] = rowsOf<{ ids: string | null }>(await db.execute(sql`select array_to_string(array(${query}), ',') as ids`));
  const ids = row?.ids ? row.ids.split(',') : [];
  return ids.length > ORDER_KEPT_MAX_IDS ? null : Float64Array.from(ids, Number);
}

/** Every "Relation Name" in the plan, subplans included, sorted. */
async function explainTables(db: Exec, query: SQLWrapper): Promise<readonly string[]> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  const plan = Object.values(row ?? {})[0];
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const n = node as Record<string, unknown>;
      if (typeof n['Relation Name'] === 'string') found.add(n['Relation Name']);
      visit(n.Plan);
      visit(n.Plans);
    }
  };
  visit(typeof plan === 'string' ? JSON.parse(plan) : plan);
  return [...found].sort();
}

/**
 * The change stamps of some tables, as one string: changes still logged plus those folded away.
 * One statement for any set of tables (the names are a parameter), so nothing is built per request.
 */
export async function readStamps(db: Exec, tables: readonly string[]): Promise<string> {
  return (await readStampList(db, tables)).join(',');
}

/**
 * The stamps of the tables named by `names` (a text[] literal, '{orders,users}') as one text,
 * comma-separated in their order: changes still logged plus those folded away.
 */
export const stampsOfTables = (names: SQL | Placeholder | string) => sql<string | null>`(select string_agg(
    ((select count(*) from table_changes c where c.table_name = t.name) + coalesce((select pruned from table_change_totals p where p.table_name = t.name), 0))::text,
    ',' order by t.i)
  from unnest(${names}::text[]) with ordinality as t(name, i))`;

/** The text[] literal of table names (plain identifiers: no quoting needed). */
export const tableList = (tables: readonly string[]) => `{${tables.join(',')}}`;

/** Each table's stamp, in the order given. */
async function readStampList(db: Exec, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const [row] = rowsOf<{ stamp: string | null }>(await db.execute(sql`select ${stampsOfTables(tableList(tables))} as stamp`));
  return (row?.stamp ?? '').split(',');
}

/**
 * Folds the change log into per-table totals, keeping stamps as they are (one statement: readers
 * see the rows or the totals, never neither). Run now and then; any node may run it.
 */
export async function pruneTableChanges(db: Exec): Promise<void> {
  await db.execute(sql`
    with gone as (delete from table_changes returning table_name),
    folded as (select table_name, count(*) as n from gone group by table_name)
    insert into table_change_totals (table_name, pruned)
    select table_name, n from folded
    on conflict (table_name) do update set pruned = table_change_totals.pruned + excluded.pruned`);
}
