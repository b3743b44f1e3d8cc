// A browser notification (the Notifications API) for each new notification of the user, when the
// permission was granted (spec 1 §1). Run by the leader tab only (shared.ts), so a browser shows it
// once: on a `notifications` insert it reads the newest notifications (GET /v1/notifications, in
// the page's language) and shows those above the newest one it has already handled, whose id is
// kept in localStorage for the next leader. The first leader of a sign-in starts from the newest
// one there is: what was there before is not shown again.
import type { NotificationRow } from '../../contract/notification.ts';
import type { LiveEvent } from './source.ts';

/** How many of the newest notifications one check reads: more than a burst brings at once. */
export const NEWEST_READ = 20;

export interface NotifierOptions {
  /** localStorage key of the newest id handled (per user). */
  key: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The user's newest notifications, newest first. */
  newest: () => Promise<readonly NotificationRow[]>;
  /** Whether a notification may be shown now. */
  granted: () => boolean;
  show: (row: NotificationRow) => void;
  delayMs?: number;
}

export interface Notifier {
  push(event: LiveEvent): void;
  stop(): void;
  /** Resolves when every check asked for so far is done (tests). */
  idle(): Promise<void>;
}

export function createNotifier(o: NotifierOptions): Notifier {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handled = () => {
    const raw = o.storage?.getItem(o.key);
    return raw === null || raw === undefined ? null : Number(raw);
  };
  const remember = (id: number) => o.storage?.setItem(o.key, String(id));
  const newestId = (rows: readonly NotificationRow[]) => rows.reduce((max, r) => Math.max(max, r.id), 0);

  // One check at a time, in order.
  let chain: Promise<void> = Promise.resolve();
  const then = (step: () => Promise<void>) => {
    chain = chain.then(step).catch(() => undefined);
  };

  // The starting point of this browser: what exists when the first leader starts is not new.
  if (handled() === null) then(async () => {
    if (handled() === null) remember(newestId(await o.newest()));
  });

  const check = async () => {
    if (stopped) return;
    const rows = await o.newest();
    const after = handled() ?? 0;
    const fresh = rows.filter((r) => r.id > after).sort((a, b) => a.id - b.id);
    if (fresh.length === 0) return;
    remember(newestId(fresh));
    if (stopped || !o.granted()) return;
    for (const row of fresh) o.show(row);
  };

  return {
    push(event) {
      if (stopped) return;
      if (event.kind === 'change' && (event.table !== 'notifications' || event.operation !== 'INSERT')) return;
      timer ??= setTimeout(() => {
        timer = undefined;
        then(check);
      }, o.delayMs ?? 250);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    idle: async () => {
      while (timer !== undefined) await new Promise((r) => setTimeout(r, 10));
      await chain;
    },
  };
}

/** The plain text of a notification's body (HTML), through the browser's own parser. */
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** Shows `row` with the Notifications API; one per notification id (the tag). */
export function showBrowserNotification(row: NotificationRow): void {
  try {
    new Notification(row.title, { body: plainText(row.body), tag: `lsi-notification-${row.id}` });
  } catch {
    // Some browsers (Android Chrome) show notifications only from a service worker: the bell still says it.
  }
}

export const notificationsGranted = (): boolean => typeof Notification !== 'undefined' && Notification.permission === 'granted';
