// The bell's notifications (spec 1 §2 "Notification drawer content", §7). Title and body come in
// the caller's language (Accept-Language): each notification is stored in every language.
import { z } from 'zod';
import { idList } from './fields.ts';
import { call, dataAnswer, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';

export const notificationRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML: sanitize before rendering. */
  body: z.string(),
  tag: z.string().nullable(),
  shipment_id: z.number().int().nullable(),
  read_at: isoDate.nullable(),
  created_at: isoDate,
});
export type NotificationRow = z.infer<typeof notificationRow>;

export const notificationList = listDecl({
  /** Searched in the caller's language. */
  search: ['title', 'body'],
  defaultSearch: ['title'],
  sort: ['created_at'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['tag'],
  dates: ['created_at'],
  defaultEntries: 15,
});

const unread = z.object({ unread: z.number().int() });

export const notifications = {
  list: call({
    method: 'GET',
    path: '/v1/notifications',
    summary: "The caller's notifications, newest first (tag WEIGHTBRIDGE for the WB tab), in the caller's language",
    access: 'signed-in',
    query: listQuery,
    response: pagedAnswer(notificationRow),
  }),
  unread: call({
    method: 'GET',
    path: '/v1/notifications/unread',
    summary: "How many of the caller's notifications are unread (the bell's dot)",
    access: 'signed-in',
    response: dataAnswer(unread),
  }),
  markRead: call({
    method: 'PUT',
    path: '/v1/notifications/read',
    summary: "Marks the caller's notifications read: those named in ids, or all of them; answers how many stay unread",
    access: 'signed-in',
    // Their own notifications: a READ_ONLY user reads them too.
    selfService: true,
    body: z.object({ ids: idList().optional() }),
    response: dataAnswer(unread),
  }),
};
