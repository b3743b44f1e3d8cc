// The live source read from the Firebase Realtime Database (docs/realtime.md "Firebase"), chosen
// instead of the server's stream when the build's Firebase web config names a database
// (firebase-config.ts). The server writes, per event, the last event of each table under the
// paths of the tenants, users and badges it concerns (server/changes/mirror.ts); the browser asks
// GET /v1/realtime/firebase for a sign-in token and its own paths (the database's rules let it read
// those only), watches them, and turns each table whose last event id grew into a change signal.
// firebase/app, /auth and /database are imported on the first subscribe, never before.
import type { ChangeMessage } from '../../contract/realtime.ts';
import { realtime } from '../../contract/realtime.ts';
import { ApiHttpError, request } from '../api/http.ts';
import { firebaseLiveConfig, type FirebaseWebConfig } from './firebase-config.ts';
import type { LiveChange, LiveSource } from './live-source.ts';

interface Mark {
  id: number;
  operation: string;
  table?: string;
}

const isMark = (v: unknown): v is Mark => typeof v === 'object' && v !== null && typeof (v as Mark).id === 'number' && typeof (v as Mark).operation === 'string';

/**
 * The changes a path's new value tells of that `seen` (per table, the highest id met at this path)
 * has not: a badge holds one mark ({ id, table, operation }), a feed one per table
 * ({ [table]: { id, operation } }). The first value of a path (`first`) only sets what was seen.
 */
export function changesOf(value: unknown, seen: Map<string, number>, first: boolean): LiveChange[] {
  const marks: [string, Mark][] = isMark(value)
    ? value.table
      ? [[value.table, value]]
      : []
    : typeof value === 'object' && value !== null
      ? Object.entries(value).filter((entry): entry is [string, Mark] => isMark(entry[1]))
      : [];
  const changes: LiveChange[] = [];
  for (const [table, mark] of marks) {
    if (mark.id <= (seen.get(table) ?? -1)) continue;
    seen.set(table, mark.id);
    if (!first) changes.push({ table, operation: mark.operation, id: String(mark.id) });
  }
  return changes.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Wait before signing in again after the database refused or dropped the reader. */
export const RETRY_MS = 5000;
let apps = 0;

/** Signs in and watches the caller's paths; answers how to stop. */
async function watch(config: FirebaseWebConfig, seen: Map<string, Map<string, number>>, onEvent: (e: LiveChange) => void, onRefused: () => void): Promise<() => Promise<void>> {
  const access = (await request(realtime.firebase)).data;
  const [{ initializeApp, deleteApp }, { getAuth, signInWithCustomToken, signOut }, { getDatabase, onValue, ref }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/database'),
  ]);
  const app = initializeApp({ ...config, databaseURL: access.database_url }, `lsi-live-${++apps}`);
  const auth = getAuth(app);
  const stop = async () => {
    for (const off of offs) off();
    await signOut(auth).catch(() => {});
    await deleteApp(app).catch(() => {});
  };
  const offs: (() => void)[] = [];
  try {
    await signInWithCustomToken(auth, access.token);
  } catch (e) {
    await stop();
    throw e;
  }
  const db = getDatabase(app);
  for (const path of access.paths) {
    const known = seen.get(path);
    const atPath = known ?? new Map<string, number>();
    seen.set(path, atPath);
    // A path met before (a sign-in again) carries on from what was seen: what changed meanwhile is told.
    let first = known === undefined;
    offs.push(
      onValue(
        ref(db, path),
        (snapshot) => {
          for (const change of changesOf(snapshot.val(), atPath, first)) onEvent(change);
          first = false;
        },
        // Refused (the sign-in expired or was revoked): sign in again.
        () => onRefused(),
      ),
    );
  }
  return stop;
}

/** The live source over the Firebase Realtime Database (the build's web config must name it). */
export function createFirebaseLiveSource(config: FirebaseWebConfig | null = firebaseLiveConfig(), retryMs = RETRY_MS): LiveSource {
  return {
    subscribe(onEvent, onReset) {
      if (!config) throw new Error('Firebase is not configured (VITE_FIREBASE_CONFIG has no databaseURL)');
      const seen = new Map<string, Map<string, number>>();
      let stopped = false;
      let stop: (() => Promise<void>) | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let restarting = false;
      const start = (again: boolean) => {
        restarting = false;
        watch(config, seen, (e) => stopped || onEvent(e), restart).then(
          (s) => {
            if (stopped || restarting) void s();
            else {
              stop = s;
              // After a refusal, what the paths say is compared with what was seen; a change no
              // path kept (the server's writes failed meanwhile) cannot be told: read all again.
              if (again) onReset();
            }
          },
          (e: unknown) => {
            // Signed out (401: the shell signs out), the password must change (403) or Firebase is
            // not configured on the server (404): nothing to retry.
            if (e instanceof ApiHttpError && [401, 403, 404].includes(e.status)) return;
            restart();
          },
        );
      };
      function restart() {
        if (stopped || restarting) return;
        restarting = true;
        const was = stop;
        stop = undefined;
        void was?.();
        timer = setTimeout(() => start(true), retryMs);
      }
      start(false);
      return () => {
        stopped = true;
        clearTimeout(timer);
        void stop?.();
      };
    },
  };
}

/** A change as the server's stream tells it ({ kind: 'change', id, table, operation } or { kind: 'reset' }). */
export type StreamLikeEvent = ({ kind: 'change' } & ChangeMessage) | { kind: 'reset' };

/** The same source with one listener of stream-like events (for a reader built around the SSE stream's events). */
export function firebaseStreamLikeSource(config: FirebaseWebConfig | null = firebaseLiveConfig()): { subscribe(listener: (e: StreamLikeEvent) => void): () => void } {
  const source = createFirebaseLiveSource(config);
  return {
    subscribe: (listener) =>
      source.subscribe(
        (e) => listener({ kind: 'change', id: Number(e.id), table: e.table, operation: e.operation as ChangeMessage['operation'] }),
        () => listener({ kind: 'reset' }),
      ),
  };
}
