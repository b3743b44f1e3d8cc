// The browser's Firebase live source (src/realtime/firebase-source.ts) against a fake Realtime
// Database: it asks the server for its token and paths, signs in with the token, turns each table
// whose last event id grew into a change (the first value of a path only sets what was seen), and,
// refused, signs in again and carries on, with a reset; it loads firebase only on subscribe, and
// stops everything on unsubscribe. Which build config selects it (firebase-config.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../../../src/realtime/live-source.ts';

const fake = vi.hoisted(() => ({
  loaded: [] as string[],
  signIns: [] as string[],
  apps: [] as { name: string; options: Record<string, string>; deleted: boolean }[],
  watchers: new Map<string, { next: (s: { val: () => unknown }) => void; cancel: () => void; off: boolean }>(),
  requests: 0,
  answer: null as null | (() => unknown),
}));
vi.mock('firebase/app', () => {
  fake.loaded.push('firebase/app');
  return {
    initializeApp: (options: Record<string, string>, name: string) => {
      const app = { name, options, deleted: false };
      fake.apps.push(app);
      return app;
    },
    deleteApp: async (app: { deleted: boolean }) => void (app.deleted = true),
  };
});
vi.mock('firebase/auth', () => {
  fake.loaded.push('firebase/auth');
  return { getAuth: (app: unknown) => ({ app }), signInWithCustomToken: async (_auth: unknown, token: string) => void fake.signIns.push(token), signOut: async () => {} };
});
vi.mock('firebase/database', () => {
  fake.loaded.push('firebase/database');
  return {
    getDatabase: () => ({}),
    ref: (_db: unknown, path: string) => path,
    onValue: (path: string, next: (s: { val: () => unknown }) => void, cancel: () => void) => {
      const w = { next, cancel, off: false };
      fake.watchers.set(path, w);
      return () => void (w.off = true);
    },
  };
});
vi.mock('../../../src/api/http.ts', () => {
  class ApiHttpError extends Error {
    constructor(readonly status: number) {
      super(String(status));
    }
  }
  return {
    ApiHttpError,
    request: async () => {
      fake.requests++;
      return fake.answer!();
    },
  };
});

const { changesOf, createFirebaseLiveSource, firebaseStreamLikeSource } = await import('../../../src/realtime/firebase-source.ts');
const { firebaseLiveConfig } = await import('../../../src/realtime/firebase-config.ts');
const { ApiHttpError } = await import('../../../src/api/http.ts');

const CONFIG = { apiKey: 'k', projectId: 'lsi-test', databaseURL: 'https://lsi-test.firebaseio.com' };
const PATHS = ['users/7/changes', 'changes/everyone', 'changes/lsp/3', 'badge-notification/7', 'badge-lsp-create-shipment/3'];
const value = (path: string, v: unknown) => fake.watchers.get(path)!.next({ val: () => v });
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  fake.signIns.length = 0;
  fake.apps.length = 0;
  fake.watchers.clear();
  fake.requests = 0;
  let n = 0;
  fake.answer = () => ({ data: { token: `token-${++n}`, database_url: 'https://lsi-test.firebaseio.com', paths: PATHS } });
});

describe('changesOf: a path\'s value against what was seen', () => {
  it('a feed: one change per table whose id grew, oldest first; the first value only sets what was seen', () => {
    const seen = new Map<string, number>();
    expect(changesOf({ orders: { id: 10, operation: 'INSERT' }, tracks: { id: 12, operation: 'UPDATE' } }, seen, true)).toEqual([]);
    expect(changesOf({ orders: { id: 15, operation: 'UPDATE' }, tracks: { id: 12, operation: 'UPDATE' }, shipments: { id: 14, operation: 'INSERT' } }, seen, false)).toEqual([
      { table: 'shipments', operation: 'INSERT', id: '14' },
      { table: 'orders', operation: 'UPDATE', id: '15' },
    ]);
    // An older mark (two API processes writing one path) is not a change.
    expect(changesOf({ orders: { id: 13, operation: 'UPDATE' } }, seen, false)).toEqual([]);
  });

  it('a badge: one mark with its table; nothing or junk: no change', () => {
    const seen = new Map<string, number>();
    expect(changesOf(null, seen, true)).toEqual([]);
    expect(changesOf({ id: 20, table: 'orders', operation: 'INSERT' }, seen, false)).toEqual([{ table: 'orders', operation: 'INSERT', id: '20' }]);
    expect(changesOf({ orders: 'x', tracks: { id: 'y' } }, seen, false)).toEqual([]);
    expect(changesOf('text', seen, false)).toEqual([]);
  });
});

describe('createFirebaseLiveSource', () => {
  it('loads firebase on subscribe only; signs in with the server\'s token; tells each new change once; stops everything', async () => {
    fake.loaded.length = 0;
    const source = createFirebaseLiveSource(CONFIG);
    expect(fake.loaded).toEqual([]);
    const events: LiveChange[] = [];
    const resets: number[] = [];
    const stop = source.subscribe((e) => events.push(e), () => resets.push(1));
    await vi.waitFor(() => expect(fake.watchers.size).toBe(PATHS.length));
    expect(fake.loaded.sort()).toEqual(['firebase/app', 'firebase/auth', 'firebase/database']);
    expect(fake.signIns).toEqual(['token-1']);
    expect(fake.apps[0]!.options).toEqual(CONFIG);
    expect([...fake.watchers.keys()]).toEqual(PATHS);

    value('changes/lsp/3', { orders: { id: 5, operation: 'INSERT' } });
    value('badge-lsp-create-shipment/3', { id: 5, table: 'orders', operation: 'INSERT' });
    expect(events).toEqual([]);
    value('changes/lsp/3', { orders: { id: 9, operation: 'UPDATE' } });
    value('badge-lsp-create-shipment/3', { id: 9, table: 'orders', operation: 'UPDATE' });
    value('users/7/changes', null);
    value('users/7/changes', { notifications: { id: 11, operation: 'INSERT' } });
    expect(events).toEqual([
      { table: 'orders', operation: 'UPDATE', id: '9' },
      { table: 'orders', operation: 'UPDATE', id: '9' },
      { table: 'notifications', operation: 'INSERT', id: '11' },
    ]);
    expect(resets).toEqual([]);

    stop();
    await settle();
    expect([...fake.watchers.values()].every((w) => w.off)).toBe(true);
    expect(fake.apps[0]!.deleted).toBe(true);
    value('changes/lsp/3', { orders: { id: 20, operation: 'UPDATE' } });
    expect(events).toHaveLength(3);
  });

  it('refused by the database: signs in again after a wait, tells what changed meanwhile, and resets', async () => {
    const events: LiveChange[] = [];
    const resets: number[] = [];
    const stop = createFirebaseLiveSource(CONFIG, 200).subscribe((e) => events.push(e), () => resets.push(1));
    await vi.waitFor(() => expect(fake.watchers.size).toBe(PATHS.length));
    value('changes/lsp/3', { orders: { id: 5, operation: 'INSERT' } });
    const old = fake.watchers.get('changes/lsp/3')!;
    old.cancel();
    fake.watchers.get('users/7/changes')!.cancel();
    expect(old.off).toBe(true);
    expect(fake.apps[0]!.deleted).toBe(false);
    await settle();
    expect(fake.apps[0]!.deleted).toBe(true);
    expect(fake.signIns).toEqual(['token-1']);
    await vi.waitFor(() => expect(fake.signIns).toEqual(['token-1', 'token-2']));
    await vi.waitFor(() => expect(resets).toEqual([1]));
    value('changes/lsp/3', { orders: { id: 8, operation: 'UPDATE' } });
    expect(events).toEqual([{ table: 'orders', operation: 'UPDATE', id: '8' }]);
    stop();
  });

  it('no retry when the server refuses the token (401 signs out; 404: Firebase off on the server)', async () => {
    fake.answer = () => {
      throw new ApiHttpError(404, 'Not found.');
    };
    const stop = createFirebaseLiveSource(CONFIG, 20).subscribe(() => {}, () => {});
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.requests).toBe(1);
    expect(fake.signIns).toEqual([]);
    stop();
  });

  it('the stream-like form: changes and resets as the SSE reader tells them', async () => {
    const got: unknown[] = [];
    const stop = firebaseStreamLikeSource(CONFIG).subscribe((e) => got.push(e));
    await vi.waitFor(() => expect(fake.watchers.size).toBe(PATHS.length));
    value('changes/everyone', {});
    value('changes/everyone', { vehicle_features: { id: 3, operation: 'UPDATE' } });
    expect(got).toEqual([{ kind: 'change', id: 3, table: 'vehicle_features', operation: 'UPDATE' }]);
    stop();
  });
});

describe('firebaseLiveConfig: chosen when the build\'s web config names a Realtime Database', () => {
  it('reads VITE_FIREBASE_CONFIG', () => {
    expect(firebaseLiveConfig(undefined)).toBeNull();
    expect(firebaseLiveConfig('')).toBeNull();
    expect(firebaseLiveConfig('{"apiKey":"k","projectId":"p"}')).toBeNull();
    expect(firebaseLiveConfig('not json')).toBeNull();
    expect(firebaseLiveConfig(JSON.stringify(CONFIG))).toEqual(CONFIG);
  });
});
