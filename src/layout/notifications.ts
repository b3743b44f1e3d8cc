// Notifications for the bell drawer: grouping for the WB / All tabs (contract/notification.ts).
import type { NotificationRow } from '../../contract/notification.ts';
import { formatNotificationGroup } from '../i18n/format.ts';

export { notifications as notificationCalls, type NotificationRow } from '../../contract/notification.ts';

export const WEIGHTBRIDGE_TAG = 'WEIGHTBRIDGE';

export interface NotificationGroup {
  day: string;
  items: NotificationRow[];
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
