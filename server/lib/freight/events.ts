// What every change of the freight flow leaves behind, in the same transaction as the change:
// a shipment history entry (who, when, what changed, why) and a notification for each user of
// every organisation concerned (concerned.ts) but the one that acted, in both languages.
import { inArray, sql } from 'drizzle-orm';
import { notifications, shipmentHistories, shipments } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { notificationTexts, type NotificationEvent } from '../notifications.ts';
import { factsOf, noticesOf, type Notice } from './concerned.ts';
import type { MessageVars } from '../../../contract/messages.ts';
import type { Audience, HistoryEntry } from './entries.ts';
import type { Tx } from './tx.ts';

export type { Audience, HistoryEntry, StoredChange } from './entries.ts';

export async function recordHistory(tx: Tx, caller: Caller, now: Date, entries: HistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  const write = tx.insert(shipmentHistories).values(
    entries.map((e) => ({
      shipmentId: e.shipmentId,
      // The shipment's LSP (a shipment never changes LSP): what the LSP's history list is scoped by.
      logisticsServiceProviderId: sql<number>`(select ${shipments.logisticsServiceProviderId} from ${shipments} where ${shipments.id} = ${e.shipmentId})`,
      shipmentVendorId: e.partId ?? null,
      vendorIds: e.vendorIds ?? [],
      // A machine's ticket whose key's maker was deleted names no user (machine.ts).
      userId: caller.userId > 0 ? caller.userId : null,
      action: e.action,
      reason: e.reason ?? null,
      changes: e.changes ?? [],
      values: { user: caller.name, ...e.values },
      createdAt: now,
    })),
  );
  const facts = await factsOf(tx, entries, write.getSQL());
  await notifyAll(
    tx,
    caller,
    now,
    entries.flatMap((e, i) => noticesOf(e, facts[i]!, caller.name).map((n) => ({ ...n, shipmentId: e.shipmentId }))),
  );
}

/** The parties of an order: its provider and its shipping company (notify tells the one that did not act). */
export const orderParties = (row: { logisticsServiceProviderId: number; shipmentCompanyId: number | null }): Audience => ({
  lsps: [row.logisticsServiceProviderId],
  companies: row.shipmentCompanyId ? [row.shipmentCompanyId] : [],
});

/** `to` without the caller's own organisation: it knows what it did. */
function othersThan(caller: Caller, to: Audience): Audience {
  const but = (list: number[] | undefined, role: Caller['role'], own: number | null) => (list ?? []).filter((id) => caller.role !== role || id !== own);
  return {
    lsps: but(to.lsps, 'LOGISTIC_SERVICE_PROVIDER', caller.lspId),
    vendors: but(to.vendors, 'VENDOR', caller.vendorId),
    companies: but(to.companies, 'SHIPMENT_COMPANY', caller.shipmentCompanyId),
  };
}

/** One notification per enabled user of each organisation in `to` but the caller's; one statement. */
export const notify = (tx: Tx, caller: Caller, now: Date, event: NotificationEvent, vars: MessageVars, to: Audience, shipmentId?: number): Promise<void> =>
  notifyAll(tx, caller, now, [{ event, vars, to, shipmentId }]);

/** The notifications of several events in one statement (an arm of a `union all` per event). */
export async function notifyAll(tx: Tx, caller: Caller, now: Date, notices: readonly (Notice & { shipmentId?: number })[]): Promise<void> {
  const arms = notices.flatMap(({ event, vars, to: audience, shipmentId }) => {
    const to = othersThan(caller, audience);
    if (!to.lsps?.length && !to.vendors?.length && !to.companies?.length) return [];
    const texts = notificationTexts(event, vars);
    // The bell's WB tab lists the weighbridge's notifications (spec 1 §2); they open the shipment.
    const tag = event.startsWith('weighbridge') ? 'WEIGHTBRIDGE' : shipmentId ? 'SHIPMENT' : 'ORDER';
    return [
      sql`select u.id, ${texts.titleEn}::text, ${texts.titleId}::text, ${texts.bodyEn}::text, ${texts.bodyId}::text, ${tag}::text, ${shipmentId ?? null}::int, ${now.toISOString()}::timestamptz
      from users u
      where not u.is_disabled and u.id <> ${caller.userId} and (
        (u.role = 'LOGISTIC_SERVICE_PROVIDER' and ${inArray(sql`u.logistics_service_provider_id`, to.lsps ?? [])})
        or (u.role = 'VENDOR' and ${inArray(sql`u.vendor_id`, to.vendors ?? [])})
        or (u.role = 'SHIPMENT_COMPANY' and ${inArray(sql`u.shipment_company_id`, to.companies ?? [])}))`,
    ];
  });
  if (!arms.length) return;
  await tx.execute(sql`insert into ${notifications} (user_id, title_en, title_id, body_en, body_id, tag, shipment_id, created_at) ${sql.join(arms, sql` union all `)}`);
}
