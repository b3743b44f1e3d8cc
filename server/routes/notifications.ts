// /v1/notifications: only the caller's own, in the caller's language; how many are unread; marking
// them read.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationList, notifications as calls } from '../../contract/notification.ts';
import type { Locale } from '../../contract/messages.ts';
import type { Db } from '../db/open.ts';
import { notifications } from '../db/schema/index.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { localeOf } from '../lib/locale.ts';
import { textsIn } from '../lib/notifications.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

type Col = (typeof notificationList.search)[number] | (typeof notificationList.sort)[number] | (typeof notificationList.filter)[number];

const source = (db: Db, locale: Locale): ListSource<Col, typeof notifications.$inferSelect, ReturnType<typeof toRow>> => ({
  what: 'notifications',
  db,
  decl: notificationList,
  columns: {
    // Searched in the language the caller reads them in.
    title: col(locale === 'id' ? notifications.titleId : notifications.titleEn),
    body: col(locale === 'id' ? notifications.bodyId : notifications.bodyEn),
    created_at: col(notifications.createdAt),
    tag: col(notifications.tag),
  },
  idColumn: notifications.id,
  rows: () => db.select().from(notifications).$dynamic(),
  keys: () => db.select({ id: notifications.id }).from(notifications).$dynamic(),
  toRow: (n) => toRow(n, locale),
});

function toRow(n: typeof notifications.$inferSelect, locale: Locale) {
  return {
    id: n.id,
    ...textsIn(n, locale),
    tag: n.tag,
    shipment_id: n.shipmentId,
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
  };
}

async function unreadOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export function notificationRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(source(db, localeOf(req)), query, { scope: eq(notifications.userId, caller.userId), ...listContext(req, s) }),
  );

  route(app, s, calls.unread, async ({ caller, db }) => ({ data: { unread: await unreadOf(db, caller.userId) } }));

  route(app, s, calls.markRead, async ({ caller, body, db }) => {
    const mine = and(eq(notifications.userId, caller.userId), isNull(notifications.readAt));
    // Another user's ids are simply not the caller's: nothing of theirs changes.
    await db
      .update(notifications)
      .set({ readAt: s.clock() })
      .where(body.ids ? and(mine, inArray(notifications.id, body.ids)) : mine);
    return { data: { unread: await unreadOf(db, caller.userId) } };
  });
}
