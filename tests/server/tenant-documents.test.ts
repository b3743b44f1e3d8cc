// Files that belong to a tenant's record are not public (docs/security.md "Files"). A change's
// supporting file (change-vehicles, move-vehicle) is kept apart from the public uploads, under a
// name nobody can guess, and read only through GET /v1/shipment-history/{id}/file by those who see
// the entry: never under /v1/files/, never by another tenant or anonymously. Public assets (logos,
// banners, avatars, product and vehicle photos) stay at /v1/files/. A PDF must end like one.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveToDocuments } from '../../server/adapters/storage.ts';
import { expectError, multipart, type TestApp, type UploadPart } from './harness.ts';
import { expectUnchanged, ok, publishedOrder, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const pdf = (bytes: Buffer = PDF): UploadPart => ({ filename: 'surat-jalan.pdf', type: 'application/pdf', bytes });

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(12));
});
afterAll(() => t?.close());

const post = (url: string, fields: Record<string, string | UploadPart>) => {
  const m = multipart(fields);
  return t.call({ method: 'POST', url, token: k.tokens.lsp, payload: m.payload, headers: m.headers });
};
/** The LSP puts a spare plate on vendor A's truck with `file`: the shipment and its entry. */
async function changedWith(file: UploadPart) {
  const { shipment, trackIds } = await d.running(freeA(1), true);
  const [spare] = freeA(1);
  const fields = { note: 'Ban pecah', 'tracks[0][track_id]': String(trackIds[0]), 'tracks[0][vehicle_detail_id]': String(spare!.plate), 'tracks[0][driver_id]': String(spare!.driver), file };
  return { shipment, res: await post(`/v1/shipment/${shipment.id}/change-vehicles`, fields) };
}
/** The entries of a shipment as `who` reads them, with their file addresses. */
const entriesOf = async (who: string, shipmentId: number) =>
  ok(await k.as(who, 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${shipmentId}&entries=1000`)).data as { id: number; action: string; file_url: string | null }[];
const storedPath = async (entryId: number) => (await k.rows<{ file: string }>(sql`select "values"->>'file' as file from shipment_histories where id = ${entryId}`))[0]!.file;
const get = (url: string, who?: string): Promise<LightMyRequestResponse> => (who ? k.as(who, 'GET', url) : t.call({ method: 'GET', url }));

describe("a change's supporting file", () => {
  it('is read by the LSP, the vendor of the part and the company whose order it carries; not by another tenant, another vendor or anyone signed out', async () => {
    const { shipment, res } = await changedWith(pdf());
    ok(res);
    const entry = (await entriesOf('lsp', shipment.id)).find((e) => e.action === 'VEHICLES_CHANGED')!;
    expect(entry.file_url).toBe(`/v1/shipment-history/${entry.id}/file`);
    expect((await entriesOf('lsp', shipment.id)).filter((e) => e.action !== 'VEHICLES_CHANGED').map((e) => e.file_url)).toEqual(expect.arrayContaining([null]));

    for (const who of ['lsp', 'viewer', 'vendor', 'shipper']) {
      const read = await get(entry.file_url!, who);
      expect(read.statusCode, `${who}: ${read.body}`).toBe(200);
      expect(read.rawPayload.equals(PDF), who).toBe(true);
      expect(read.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
      expect(read.headers['content-disposition']).toBe(`attachment; filename="supporting-file-${shipment.identity}-${entry.id}.pdf"`);
    }
    expectError(await get(entry.file_url!), 401);
    // Another LSP, a company whose orders it does not carry, vendor B (asked on the shipment, but the entry is about vendor A's part).
    for (const who of ['lsp2', 'shipper2', 'vendorB']) expectError(await get(entry.file_url!, who), 404);
    // A made-up entry, or one without a file: nothing.
    expectError(await get('/v1/shipment-history/999999/file', 'lsp'), 404);
    const created = (await entriesOf('lsp', shipment.id)).find((e) => e.action === 'CREATED')!;
    expectError(await get(`/v1/shipment-history/${created.id}/file`, 'lsp'), 404);
  });

  it('is kept out of the public uploads, under a name nobody can guess, and /v1/files/ does not serve it', async () => {
    const { shipment } = await changedWith(pdf());
    const entry = (await entriesOf('lsp', shipment.id)).find((e) => e.action === 'VEHICLES_CHANGED')!;
    const path = await storedPath(entry.id);
    expect(path).toMatch(/^shipment-changes\/[0-9a-f]{24}\.pdf$/);
    expect(existsSync(join(t.dataDir, 'documents', path))).toBe(true);
    expect(existsSync(join(t.dataDir, 'uploads', path))).toBe(false);
    for (const who of [undefined, 'lsp']) expect((await get(`/v1/files/${path}`, who)).statusCode).toBe(404);
  });

  it('comes with a move of trucks too, read by the vendor whose trucks moved', async () => {
    const { shipment, trackIds } = await d.running(freeA(1));
    const target = await publishedOrder(k);
    const moved = ok(await post('/v1/shipment/move-vehicle', { note: 'Pindah muatan', type: 'EXISTING', 'track_ids[0]': String(trackIds[0]), order_id: String(target.id), file: { filename: 'foto.png', type: 'image/png', bytes: PNG } })).data;
    // The source shipment's entry keeps the file; the vendor whose truck left sees it.
    const out = (await entriesOf('vendor', shipment.id)).find((e) => e.action === 'VEHICLES_MOVED_OUT')!;
    expect(out.file_url).toBe(`/v1/shipment-history/${out.id}/file`);
    const read = await get(out.file_url!, 'vendor');
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
    expect(moved.shipment_id).toEqual(expect.any(Number));
  });

  it('must be what it says: a PDF that does not end like one is refused, nothing changes and nothing is stored', async () => {
    const before = readdirSync(join(t.dataDir, 'documents', 'shipment-changes')).length;
    const { shipment, trackIds } = await d.running(freeA(1));
    const [spare] = freeA(1);
    const fields = (bytes: Buffer) => ({ note: 'Ban pecah', 'tracks[0][track_id]': String(trackIds[0]), 'tracks[0][vehicle_detail_id]': String(spare!.plate), 'tracks[0][driver_id]': String(spare!.driver), file: pdf(bytes) });
    for (const bytes of [Buffer.from('%PDF-1.4\n<script>alert(1)</script>'), PDF.subarray(0, PDF.length - 7)]) {
      const res = await expectUnchanged(k, () => post(`/v1/shipment/${shipment.id}/change-vehicles`, fields(bytes)), 422);
      expect(res.json().errors).toEqual({ file: ['File type not allowed'] });
    }
    expect(readdirSync(join(t.dataDir, 'documents', 'shipment-changes')).length).toBe(before);
  });

  it('stored before documents had their own folder (in the public uploads): moved there at start, still read through its entry, no longer public', async () => {
    const { shipment } = await changedWith(pdf());
    const entry = (await entriesOf('lsp', shipment.id)).find((e) => e.action === 'VEHICLES_CHANGED')!;
    // What an earlier version left: the file in uploads/shipment-changes, its entry naming it.
    const legacy = 'shipment-changes/0123456789abcdef01234567.pdf';
    mkdirSync(join(t.dataDir, 'uploads', 'shipment-changes'), { recursive: true });
    writeFileSync(join(t.dataDir, 'uploads', legacy), PDF);
    await t.db.execute(sql`update shipment_histories set "values" = jsonb_set("values", '{file}', to_jsonb(${legacy}::text)) where id = ${entry.id}`);
    // Not served as a public file even before it moves.
    expect((await get(`/v1/files/${legacy}`)).statusCode).toBe(404);
    expect(await moveToDocuments(t.dataDir, 'shipment-changes')).toBe(1);
    expect(existsSync(join(t.dataDir, 'uploads', 'shipment-changes'))).toBe(false);
    const read = await get(entry.file_url!, 'vendor');
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect(await moveToDocuments(t.dataDir, 'shipment-changes')).toBe(0);
  });
});

describe('public assets stay public', () => {
  it('the logos (the sign-in page shows them) and a product photo are served at /v1/files/ without sign-in', async () => {
    const [company] = await k.rows<{ logo: string }>(sql`select logo from shipment_companies where id = ${k.ids.sc1}`);
    const logo = await get(`/v1/files/${company!.logo}`);
    expect(logo.statusCode).toBe(200);
    const m = multipart({ identity: 'DOC-PHOTO', name: 'Olein', photo: { filename: 'olein.png', type: 'image/png', bytes: PNG } });
    const made = ok(await t.call({ method: 'POST', url: '/v1/product', token: k.tokens.shipper, payload: m.payload, headers: m.headers })).data;
    const photo = await get(made.photo_url);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    // Only the public folders: a dotfile, a path outside them or a traversal finds nothing.
    for (const url of ['/v1/files/../package.json', '/v1/files/documents/x.pdf', '/v1/files/.env']) expect((await get(url)).statusCode, url).toBe(404);
  });
});
