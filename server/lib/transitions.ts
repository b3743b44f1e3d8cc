// The states table of contract/states.ts applied to rows. A transition is one conditional UPDATE
// (`where id in (...) and status in (<from states>)`): two requests racing for the same row are
// ordered by its row lock, the second finds the state changed and is refused with 409, and the
// transaction it runs in rolls back, so a refused action changes nothing.
import { and, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../contract/lib.ts';
import type { MessageKey } from '../../contract/messages.ts';
import { nextState, transitionOf, type Machine } from '../../contract/states.ts';
import { exportFiles, geofenceAlerts, invoices, orders, shipments, shipmentVendors, tracks, weighbridgeMachineTickets, weighbridgeTickets } from '../db/schema/index.ts';
import { forbidden, HttpError } from './errors.ts';
import { rowsOf } from './bulk.ts';
import type { Tx } from './freight/tx.ts';
import { intList } from './values.ts';

// The FMS link (keyed by its vendor, moved only by the puller) applies its table itself: lib/fms/pull.ts.
const TABLES = { order: orders, shipment: shipments, shipmentVendor: shipmentVendors, track: tracks, invoice: invoices, weighbridgeTicket: weighbridgeTickets, machineTicket: weighbridgeMachineTickets, geofenceAlert: geofenceAlerts, exportFile: exportFiles } as const;

/** 409 in the caller's language: "This order is Draft: "ship" is not possible now." */
export function refused(m: Machine, state: string, action: string): HttpError {
  return new HttpError(409, 'server.transitionRefused', {}, undefined, {
    entity: `entity.${m.entity}` as MessageKey,
    state: `state.${state}` as MessageKey,
    action: `action.${action}` as MessageKey,
  });
}

/** The state after `action`; 403 when the role may not take it, 409 when the state does not allow it. */
export function assertTransition<S extends string, A extends string>(m: Machine<S, A>, state: S, action: A, role: Role): S {
  if (!transitionOf(m, action).by.includes(role)) throw forbidden();
  const next = nextState(m, state, action);
  if (next === null) throw refused(m, state, action);
  return next;
}

/** One action of a states table on some of its rows, with values for their other columns. */
export interface Step<S extends string = string, A extends string = string> {
  m: Machine<S, A>;
  ids: readonly number[];
  action: A;
  set?: Record<string, unknown>;
}

/**
 * Applies `action` to the rows `ids` in one statement, with `set` for their other columns (and
 * updated_at = now). Every row must be in a state the action starts from at the moment of the
 * update; otherwise the caller's transaction rolls back on the 409 thrown here.
 */
export async function applyTransition<S extends string, A extends string>(tx: Tx, m: Machine<S, A>, ids: readonly number[], action: A, now: Date, set: Record<string, unknown> = {}): Promise<void> {
  await applyTransitions(tx, now, [{ m, ids, action, set }]);
}

/**
 * Several steps (of different tables) in one statement: each update a data-modifying CTE, as a
 * vendor's accept moves its part and the shipment, and on PGlite every statement waits for every
 * other request's. The steps touch different rows, so their order inside the statement does not matter.
 */
export async function applyTransitions(tx: Tx, now: Date, steps: readonly Step[]): Promise<void> {
  const updates = steps.map(({ m, ids, action, set = {} }) => {
    const table = TABLES[m.entity as keyof typeof TABLES] as typeof shipmentVendors;
    const t = transitionOf(m, action);
    const values = { ...set, ...(t.to === 'same' ? { status: table.status } : { status: t.to }), updatedAt: now };
    return tx
      .update(table)
      .set(values as never)
      .where(and(inArray(table.id, [...ids]), inArray(table.status, [...t.from])))
      .returning({ id: table.id });
  });
  let moved: number[][];
  if (updates.length === 1) moved = [(await updates[0]!).map((r) => r.id)];
  else {
    const name = (i: number) => sql.raw(`t${i}`);
    const ctes = updates.map((u, i) => sql`${name(i)} as (${u.getSQL()})`);
    const [row] = await rowsOf<Record<string, unknown>>(tx, sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(updates.map((_, i) => sql`array(select id from ${name(i)}) as ${name(i)}`), sql`, `)}`);
    moved = updates.map((_, i) => intList(row![`t${i}`]));
  }
  for (const [i, step] of steps.entries()) {
    const done = new Set(moved[i]);
    if (done.size === new Set(step.ids).size) continue;
    const table = TABLES[step.m.entity as keyof typeof TABLES] as typeof shipmentVendors;
    const [other] = await tx
      .select({ status: table.status })
      .from(table)
      .where(inArray(table.id, step.ids.filter((id) => !done.has(id))))
      .limit(1);
    throw refused(step.m, other?.status ?? 'unknown', step.action);
  }
}
