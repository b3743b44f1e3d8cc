// The bell's notifications (spec 1 §2): the caller's own, in the caller's language (each is stored
// in every language), how many are unread (the dot) and marking them read. Then the migration of
// notifications saved before the languages were stored: nothing saved is lost.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts } from '../../server/lib/notifications.ts';
import { expectError, startTestApp, type TestApp } from './harness.ts';
import { migrationsBefore, openEmpty, rowsOf, runMigrations } from './migrations-kit.ts';

let t: TestApp;
let closed = false;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['lsp', 'vendor', 'viewer', 'shipper']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => (closed ? undefined : t?.close()));

const list = (who: string, lang: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/v1/notifications', token: tokens[who], headers: { 'accept-language': lang }, query });
const unread = async (who: string) => {
  const res = await t.call({ method: 'GET', url: '/v1/notifications/unread', token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.unread as number;
};
const markRead = (who: string, payload: object = {}) => t.call({ method: 'PUT', url: '/v1/notifications/read', token: tokens[who], payload });

describe('notifications in the reader\'s language', () => {
  it('answers English titles and bodies to an English reader, Indonesian to an Indonesian one', async () => {
    const en = (await list('lsp', 'en')).json().data as { title: string; body: string; tag: string }[];
    expect(en.map((n) => n.title)).toEqual(['Load weight received', 'Vendor accepted the shipment', 'Unload weight received']);
    // Numbers with Indonesian separators in English too (spec 1 §9), as on the screens. The demo's
    // tickets exist (weighbridge_tickets): the mill is the pickup of the order the truck carries.
    expect(en[0]!.body).toBe('<p>WB ticket <b>TK-24011</b> for <b>BM 8123 TU</b> at PKS Pelalawan: net 29.870 kg.</p>');
    expect(en[2]!.body).toBe('<p>WB ticket <b>RF-55102</b> at Refinery Dumai: net 29.790 kg (loss 0,27%).</p>');
    const id = (await list('lsp', 'id')).json().data as { title: string; body: string }[];
    expect(id.map((n) => n.title)).toEqual(['Berat muat diterima', 'Vendor menerima pengiriman', 'Berat bongkar diterima']);
    expect(id[2]!.body).toBe('<p>Tiket WB <b>RF-55102</b> di Refinery Dumai: netto 29.790 kg (susut 0,27%).</p>');
  });

  it('searches the language the caller reads', async () => {
    const en = (await list('lsp', 'en', { search_key: 'weight' })).json();
    expect(en.meta.total).toBe(2);
    expect((await list('lsp', 'en', { search_key: 'berat' })).json().meta.total).toBe(0);
    expect((await list('lsp', 'id', { search_key: 'berat' })).json().meta.total).toBe(2);
  });

  it('shows only the caller\'s own', async () => {
    const vendor = (await list('vendor', 'en')).json();
    expect(vendor.data.map((n: { title: string }) => n.title)).toEqual(['New shipment request']);
    expect((await list('shipper', 'en')).json().meta.total).toBe(0);
  });

  it('writes both languages from one event, escaping the values in the HTML body only', () => {
    const texts = notificationTexts('shipmentAccepted', { vendor: 'PT <Angin> & "Laut"', shipment: 'SHP-1', smart_count: 1500 });
    expect(texts.bodyEn).toBe('<p>PT &#60;Angin&#62; &#38; &#34;Laut&#34; accepted <b>SHP-1</b> with 1.500 trucks.</p>');
    expect(texts.bodyId).toBe('<p>PT &#60;Angin&#62; &#38; &#34;Laut&#34; menerima <b>SHP-1</b> dengan 1.500 truk.</p>');
    expect(texts.titleEn).toBe('Vendor accepted the shipment');
    expect(texts.titleId).toBe('Vendor menerima pengiriman');
    // English says "one truck", not "1 trucks"; Indonesian has one form.
    const one = notificationTexts('shipmentAccepted', { vendor: 'CV Trans Andalas', shipment: 'SHP-1', smart_count: 1 });
    expect(one.bodyEn).toBe('<p>CV Trans Andalas accepted <b>SHP-1</b> with one truck.</p>');
    expect(one.bodyId).toBe('<p>CV Trans Andalas menerima <b>SHP-1</b> dengan 1 truk.</p>');
  });
});

describe('unread notifications (the bell\'s dot)', () => {
  it('counts the unread ones, marks those named or all read, and a READ_ONLY user may mark their own', async () => {
    expect(await unread('lsp')).toBe(3);
    expect(await unread('vendor')).toBe(1);
    const [first] = (await list('lsp', 'en')).json().data as { id: number; read_at: string | null }[];
    expect(first!.read_at).toBeNull();

    // Another user naming lsp's notification changes nothing of lsp's.
    const foreign = await markRead('vendor', { ids: [first!.id] });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json().data.unread).toBe(1);
    expect(await unread('lsp')).toBe(3);

    const one = await markRead('lsp', { ids: [first!.id] });
    expect(one.json().data.unread).toBe(2);
    expect((await list('lsp', 'en')).json().data[0].read_at).toBe(t.clock.now().toISOString());

    const all = await markRead('lsp');
    expect(all.json().data.unread).toBe(0);
    expect(await unread('lsp')).toBe(0);
    expect(await unread('vendor')).toBe(1);

    const viewer = await markRead('viewer');
    expect(viewer.statusCode, viewer.body).toBe(200);
    expect(viewer.json().data.unread).toBe(0);
  });

  it('refuses a malformed list of ids and an anonymous caller', async () => {
    expectError(await markRead('lsp', { ids: ['x'] }), 422);
    expectError(await t.call({ method: 'GET', url: '/v1/notifications/unread' }), 401);
  });
});

// ---- the migration of notifications saved before both languages were stored ---------------

describe('migration 0006: notifications saved before the languages were stored', () => {
  it('keeps every saved text for both languages and gives the earlier demo rows their English text', async () => {
    // Free the shared database first (PostgreSQL: the same test database, this worker's).
    await t.close();
    closed = true;
    const opened = await openEmpty();
    const before = migrationsBefore('0006_notification_languages');
    try {
      await runMigrations(opened, before);
      await opened.db.execute(sql.raw(`INSERT INTO users (id, name, email, password_hash, role) VALUES (1, 'Budi', 'budi@example.com', 'x', 'LOGISTIC_SERVICE_PROVIDER')`));
      await opened.db.execute(
        sql.raw(`INSERT INTO notifications (user_id, title, body, tag, read_at, created_at) VALUES
          (1, 'Berat muat diterima', '<p>Tiket WB <b>TK-24011</b> untuk <b>BM 8123 TU</b> di PKS Kandis: netto 29.870 kg.</p>', 'WEIGHTBRIDGE', '2026-03-01T10:00:00Z', '2026-03-01T09:00:00Z'),
          (1, 'Pesan khusus', '<p>Teks <i>bebas</i></p>', NULL, NULL, '2026-03-02T09:00:00Z')`),
      );

      await runMigrations(opened);

      const rows = await rowsOf(opened.db, 'SELECT title_en, title_id, body_en, body_id, tag, read_at, created_at FROM notifications ORDER BY created_at');
      expect(rows).toHaveLength(2);
      const demo = notificationTexts('weighbridgeLoad', { ticket: 'TK-24011', plate: 'BM 8123 TU', place: 'PKS Kandis', netto: 29870 });
      // The English text as 0006 wrote it, numbers in en-US as they were then: a stored notification
      // keeps what it said (texts written since have Indonesian separators in English too, spec 1 §9).
      const body_en = '<p>WB ticket <b>TK-24011</b> for <b>BM 8123 TU</b> at PKS Kandis: net 29,870 kg.</p>';
      expect(rows[0]).toMatchObject({ title_en: demo.titleEn, title_id: demo.titleId, body_en, body_id: demo.bodyId, tag: 'WEIGHTBRIDGE' });
      expect(demo.bodyEn).toBe(body_en.replace('29,870', '29.870'));
      expect(new Date(rows[0]!.read_at as string).toISOString()).toBe('2026-03-01T10:00:00.000Z');
      expect(rows[1]).toMatchObject({ title_en: 'Pesan khusus', title_id: 'Pesan khusus', body_en: '<p>Teks <i>bebas</i></p>', body_id: '<p>Teks <i>bebas</i></p>', tag: null, read_at: null });
      const columns = await rowsOf(opened.db, `SELECT column_name FROM information_schema.columns WHERE table_name = 'notifications' AND column_name IN ('title', 'body')`);
      expect(columns).toEqual([]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await opened.close();
    }
  });
});
