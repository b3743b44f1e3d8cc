// Who is acting, for the database's activity-log triggers (migration 0029, docs/activity-log.md).
// A signed-in user's write request runs its handler inside `actingAs` (lib/route.ts); every
// statement it sends carries the actor as the `lsi.actor` setting, which the audited tables'
// triggers read to write the log row in the same transaction. Statements outside a request (the
// seed, the GPS ingest's batches, a machine's post) carry none and are not logged.
//
// How the setting travels depends on the engine:
// - node-postgres pool: a connection checked out for the actor gets the setting for its session
//   and has it cleared before it goes back to the pool (a plain SELECT outside a transaction skips it).
//   In the same round trip its application_name becomes the request's id ("lsi <id>"), so
//   pg_stat_activity and the server's log name the request that holds a connection, a lock or a
//   long transaction (docs/operations.md "Logs"); it goes back to the session's own name after.
// - PGlite (one connection shared by every request): each statement of the actor runs in a
//   transaction that sets it locally, so another request's statement in between never sees it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/** What the log keeps of the actor (the trigger reads these names). */
export interface Actor {
  user_id: number;
  role: string;
  lsp_id: number | null;
  company_id: number | null;
  vendor_id: number | null;
  ip: string | null;
  request_id: string | null;
}

/** The actor as the setting holds it, and the connection's name while it acts. */
interface Acting {
  json: string;
  name: string;
}

const acting = new AsyncLocalStorage<Acting>();

/** A connection's application_name while it serves a request (PostgreSQL keeps 63 bytes of it). */
export const connectionNameOf = (requestId: string | null) => (requestId ? `lsi ${requestId}` : 'lsi');

/** Runs `work` with every statement it sends attributed to `actor`. */
// Awaited inside: a Drizzle query is a lazy thenable that runs only when awaited, and must run here.
export const actingAs = <T>(actor: Actor, work: () => PromiseLike<T>): Promise<T> =>
  acting.run({ json: JSON.stringify(actor), name: connectionNameOf(actor.request_id) }, async () => await work());

/**
 * Runs `work` attributed to nobody, inside an actor's request: work done on behalf of many
 * requests at once (a batch of GPS reports gathered from several callers).
 */
export const actingAsNobody = <T>(work: () => PromiseLike<T>): Promise<T> => acting.exit(async () => await work());

const SET = `select set_config('lsi.actor', $1, false), set_config('application_name', $2, false)`;
const SET_LOCAL = `select set_config('lsi.actor', $1, true)`;
// Two statements in one round trip (no parameters: the simple protocol): RESET gives back the
// name the connection was opened with (the pool's, or DATABASE_URL's application_name).
const CLEAR = `select set_config('lsi.actor', '', false); reset application_name`;

type Connect = () => Promise<PoolClient>;

/**
 * A plain SELECT outside a transaction writes no audited row: it runs as anyone's, without the
 * setting's round trips (a write request reads more than it writes). A data-modifying statement
 * (INSERT, UPDATE, DELETE, or a WITH holding one) carries the actor.
 */
function isRead(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/** The pool's connections carry the actor of the request that checked them out. */
export function attributePool(pool: Pool): void {
  const connect = pool.connect.bind(pool) as Connect & ((cb: unknown) => void);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const checkedOut = async (actor: Acting): Promise<PoolClient> => {
    const client = await connect();
    try {
      await client.query(SET, [actor.json, actor.name]);
    } catch (e) {
      client.release(e as Error);
      throw e;
    }
    const release = client.release.bind(client);
    // Cleared before the connection serves anyone else; a connection that cannot be cleared is
    // closed (released with an error) rather than handed on with someone else's name.
    client.release = ((err?: Error | boolean) => {
      client.release = release;
      if (err) return release(err);
      client.query(CLEAR).then(
        () => release(),
        (e: Error) => release(e),
      );
    }) as PoolClient['release'];
    return client;
  };
  pool.connect = ((cb?: unknown) => {
    const actor = acting.getStore();
    // pg's own pool.query checks out with a callback: it is only ever called here without an actor.
    if (cb !== undefined || actor === undefined) return cb === undefined ? connect() : connect(cb);
    return checkedOut(actor);
  }) as Pool['connect'];
  pool.query = ((...args: unknown[]) => {
    const actor = acting.getStore();
    if (actor === undefined || typeof args.at(-1) === 'function' || isRead(args[0])) return query(...args);
    return checkedOut(actor).then(async (client) => {
      try {
        return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        client.release();
      }
    });
  }) as Pool['query'];
}

/** PGlite's statements and transactions carry the actor of the request that sends them. */
export function attributePglite(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, params?: unknown[], options?: object) => {
    const actor = acting.getStore();
    if (actor === undefined || isRead(sql)) return query(sql, params, options);
    return transaction(async (tx) => {
      await tx.query(SET_LOCAL, [actor.json]);
      return tx.query(sql, params, options);
    });
  }) as PGlite['query'];
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => {
    const actor = acting.getStore();
    if (actor === undefined) return transaction(work);
    return transaction(async (tx) => {
      await tx.query(SET_LOCAL, [actor.json]);
      return work(tx);
    });
  }) as PGlite['transaction'];
}
