// The signed-in user's live source, one per tab: the server's stream shared by the browser's tabs
// (shared.ts over sse.ts), and, in the leader tab only, the browser notifications (notify.ts); or,
// when the build's Firebase config names a Realtime Database (firebase-config.ts), that database's
// reader in each tab (firebase-source.ts; FCM push shows the notifications then). Made on the first
// screen of an area, closed by signing out (a 401 anywhere included: its cleanup is a live-data
// listener, src/authProvider/liveListeners.ts).
import { notifications } from '../../contract/notification.ts';
import { realtime } from '../../contract/realtime.ts';
import { API_BASE, httpEvents, request } from '../api/http.ts';
import { session } from '../api/session.ts';
import { liveListenerCleanups } from '../authProvider/liveListeners.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { firebaseLiveConfig } from './firebase-config.ts';
import { firebaseStreamLikeSource } from './firebase-source.ts';
import { createNotifier, notificationsGranted, showBrowserNotification, type Notifier } from './notify.ts';
import { Listeners } from './source.ts';
import { openChangeStream } from './sse.ts';
import { sharedLiveSource, type SharedSource } from './shared.ts';

let current: { userId: number; source: SharedSource; cleanup: () => void } | null = null;

/** The name of the user's lock, channel and kept ids. */
export const liveName = (userId: number) => `lsi.realtime.${userId}`;

/** FCM shows the notifications itself when it is configured (src/push): not twice. */
const pushConfigured = () => !!(import.meta.env?.VITE_FIREBASE_CONFIG && import.meta.env?.VITE_FIREBASE_VAPID_KEY);

/** The Firebase Realtime Database's reader, in this tab (its connection is to Firebase, not to this host). */
function openFirebase(): SharedSource {
  const listeners = new Listeners();
  const stop = firebaseStreamLikeSource().subscribe((event) => listeners.emit(event));
  return { subscribe: (onEvent) => listeners.add(onEvent), isLeader: () => false, close: stop };
}

function open(userId: number): SharedSource {
  if (firebaseLiveConfig()) return openFirebase();
  const name = liveName(userId);
  let notifier: Notifier | null = null;
  const source = sharedLiveSource({
    name,
    open: ({ lastEventId, onEvent }) =>
      openChangeStream({
        url: API_BASE + realtime.stream.path,
        token: () => session.token(),
        lastEventId,
        onEvent,
        headers: () => ({ 'Accept-Language': localeFromPath() }),
        // Signs out as any other call's 401 does (spec 1 §8); that closes this source.
        onUnauthorized: () => httpEvents.onUnauthorized.forEach((fn) => fn(realtime.stream)),
        // The password must be changed first: the screens are sent there; the stream waits for the next sign-in.
        onForbidden: () => closeLiveSource(),
        online: globalThis.window,
      }),
    onLeader: (leader) => {
      notifier?.stop();
      notifier =
        leader && !pushConfigured()
          ? createNotifier({
              key: `${name}.notified-id`,
              storage: globalThis.localStorage ?? null,
              newest: async () => (await request(notifications.list, { query: { entries: 20, sort_column: 'created_at', sort_type: 'desc' } })).data,
              granted: notificationsGranted,
              show: showBrowserNotification,
            })
          : null;
    },
  });
  source.subscribe((event) => notifier?.push(event));
  const closeSource = source.close;
  return Object.assign(source, {
    close: () => {
      notifier?.stop();
      closeSource();
    },
  });
}

/** The live source of the signed-in user, opened on first use. */
export function liveSourceFor(userId: number): SharedSource {
  if (current?.userId === userId) return current.source;
  closeLiveSource();
  const source = open(userId);
  const cleanup = () => {
    if (current?.source === source) current = null;
    source.close();
  };
  current = { userId, source, cleanup };
  liveListenerCleanups.add(cleanup);
  return source;
}

/** Closes the live source (signing out does it through liveListenerCleanups). */
export function closeLiveSource(): void {
  if (!current) return;
  const { cleanup } = current;
  liveListenerCleanups.delete(cleanup);
  cleanup();
}
