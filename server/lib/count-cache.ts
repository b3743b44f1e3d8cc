// Exact list totals without recounting on every page, and list pages without rereading them.
// - Which tables a total depends on is asked of the database: the relations in the plan of the
//   count query (EXPLAIN, once per query shape). Nobody declares them, so none is forgotten.
// - A total is cached under the change stamps of those tables (change_event_heads, docs/realtime.md): any
//   committed write to one of them, by this server, another API node or a manual SQL session,
//   moves its stamp, so the next request counts again. Nothing needs to remember to invalidate.
// - A whole list answer is kept the same way (`kept`): under the stamps of every table its queries
//   read, so a page read twice with no write in between is read from the database once, and a
//   page asked by many at the same moment is read once for all of them.
// - What is kept is bounded in bytes per process (LIST_CACHE_MB, lru-cache's maxSize), not in
//   entries, and a whole list (entries=-1) is never kept (lib/list.ts): a caller can make the
//   cache drop its least recently used entries, never grow past the bound.
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import { LRUCache } from 'lru-cache';
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
  /** The kept answers it was given (route.ts gives an ETag to an answer that is one as it is). */
  readonly answers = new WeakSet<object>();
}

/** What the lists use of the cache; `CountCache.within` binds it to one request's stamps. */
export type Counts = Pick<CountCache, 'keptFor' | 'total' | 'lookup' | 'samples' | 'served'>;

/** The bytes the cache holds per process when not configured (LIST_CACHE_MB). */
export const LIST_CACHE_DEFAULT_MB = 64;

/** The tables some queries read, and their text (SQL and parameters) with what else they depend on. */
interface Shape {
  tables: readonly string[];
  text: string;
}
const keyOf = (stamps: readonly string[], shape: Shape) => `${stamps.join(',')}|${shape.text}`;

/** One thing the cache holds (a total, an answer, a shape's tables…) and its size in bytes, estimated. */
interface Held {
  value: unknown;
  bytes: number;
}
/** Bytes of a kept list answer: twice its JSON text (measured: a page's objects take about 1.5 times it in V8's heap). */
function answerBytes(value: unknown): number {
  try {
    return 2 * (JSON.stringify(value)?.length ?? 0);
  } catch {
    return Number.MAX_SAFE_INTEGER; // not measurable: too big to keep
  }
}

/** What an entry costs besides its key and value (the cache's own bookkeeping, the wrapper). */
const ENTRY_BYTES = 100;

export interface CountCacheOptions {
  /** The most bytes kept (totals, answers, request keys, shapes), estimated; default LIST_CACHE_DEFAULT_MB. */
  maxBytes?: number;
  /** The largest entry kept; default an eighth of `maxBytes` (one answer never flushes the rest). */
  maxEntryBytes?: number;
  /** Build the queries of every request and check they are what its key remembers (tests). */
  checkKeys?: boolean;
}

export class CountCache {
  /**
   * Everything the cache keeps, in one store bounded in bytes, least recently used dropped first
   * (issue 21: bounded by entries, 2,000 answers of up to 41 MB each could take the process).
   * Keys are prefixed by kind: `t|` totals, `a|` answers, `b|` a request key's shape,
   * `s|` a query text's tables. An entry larger than an eighth of the bound (`maxEntryBytes`) is never kept.
   */
  private readonly held: LRUCache<string, Held>;
  /** What is being computed (shared by the callers asking for it meanwhile), until it is held. */
  private readonly pending = new Map<string, Promise<Held>>();
  private readonly checkKeys: boolean;
  /** The columns' sampled values a search is led by (lib/search-words.ts). */
  readonly samples: ColumnSamples;
  constructor(
    private readonly db: Exec,
    options: CountCacheOptions = {},
  ) {
    const maxSize = Math.max(1, Math.floor(options.maxBytes ?? LIST_CACHE_DEFAULT_MB * 1024 * 1024));
    this.held = new LRUCache<string, Held>({
      maxSize,
      maxEntrySize: Math.max(1, Math.floor(Math.min(maxSize, options.maxEntryBytes ?? maxSize / 8))),
      // Keys are texts of SQL and parameters (a few kB): they count as much as what they hold.
      sizeCalculation: (held, key) => Math.max(1, Math.ceil(held.bytes + 2 * key.length + ENTRY_BYTES)),
    });
    this.checkKeys = options.checkKeys ?? false;
    this.samples = new ColumnSamples(db);
  }

  /** The bytes held now (estimated as the bound counts them). */
  get bytes(): number {
    return this.held.calculatedSize;
  }

  /**
   * What `make` gives for `key`, kept: callers asking while it is computed share the computation,
   * and a failure is not kept (the next caller tries again). Without `make`, only what is kept or
   * being computed is found.
   */
  private async keep<T>(key: string, make?: () => Promise<Held>): Promise<T | undefined> {
    const held = this.held.get(key);
    if (held) return held.value as T;
    let computing = this.pending.get(key);
    if (!computing) {
      if (!make) return undefined;
      const started = (computing = make());
      this.pending.set(key, started);
      const done = () => this.pending.get(key) === started && this.pending.delete(key);
      // Held before the callers go on (this handler runs first), forgotten if it fails.
      started.then((value) => (done(), this.held.set(key, value)), done);
    }
    return (await computing).value as T;
  }

  /**
   * What `compute` answers for the queries `prepare` builds (their texts and parameters, and
   * `extra`: anything else the answer depends on), computed once while no table they read has
   * changed. The stamps are read first, so an answer computed across a write is kept under the
   * older stamp and never served after it. The queries follow from `requestKey` alone (a list's
   * source, scope, query and language): once built, its next requests find their kept answer
   * without building them again.
   */
  async keptFor<T>(requestKey: string, prepare: () => Promise<{ queries: readonly SQLWrapper[]; extra: string; compute: (stamps: Stamps) => Promise<T> }>, request?: RequestStamps): Promise<T> {
    const known = this.held.get(`b|${requestKey}`)?.value as Shape | undefined;
    if (known && !this.checkKeys) {
      const stamps = await this.stampsFor(known.tables, request);
      const found = await this.keep<{ answer: T }>(`a|${keyOf(stamps, known)}`, undefined);
      if (found) return found.answer;
    }
    const { queries, extra, compute } = await prepare();
    const shape = await this.shapeOf(queries, extra);
    if (known && known.text !== shape.text) throw new Error(`kept answers: the key ${requestKey} was built as two different queries`);
    this.held.set(`b|${requestKey}`, { value: shape, bytes: 2 * (shape.text.length + shape.tables.join().length) });
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
  private async answer<T>(shape: Shape, compute: (stamps: Stamps) => Promise<T>, request: RequestStamps | undefined): Promise<T> {
    const list = await this.stampsFor(shape.tables, request);
    // The totals counted on the way are keyed by these same stamps: read once per request.
    // `await`: a query builder is a thenable that runs its query again on every `then`, so one
    // kept as it is would be read again by every caller it was kept for.
    const make = async (): Promise<Held> => {
      const answer = await compute(new Map(shape.tables.map((t, i) => [t, list[i]!])));
      return { value: { answer }, bytes: answerBytes(answer) };
    };
    return (await this.keep<{ answer: T }>(`a|${keyOf(list, shape)}`, make))!.answer;
  }

  /** Notes that `answer` (a kept list page) is given as it is to the request `within` binds. */
  served(_answer: object): void {}

  /** This cache with the stamps `request` read (none: read them when needed). */
  within(request: RequestStamps | undefined): Counts {
    if (!request) return this;
    return {
      keptFor: (requestKey, prepare) => this.keptFor(requestKey, prepare, request),
      total: (query, stamps) => this.total(query, stamps),
      lookup: (query, stamps) => this.lookup(query, stamps),
      samples: this.samples,
      served: (answer) => request.answers.add(answer),
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
    const key = `t|${await this.stampedKey(query, stamps)}`;
    const hit = this.held.get(key)?.value as number | undefined;
    return { hit, store: (n: number) => (this.held.set(key, { value: n, bytes: 8 }), n) };
  }

  /** A query's text and parameters under the stamps of the tables it reads (as `stamps` has them, else read now). */
  private async stampedKey(query: SQLWrapper, stamps?: Stamps): Promise<string> {
    const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
    const tables = await this.tablesOf(text, query);
    const read = stamps && tables.every((t) => stamps.has(t)) ? tables.map((t) => stamps.get(t)).join(',') : await readStamps(this.db, tables);
    return `${read}|${text}|${JSON.stringify(params)}`;
  }

  /** The tables in the plan of a query shape (its parameters do not change which tables it reads). */
  private async tablesOf(text: string, query: SQLWrapper): Promise<readonly string[]> {
    const make = async (): Promise<Held> => {
      const tables = await explainTables(this.db, query);
      return { value: tables, bytes: 2 * tables.join().length };
    };
    return (await this.keep<readonly string[]>(`s|${text}`, make))!;
  }
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

/** The change stamps of some tables, as one string (their stamps comma-separated, in their order). */
export async function readStamps(db: Exec, tables: readonly string[]): Promise<string> {
  return (await readStampList(db, tables)).join(',');
}

/**
 * The stamps of the tables named by `names` (a text[] literal, '{orders,users}') as one text,
 * comma-separated in their order: each the id of the table's latest committed change event
 * (change_event_heads, kept by the commit step of the change stream; 0 for a table never written).
 * One statement for any set of tables (the names are a parameter), so nothing is built per request.
 */
export const stampsOfTables = (names: SQL | Placeholder | string) => sql<string | null>`(select string_agg(
    coalesce((select h.last_id from change_event_heads h where h.table_name = t.name), 0)::text, ',' order by t.i)
  from unnest(${names}::text[]) with ordinality as t(name, i))`;

/** The text[] literal of table names (plain identifiers: no quoting needed). */
export const tableList = (tables: readonly string[]) => `{${tables.join(',')}}`;

/** Each table's stamp, in the order given. */
async function readStampList(db: Exec, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const [row] = rowsOf<{ stamp: string | null }>(await db.execute(sql`select ${stampsOfTables(tableList(tables))} as stamp`));
  return (row?.stamp ?? '').split(',');
}
