// Notifications for the bell: grouping for the WB / All tabs, where an item leads, the unread count
// (contract/notification.ts).
import type { NotificationRow } from '../../contract/notification.ts';
import { shipmentDetailPath } from '../custom/order-shipment/history/paths.ts';
import { formatNotificationGroup } from '../i18n/format.ts';

export { notifications as notificationCalls, type NotificationRow } from '../../contract/notification.ts';

export const WEIGHTBRIDGE_TAG = 'WEIGHTBRIDGE';

export interface NotificationGroup {
  day: string;
  items: NotificationRow[];
}

/**
 * The screen a notification opens, inside the area (spec 1 §2: a weighbridge item opens its
 * shipment's history detail), or null. The drawer links it only when the area has that screen.
 */
export function notificationTarget(row: Pick<NotificationRow, 'tag' | 'shipment_id'>): string | null {
  if (row.tag === WEIGHTBRIDGE_TAG && row.shipment_id) return shipmentDetailPath(row.shipment_id);
  return null;
}

/** Groups rows by day (DD/MM/YY in WIB), keeping the order they came in (newest first from the server). */
export function groupByDay(rows: readonly NotificationRow[], tab: 'all' | 'wb' = 'all'): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  for (const row of rows) {
    if (tab === 'wb' && row.tag !== WEIGHTBRIDGE_TAG) continue;
    const day = formatNotificationGroup(row.created_at);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(row);
    else groups.push({ day, items: [row] });
  }
  return groups;
}
