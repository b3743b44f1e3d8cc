// The bell's notifications (spec 1 §2 "Notification drawer content", §7).
import { z } from 'zod';
import { call, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';

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
  search: ['title', 'body'],
  defaultSearch: ['title'],
  sort: ['created_at'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['tag'],
  dates: ['created_at'],
  defaultEntries: 15,
});

export const notifications = {
  list: call({
    method: 'GET',
    path: '/v1/notifications',
    summary: "The caller's notifications, newest first (tag WEIGHTBRIDGE for the WB tab)",
    access: 'signed-in',
    query: listQuery,
    response: pagedAnswer(notificationRow),
  }),
};
