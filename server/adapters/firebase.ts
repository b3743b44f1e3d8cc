// Firebase Realtime Database (spec 1 §7 "Realtime database paths"), when configured: the server
// writes the paths the change stream's events concern (server/changes/mirror.ts) and gives each
// signed-in browser a sign-in token for reading its own paths (GET /v1/realtime/firebase).
// firebase-admin is imported here only, and only when a connection is asked for: without
// FIREBASE_* configuration no Firebase module is ever loaded (tests/unit/firebase-adapter.test.ts).
import type { Config } from '../config.ts';

export interface FirebaseSettings {
  databaseURL: string;
  projectId: string;
  clientEmail: string;
  /** The service account's PEM key (newlines may come escaped as \n from an env file). */
  privateKey: string;
}

/** What the server does with the Realtime Database: the mirror writes, the token route signs. */
export interface RealtimeDb {
  /** One multi-path update of the root: each path's value replaced, all or none. */
  update(values: Record<string, unknown>): Promise<void>;
  /** A custom sign-in token for the browser's Firebase client; `claims` are what the rules read. */
  customToken(uid: string, claims: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

/** The connection, opened on first use and kept (null: Firebase is not configured). */
export interface FirebaseLink {
  /** The database's address, for the browser's client. */
  readonly databaseURL: string;
  db(): Promise<RealtimeDb>;
  close(): Promise<void>;
}

/** The settings when FIREBASE_DATABASE_URL and the service account are all configured (config.ts checks all or none). */
export function firebaseSettingsOf(config: Pick<Config, 'FIREBASE_DATABASE_URL' | 'FIREBASE_PROJECT_ID' | 'FIREBASE_CLIENT_EMAIL' | 'FIREBASE_PRIVATE_KEY'>): FirebaseSettings | undefined {
  const { FIREBASE_DATABASE_URL: databaseURL, FIREBASE_PROJECT_ID: projectId, FIREBASE_CLIENT_EMAIL: clientEmail, FIREBASE_PRIVATE_KEY: privateKey } = config;
  if (!databaseURL || !projectId || !clientEmail || !privateKey) return undefined;
  return { databaseURL, projectId, clientEmail, privateKey: privateKey.replace(/\\n/g, '\n') };
}

let apps = 0;

/** firebase-admin, loaded now (the only place that imports it). */
export async function connectFirebase(s: FirebaseSettings): Promise<RealtimeDb> {
  const [{ initializeApp, cert, deleteApp }, { getDatabase }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/database'),
    import('firebase-admin/auth'),
  ]);
  // A name of its own: two apps of one process (tests, a restart of the services) never share one.
  const app = initializeApp({ credential: cert({ projectId: s.projectId, clientEmail: s.clientEmail, privateKey: s.privateKey }), databaseURL: s.databaseURL }, `lsi-rtdb-${++apps}`);
  const root = getDatabase(app).ref();
  return {
    update: (values) => root.update(values),
    customToken: (uid, claims) => getAuth(app).createCustomToken(uid, claims),
    close: () => deleteApp(app),
  };
}

/** A link that connects on first use; `connect` is connectFirebase, or a fake in tests. */
export function firebaseLink(databaseURL: string, connect: () => Promise<RealtimeDb>): FirebaseLink {
  let opened: Promise<RealtimeDb> | undefined;
  return {
    databaseURL,
    db: () =>
      (opened ??= connect().catch((e: unknown) => {
        opened = undefined;
        throw e;
      })),
    close: async () => {
      const was = opened;
      opened = undefined;
      await (await was?.catch(() => undefined))?.close();
    },
  };
}

/** The configured link, or null: without settings nothing of Firebase is loaded, now or later. */
export function createFirebaseLink(settings: FirebaseSettings | undefined): FirebaseLink | null {
  return settings ? firebaseLink(settings.databaseURL, () => connectFirebase(settings)) : null;
}
