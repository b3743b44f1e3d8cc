// Firebase Realtime Database paths (server/changes/mirror.ts, server/adapters/firebase.ts,
// docs/realtime.md "Firebase"): which paths an event writes, which a browser reads, the claims its
// sign-in token carries, that the security rules file covers every path written, and that without
// configuration no Firebase module is loaded (and with it, firebase-admin is).
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Listener } from '../../../server/changes/audience.ts';
import type { ChangeEvent } from '../../../server/changes/events.ts';
import { BADGES, claimsOf, livePathsOf, pathWrites } from '../../../server/changes/mirror.ts';
import { trackedTables } from '../../../server/changes/tracked.ts';
import { readConfig } from '../../../server/config.ts';

const loaded = vi.hoisted(() => [] as string[]);
const fakeAdmin = vi.hoisted(() => ({ updates: [] as unknown[], tokens: [] as unknown[] }));
vi.mock('firebase-admin/app', () => {
  loaded.push('firebase-admin/app');
  return { initializeApp: (options: unknown, name: string) => ({ options, name }), cert: (c: unknown) => ({ cert: c }), deleteApp: async () => {} };
});
vi.mock('firebase-admin/database', () => {
  loaded.push('firebase-admin/database');
  return { getDatabase: () => ({ ref: () => ({ update: async (v: unknown) => void fakeAdmin.updates.push(v) }) }) };
});
vi.mock('firebase-admin/auth', () => {
  loaded.push('firebase-admin/auth');
  return { getAuth: () => ({ createCustomToken: async (uid: string, claims: unknown) => (fakeAdmin.tokens.push({ uid, claims }), `token-${uid}`) }) };
});

const event = (over: Partial<ChangeEvent>): ChangeEvent => ({ id: 1, table: 'orders', operation: 'INSERT', lspIds: [], companyIds: [], vendorIds: [], userIds: [], everyone: false, ...over });
const listener = (over: Partial<Listener>): Listener => ({ role: 'LOGISTIC_SERVICE_PROVIDER', userId: 7, lspId: null, shipmentCompanyId: null, vendorId: null, ...over });

describe('the paths an event writes', () => {
  it('one per tenant, user and badge the event names, plus the administrators\' feed; nothing else', () => {
    const writes = pathWrites([event({ id: 41, table: 'orders', operation: 'INSERT', lspIds: [3], companyIds: [5] })]);
    expect(Object.fromEntries(writes)).toEqual({
      'changes/all/orders': { id: 41, operation: 'INSERT' },
      'changes/lsp/3/orders': { id: 41, operation: 'INSERT' },
      'changes/company/5/orders': { id: 41, operation: 'INSERT' },
      'badge-lsp-create-shipment/3': { id: 41, table: 'orders', operation: 'INSERT' },
    });
  });

  it('users, vendors, everyone; a later event of a batch replaces an earlier one\'s mark', () => {
    const writes = pathWrites([
      event({ id: 50, table: 'notifications', userIds: [9] }),
      event({ id: 51, table: 'shipment_vendors', operation: 'UPDATE', lspIds: [3], vendorIds: [4, 6] }),
      event({ id: 52, table: 'notifications', operation: 'UPDATE', userIds: [9] }),
      event({ id: 53, table: 'vehicle_features', operation: 'UPDATE', everyone: true }),
    ]);
    expect(Object.fromEntries(writes)).toEqual({
      'changes/all/notifications': { id: 52, operation: 'UPDATE' },
      'users/9/changes/notifications': { id: 52, operation: 'UPDATE' },
      'badge-notification/9': { id: 52, table: 'notifications', operation: 'UPDATE' },
      'changes/all/shipment_vendors': { id: 51, operation: 'UPDATE' },
      'changes/lsp/3/shipment_vendors': { id: 51, operation: 'UPDATE' },
      'changes/vendor/4/shipment_vendors': { id: 51, operation: 'UPDATE' },
      'changes/vendor/6/shipment_vendors': { id: 51, operation: 'UPDATE' },
      'badge-vendor-request-shipment/4': { id: 51, table: 'shipment_vendors', operation: 'UPDATE' },
      'badge-vendor-request-shipment/6': { id: 51, table: 'shipment_vendors', operation: 'UPDATE' },
      'changes/all/vehicle_features': { id: 53, operation: 'UPDATE' },
      'changes/everyone/vehicle_features': { id: 53, operation: 'UPDATE' },
    });
  });

  it('every badge reads tracked tables of the schema', () => {
    const tracked = new Set(trackedTables().filter((t) => 'audience' in t.tracking).map((t) => t.name));
    for (const [badge, { tables }] of Object.entries(BADGES)) for (const table of tables) expect(tracked.has(table), `${badge}: ${table}`).toBe(true);
  });
});

describe('what a browser reads, and its claims', () => {
  it('an LSP user: its user, the shared data, its LSP and its LSP\'s badges; the claims name that LSP only', () => {
    const who = listener({ userId: 7, lspId: 3 });
    expect(livePathsOf(who)).toEqual(['users/7/changes', 'changes/everyone', 'changes/lsp/3', 'badge-notification/7', 'badge-lsp-create-shipment/3', 'badge-lsp-invoice-shipment/3']);
    expect(claimsOf(who)).toEqual({ role: 'LOGISTIC_SERVICE_PROVIDER', lsp: '3' });
  });

  it('a shipping company user reads its company, not the LSP it belongs to', () => {
    const who = listener({ role: 'SHIPMENT_COMPANY', userId: 8, lspId: 3, shipmentCompanyId: 5 });
    expect(livePathsOf(who)).toEqual(['users/8/changes', 'changes/everyone', 'changes/company/5', 'badge-notification/8', 'badge-sc-invoice-order/5']);
    expect(claimsOf(who)).toEqual({ role: 'SHIPMENT_COMPANY', company: '5' });
  });

  it('a vendor user, and an administrator (every event)', () => {
    expect(livePathsOf(listener({ role: 'VENDOR', userId: 9, vendorId: 4 }))).toEqual(['users/9/changes', 'changes/everyone', 'changes/vendor/4', 'badge-notification/9', 'badge-vendor-invoice-order/4', 'badge-vendor-request-shipment/4']);
    expect(claimsOf(listener({ role: 'VENDOR', userId: 9, vendorId: 4 }))).toEqual({ role: 'VENDOR', vendor: '4' });
    expect(livePathsOf(listener({ role: 'ADMIN', userId: 1 }))).toEqual(['changes/all']);
    expect(claimsOf(listener({ role: 'ADMIN', userId: 1, lspId: 3 }))).toEqual({ role: 'ADMIN' });
  });
});

describe('the security rules (firebase/database.rules.json)', () => {
  const rules = JSON.parse(readFileSync(new URL('../../../firebase/database.rules.json', import.meta.url), 'utf8')).rules;

  it('deny by default: nothing is readable or writable from the root; browsers never write', () => {
    expect(rules['.read']).toBe(false);
    expect(rules['.write']).toBe(false);
    expect(JSON.stringify(rules)).not.toMatch(/"\.write":\s*"/);
  });

  it('every path written has a rule comparing its owner with the token, and the same rule as its owner\'s kind', () => {
    const ruleOf = (path: string): string | undefined => {
      let node = rules;
      for (const part of path.split('/')) {
        node = node[part] ?? node[Object.keys(node).find((k) => k.startsWith('$'))!];
        if (node?.['.read']) return node['.read'];
      }
      return undefined;
    };
    const expected: Record<string, string> = {
      user: "auth != null && auth.uid === $uid",
      lsp: "auth != null && auth.token.lsp === $id",
      company: "auth != null && auth.token.company === $id",
      vendor: "auth != null && auth.token.vendor === $id",
    };
    const writes = pathWrites([event({ table: 'invoices', lspIds: [1], companyIds: [2], vendorIds: [3], userIds: [4], everyone: true }), event({ table: 'notifications', userIds: [4] }), event({ table: 'orders', lspIds: [1] }), event({ table: 'shipment_vendors', vendorIds: [3] })]);
    for (const path of writes.keys()) expect(ruleOf(path), path).toBeTruthy();
    for (const [badge, { kind }] of Object.entries(BADGES)) expect(ruleOf(`${badge}/1`), badge).toBe(expected[kind]);
    expect(ruleOf('changes/lsp/1/orders')).toBe(expected.lsp);
    expect(ruleOf('changes/company/1/orders')).toBe(expected.company);
    expect(ruleOf('changes/vendor/1/orders')).toBe(expected.vendor);
    expect(ruleOf('users/1/changes/orders')).toBe(expected.user);
    expect(ruleOf('changes/all/orders')).toBe("auth != null && auth.token.role === 'ADMIN'");
    for (const who of [listener({ lspId: 3 }), listener({ role: 'VENDOR', vendorId: 3 }), listener({ role: 'SHIPMENT_COMPANY', shipmentCompanyId: 3 }), listener({ role: 'ADMIN' })]) {
      for (const path of livePathsOf(who)) expect(ruleOf(path), path).toBeTruthy();
    }
  });
});

describe('configuration: without it nothing of Firebase loads', () => {
  const settings = { FIREBASE_DATABASE_URL: 'https://lsi-test.firebaseio.com', FIREBASE_PROJECT_ID: 'lsi-test', FIREBASE_CLIENT_EMAIL: 'rtdb@lsi-test.iam.gserviceaccount.com', FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n' };

  it('all four FIREBASE_* settings or none', () => {
    expect(readConfig({}).FIREBASE_DATABASE_URL).toBeUndefined();
    expect(readConfig(settings).FIREBASE_PROJECT_ID).toBe('lsi-test');
    expect(() => readConfig({ FIREBASE_DATABASE_URL: settings.FIREBASE_DATABASE_URL })).toThrow(/FIREBASE_PROJECT_ID: required with the other FIREBASE_\* settings/);
    expect(() => readConfig({ ...settings, FIREBASE_DATABASE_URL: 'not a url' })).toThrow(/FIREBASE_DATABASE_URL/);
  });

  it('unconfigured: no link, and no firebase-admin module imported; configured: firebase-admin loads on first use only', async () => {
    const { createFirebaseLink, firebaseSettingsOf } = await import('../../../server/adapters/firebase.ts');
    expect(createFirebaseLink(firebaseSettingsOf(readConfig({})))).toBeNull();
    await import('../../../server/services.ts');
    await import('../../../server/app.ts');
    expect(loaded).toEqual([]);

    const s = firebaseSettingsOf(readConfig(settings))!;
    expect(s.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n');
    const link = createFirebaseLink(s)!;
    expect(link.databaseURL).toBe(settings.FIREBASE_DATABASE_URL);
    expect(loaded).toEqual([]);
    const db = await link.db();
    expect(loaded.sort()).toEqual(['firebase-admin/app', 'firebase-admin/auth', 'firebase-admin/database']);
    await db.update({ 'changes/all/orders': { id: 1, operation: 'INSERT' } });
    expect(fakeAdmin.updates).toEqual([{ 'changes/all/orders': { id: 1, operation: 'INSERT' } }]);
    expect(await db.customToken('7', { role: 'VENDOR', vendor: '4' })).toBe('token-7');
    expect(await link.db()).toBe(db);
    await link.close();
  }, 60_000);
});
