// PGlite with its statements kept: each query text is parsed and described once, as a named
// prepared statement of the one PGlite session, and later runs only bind and execute it, so
// PostgreSQL may keep its plan (plan_cache_mode auto: after five custom plans, the generic one
// when it is as good). PGlite's own query() makes an unnamed statement every time, and planning
// was most of a write's cost on PGlite: a vendor's accept spent 12 of its 21 ms of database time
// planning (bench/freight.mjs; a nine-table join alone 2.7 ms), where PostgreSQL behind node-postgres
// keeps prepared statements of its own (lib/prepared.ts).
//
// Only PGlite's public API is used: its protocol (protocol.serialize, execProtocolStream, parse.*),
// transaction() and runExclusive() for its locks (a statement of no transaction runs in a
// transaction of its own). Drizzle is given a client of PGlite's query() and transaction(), the two
// it calls.
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Statements kept; the oldest is closed past this (each holds a parse tree and maybe a plan). */
const KEPT = 300;

/** Data statements are kept; anything else (DDL, SET, SAVEPOINT, several statements) goes to PGlite as is. */
const KEEPABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** PostgreSQL's "cached plan must not change result type". */
const isStale = (e: unknown) => (e as { code?: string } | null)?.code === '0A000' && /cached plan/.test(String((e as Error).message));

/** Statement names, unique in the process (one PGlite session may be given to several clients). */
let made = 0;

interface Kept {
  name: string;
  paramTypes: number[];
}

type Querier = Pick<PGlite, 'query'>;

export interface StatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

export function keepingStatements(pg: PGlite, kept = KEPT): StatementClient {
  const statements = new Map<string, Kept>();
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, options?: QueryOptions): Promise<Kept> {
    const name = `k${++made}`;
    await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
    const paramTypes = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
    const statement = { name, paramTypes };
    statements.set(text, statement);
    if (statements.size > kept) {
      const [oldest, { name: closed }] = statements.entries().next().value!;
      statements.delete(oldest);
      await send(protocol.serialize.close({ type: 'S', name: closed }));
    }
    return statement;
  }

  /** One statement through the kept one, in a transaction whose locks the caller holds. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const messages = [];
    let statement = statements.get(text);
    try {
      if (statement) {
        // Most recently used last: the map's first entry is the one to close.
        statements.delete(text);
        statements.set(text, statement);
      } else statement = await prepare(text, options);
      const types = statement.paramTypes;
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const serialize = options?.serializers?.[types[i]!] ?? pg.serializers[types[i]!];
        return serialize ? serialize(v) : String(v);
      });
      messages.push(...(await send(protocol.serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await send(protocol.serialize.execute({}))));
    } catch (e) {
      await send(protocol.serialize.sync());
      // A table changed under a kept statement so that its rows would (ALTER TABLE): the statement is
      // made again (outside a transaction of the caller's, the query is tried once more: `query`).
      if (statement && statements.get(text) === statement && isStale(e)) {
        statements.delete(text);
        await send(protocol.serialize.close({ type: 'S', name: statement.name }));
        await send(protocol.serialize.sync());
      }
      // As PGlite's query() reports it.
      if (e && typeof e === 'object') Object.assign(e, { query: text, params });
      throw e;
    }
    messages.push(...(await send(protocol.serialize.sync())));
    // The caller's parsers over PGlite's own by prototype: parseResults would copy PGlite's whole map
    // (a parser per type of the database) on every query to merge them (0.1 ms a statement).
    const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers) as typeof pg.parsers, options.parsers) : pg.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  const keeps = (text: string, options?: QueryOptions) => KEEPABLE.test(text) && !options?.blob && !text.includes(';');

  // A statement of no transaction runs in one of its own: PGlite's transaction() is the public way to
  // hold its transaction lock, so that it never lands between the statements of another caller's
  // transaction on the one session. A table changed under its kept statement: tried once more.
  const alone = <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> =>
    pg.transaction(() => pg.runExclusive(() => run<T>(text, params, options)));
  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    keeps(text, options) ? alone<T>(text, params, options).catch((e: unknown) => (isStale(e) ? alone<T>(text, params, options) : Promise.reject(e))) : pg.query<T>(text, params, options);

  const transaction = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
    pg.transaction((tx) => {
      const through: Querier['query'] = (text, params = [], options) => {
        if (tx.closed || !keeps(text, options)) return tx.query(text, params, options);
        return pg.runExclusive(() => run(text, params, options));
      };
      return fn(Object.assign(Object.create(tx), { query: through }) as Transaction);
    });

  return { query, transaction };
}
