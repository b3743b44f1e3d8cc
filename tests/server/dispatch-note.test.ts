// The dispatch note (GET /v1/shipment/{id}/download): a PDF named after the shipment, in the
// caller's language, with the orders, stops, vendors, plates, drivers, weights (Indonesian
// separators in both languages) and WIB times; a
// vendor sees its own part only; another tenant's id is a 404. The LSP's logo (SVG, PNG, JPEG) in
// the top right corner, a logo that cannot be read left out. Text read back with pdftotext, images
// counted with pdfimages (poppler).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { assignment, freightKit, ok, publishedOrder, trucks, type Kit, type Truck } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
let fleet: Truck[];
let shipment: { id: number; identity: string };
let order: { id: number; identity: string };
const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'dispatch-note-'));

/** The PDF's text, as pdftotext (poppler) reads it, whitespace collapsed. */
function textOf(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Writes the PDF to a file of its own and answers its path. */
function fileOf(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** How many images pdfimages lists in the PDF (a PNG with transparency counts its mask too). */
const imagesOf = (pdf: Buffer) => execFileSync('pdfimages', ['-list', fileOf(pdf)], { encoding: 'utf8' }).trim().split('\n').slice(2).filter((l) => / image /.test(l)).length;

/** Each word of the first page with its box (pdftotext -bbox), in points from the top left. */
function wordsOf(pdf: Buffer): { word: string; xMin: number; yMin: number; xMax: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', fileOf(pdf), '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({ word: m[4]!, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]) }));
}

/** A 4x2 PNG of one colour, with an alpha channel when `alpha` (colour type 6, else 2). */
function png(alpha = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const [w, h, channels] = [4, 2, alpha ? 4 : 3];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * channels, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Stores `bytes` as the LSP's logo (or names a file that does not exist) and answers the note. */
async function noteWithLogo(bytes: Uint8Array | null, ext = 'png') {
  const path = bytes ? await t.services.storage.save('logos', ext, bytes) : `logos/gone.${ext}`;
  await k.rows(sql`update logistics_service_providers set logo = ${path} where id = ${k.ids.lsp1}`);
  const res = await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`);
  expect(res.statusCode, res.body).toBe(200);
  expect(textOf(res.rawPayload)).toContain(`Shipment: ${shipment.identity}`);
  return res.rawPayload;
}

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  fleet = await trucks(k, k.ids.tanker1!, 2);
  order = await publishedOrder(k, 'shipper', 30000.5);
  const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [{ vendor_id: k.ids.vendor1, weight: 25000, vehicles: [{ vehicle_id: k.ids.tanker1, quantity: 2 }] }] })).data;
  ok(await k.as('vendor', 'PUT', `/v1/shipment/${made.id}/accept`, { shipment_vendor_id: made.shipment_vendors[0].id, tracks: fleet.map((tr) => assignment(tr)) }));
  shipment = { id: made.id, identity: made.identity };
  // The first driver's phone as stored: country code and the national number without its 0.
  await k.rows(sql`update users set phone_country_code = '62', phone_number = '8121900012' where id = (select user_id from drivers where id = ${fleet[0]!.driver})`);
});
afterAll(() => t?.close());

describe('GET /v1/shipment/{id}/download', () => {
  it('answers the dispatch note in English: identity, order, stops, vendor, plates, drivers, weights, WIB times', async () => {
    const res = await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dispatch-note-${shipment.identity}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(res.rawPayload);
    expect(text).toContain('Dispatch note');
    // The demo LSP's logo (an SVG with its initials "NL") in the top right corner, beside the title.
    const words = wordsOf(res.rawPayload);
    const initials = words.find((w) => w.word === 'NL');
    expect(initials, 'the logo').toBeDefined();
    expect(initials!.xMin).toBeGreaterThan(595 - 48 - 120);
    expect(initials!.yMin).toBeLessThan(48 + 56);
    for (const w of words.filter((x) => x.yMin < 48 + 56 && x !== initials)) expect(w.xMax, w.word).toBeLessThan(595 - 48 - 120);
    expect(text).toContain(`Shipment: ${shipment.identity}`);
    expect(text).toContain(`Order ${order.identity}`);
    expect(text).toContain('PT Nusantara Logistik');
    expect(text).toMatch(/Pickup: .*PKS Kandis/);
    expect(text).toContain('Estimated: 2026-03-12');
    expect(text).toContain('WIB');
    expect(text).toContain('2 x Tangki CPO 30 KL');
    // Thousands and decimals with the Indonesian separators in English too (spec 1 §9), as on the
    // screens: the order's weight, each product's quantity, each vendor's weight.
    expect(text).toContain('Weight: 30.000,5 kg');
    expect(text).toContain('Crude Palm Oil 30.000,5 kg');
    expect(text).toContain('Weight: 25.000 kg');
    expect(text).not.toMatch(/\d,\d{3}\b/);
    for (const truck of fleet) expect(text).toContain(`Plate: ${truck.plateNumber}`);
    expect(text).toMatch(/Driver: Driver \d+/);
    expect(text).toContain('On progress');
    // The driver's phone as it is dialled, and boxes where the gate, the driver and the receiver sign.
    expect(text).toContain('(+62 812-1900-012)');
    for (const box of ['Issued by', 'Driver', 'Received by', 'Name, signature, date']) expect(text).toContain(box);
  });

  it('speaks Indonesian for an Indonesian caller', async () => {
    const res = await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`, undefined, 'id');
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    expect(text).toContain('Surat jalan');
    expect(text).toContain(`Pengiriman: ${shipment.identity}`);
    expect(text).toContain('Nomor polisi');
    expect(text).toContain('Berat: 30.000,5 kg');
    expect(text).toContain('Crude Palm Oil 30.000,5 kg');
    expect(text).toContain('Berat: 25.000 kg');
    expect(text).toContain('Ritase');
    for (const box of ['Dikeluarkan oleh', 'Pengemudi', 'Diterima oleh', 'Nama, tanda tangan, tanggal']) expect(text).toContain(box);
  });

  it('is read by the vendor and the shipping company of the shipment', async () => {
    for (const who of ['vendor', 'shipper', 'admin']) expect((await k.as(who, 'GET', `/v1/shipment/${shipment.id}/download`)).statusCode, who).toBe(200);
  });

  it("answers 404 for another tenant's shipment and for one that does not exist", async () => {
    expect((await k.as('lsp2', 'GET', `/v1/shipment/${shipment.id}/download`)).statusCode).toBe(404);
    expect((await k.as('shipper2', 'GET', `/v1/shipment/${shipment.id}/download`)).statusCode).toBe(404);
    expect((await k.as('lsp', 'GET', '/v1/shipment/999999/download')).statusCode).toBe(404);
  });

  it('still names the trucks that ran once the weighbridge has delivered the shipment', async () => {
    const trackIds = (await k.rows<{ id: number }>(sql`select id from tracks where shipment_id = ${shipment.id} order by id`)).map((r) => r.id);
    for (const [i, track] of trackIds.entries()) {
      const items = [{ do_number: `DO-N${i}`, delivery_weight: 15000 }];
      ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${track}`, { ticket_number: `TK-N${i}`, driver: 'Rudi', truck_number: 'BM 1', out_time: '2026-03-11T08:15:00+07:00', items }));
      ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-deliver-weights/${track}`, { ticket_number: `RF-N${i}`, driver: 'Rudi', truck_number: 'BM 1', in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:40:00+07:00', refinery_net_weight: 14990, items: [{ do_number: `DO-N${i}`, total_deliver: 14990 }] }));
    }
    expect((await k.rows<{ status: string }>(sql`select status from shipments where id = ${shipment.id}`))[0]!.status).toBe('DELIVERED');
    const text = textOf((await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/download`)).rawPayload);
    for (const truck of fleet) expect(text).toContain(`Plate: ${truck.plateNumber}`);
    expect(text).not.toContain('No trucks assigned yet.');
  });
});

describe("the LSP's logo on the dispatch note", () => {
  it('draws a PNG logo, with or without transparency', async () => {
    expect(imagesOf(await noteWithLogo(png()))).toBe(1);
    expect(imagesOf(await noteWithLogo(png(true)))).toBeGreaterThanOrEqual(1);
  });

  it('draws a JPEG logo', async () => {
    // A 1x1 JPEG (baseline, one grey pixel).
    const jpeg = Buffer.from(
      'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
      'hex',
    );
    expect(imagesOf(await noteWithLogo(jpeg, 'jpg'))).toBe(1);
  });

  it('leaves out a logo that cannot be read, and still answers the note', async () => {
    const brokenPng = png(true).subarray(0, 40);
    for (const [bytes, ext] of [
      [Buffer.from('not an image at all'), 'png'],
      [brokenPng, 'png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10"'), 'svg'],
      [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
      [null, 'svg'],
    ] as const) {
      const pdf = await noteWithLogo(bytes, ext);
      expect(imagesOf(pdf), `${ext}: ${String(bytes).slice(0, 20)}`).toBe(0);
    }
  });

  it("never draws a file of the server's disk that an SVG logo names", async () => {
    const onDisk = join(dir, 'secret.png');
    writeFileSync(onDisk, png());
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="96" height="96"><image href="${onDisk}" width="96" height="96"/><image xlink:href="file://${onDisk}" width="96" height="96"/></svg>`;
    expect(imagesOf(await noteWithLogo(Buffer.from(svg), 'svg'))).toBe(0);
    // The same picture inside the SVG (a data: URI) is drawn.
    const inline = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><image href="data:image/png;base64,${png().toString('base64')}" width="96" height="96"/></svg>`;
    expect(imagesOf(await noteWithLogo(Buffer.from(inline), 'svg'))).toBe(1);
  });
});
