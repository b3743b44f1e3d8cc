// /v1/notifications: only the caller's own.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationList, notifications as calls } from '../../contract/notification.ts';
import { notifications } from '../db/schema/index.ts';
import { col, planList, runList, type ColumnMap } from '../lib/list.ts';
import { timezoneOffsetOf } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

type Col = (typeof notificationList.search)[number] | (typeof notificationList.sort)[number] | (typeof notificationList.filter)[number];
const columns: ColumnMap<Col> = {
  title: col(notifications.title),
  body: col(notifications.body),
  created_at: col(notifications.createdAt),
  tag: col(notifications.tag),
};

export function notificationRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) => {
    const plan = planList(notificationList, columns, query, {
      what: 'notifications',
      scope: eq(notifications.userId, caller.userId),
      idColumn: notifications.id,
      tzOffsetMinutes: timezoneOffsetOf(req),
    });
    return runList(plan, {
      counts: s.counts,
      tables: ['notifications'],
      count: async (where) => (await db.select({ n: count() }).from(notifications).where(where))[0]?.n ?? 0,
      rows: async (p) => {
        let q = db.select().from(notifications).where(p.where).orderBy(...p.orderBy).$dynamic();
        if (p.limit !== undefined) q = q.limit(p.limit).offset(p.offset);
        return (await q).map((n) => ({
          id: n.id,
          title: n.title,
          body: n.body,
          tag: n.tag,
          shipment_id: n.shipmentId,
          read_at: n.readAt?.toISOString() ?? null,
          created_at: n.createdAt.toISOString(),
        }));
      },
    });
  });
}
