// /v1/notifications: only the caller's own.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationList, notifications as calls } from '../../contract/notification.ts';
import type { Db } from '../db/open.ts';
import { notifications } from '../db/schema/index.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { timezoneOffsetOf } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

type Col = (typeof notificationList.search)[number] | (typeof notificationList.sort)[number] | (typeof notificationList.filter)[number];

const source = (db: Db): ListSource<Col, typeof notifications.$inferSelect, ReturnType<typeof toRow>> => ({
  what: 'notifications',
  db,
  decl: notificationList,
  columns: {
    title: col(notifications.title),
    body: col(notifications.body),
    created_at: col(notifications.createdAt),
    tag: col(notifications.tag),
  },
  idColumn: notifications.id,
  rows: () => db.select().from(notifications).$dynamic(),
  keys: () => db.select({ id: notifications.id }).from(notifications).$dynamic(),
  toRow,
});

function toRow(n: typeof notifications.$inferSelect) {
  return {
    id: n.id,
    title: n.title,
    body: n.body,
    tag: n.tag,
    shipment_id: n.shipmentId,
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
  };
}

export function notificationRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: eq(notifications.userId, caller.userId), tzOffsetMinutes: timezoneOffsetOf(req), counts: s.counts }),
  );
}
