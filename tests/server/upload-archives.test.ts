// Issue 20 §1: every archive the server opens goes through one guard (server/lib/archives.ts) and
// the sheet is parsed in a worker thread (server/lib/parse-worker/). Hostile zips crafted byte by
// byte (tests/support/hostile-zip.ts) are refused with 422 and the reason while another tenant's
// requests keep answering. The figures (refused in under 1 s, the other tenant under 200 ms)
// are bench/upload-bomb.mjs's; the bounds here only tell a guard from none (before the guard the
// bomb took 9-40 s and held everyone up as long) and hold on a CI machine loaded several times over
// (the 1 GiB bomb once took 1.14 s there).
import { utils, write } from '@e965/xlsx';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_ORDER_IMPORT_ROWS } from '../../contract/order.ts';
import { craftZip, deflatedEntry, zerosDeflated, xlsxParts, type CraftedEntry } from '../support/hostile-zip.ts';
import { ParseFailed, parsePool } from '../../server/lib/parse-worker/pool.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';
import { freightKit, ok, type Kit } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  // The parse thread starts with the first sheet (at server start in production): not timed below.
  ok(await preview(xlsx(orderRows(2))));
});
afterAll(() => t?.close());

const SHEET = 'xl/worksheets/sheet1.xml';
const HEADER = ['identity_order', 'type', 'identity_location', 'identity_product', 'quantity', 'estimation'];
/** `n` valid rows (pickup and drop-off pairs), after the header. */
const orderRows = (n: number, note = '') => [
  [...HEADER, ...(note ? ['note'] : [])],
  ...Array.from({ length: n }, (_, i) => [`ARC-${Math.floor(i / 2)}`, i % 2 ? 'DROPOFF' : 'PICKUP', i % 2 ? 'REF-DUM' : 'PKS-KDS', 'CPO-01', 10, i % 2 ? '2026-03-13' : '2026-03-12', ...(note ? [note] : [])]),
];
function xlsx(rows: unknown[][]): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Orders');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
/** The honest deflated parts of a real one-row sheet, the sheet part replaced by `sheet` when given. */
function parts(sheet?: (xml: string) => CraftedEntry): CraftedEntry[] {
  return Object.entries(xlsxParts(xlsx(orderRows(2)))).map(([name, bytes]) => (name === SHEET && sheet ? sheet(new TextDecoder().decode(bytes)) : deflatedEntry(name, bytes)));
}
/** The sheet's XML grown by `mib` MiB of spaces: still a sheet SheetJS reads, with its two rows. */
const grown = (xml: string, mib: number) => deflatedEntry(SHEET, new TextEncoder().encode(xml.replace('</worksheet>', `${' '.repeat(mib << 20)}</worksheet>`)));

/** As a shipping company (shipper@), as the attacker. */
function preview(bytes: Uint8Array, name = 'orders.xlsx', lang: 'en' | 'id' = 'en') {
  const m = multipart({ file: { filename: name, type: 'application/octet-stream', bytes } });
  return t.call({ method: 'POST', url: '/v1/request-order/preview', token: k.tokens.shipper, payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Another tenant (lsp2@) reads its profile: a cheap call, so that what its wait shows is the event
 * loop (bench/upload-bomb.mjs has another tenant list its orders under load instead).
 */
const otherTenantCall = () => k.as('lsp2', 'GET', '/v1/auth/profile');

/**
 * Runs `work` while another tenant makes one request after another; answers work's answer, how long
 * it took, and the other tenant's slowest answer meanwhile.
 */
async function whileAnotherTenantWorks<T>(work: () => Promise<T>) {
  // The test's own garbage (a 64 MB sheet built a moment ago) is collected now, not during the
  // timed window: a full collection of it stalls this process, the server's event loop included.
  collectGarbage();
  // The other tenant's calls answer before the upload starts (and are warm).
  for (let i = 0; i < 2; i++) expect((await otherTenantCall()).statusCode).toBe(200);
  let running = true;
  const latencies: number[] = [];
  const statuses = new Set<number>();
  const other = (async () => {
    while (running) {
      // A request arrives as an event: it waits for whatever holds the event loop, then is served.
      // (app.inject on PGlite can answer in microtasks alone: without this turn of the loop the
      // requests would never wait for a blocked loop, and would starve the worker's answer.)
      const arrived = performance.now();
      await new Promise((r) => setImmediate(r));
      statuses.add((await otherTenantCall()).statusCode);
      latencies.push(performance.now() - arrived);
    }
  })();
  const t0 = performance.now();
  const answer = await work();
  const ms = performance.now() - t0;
  running = false;
  await other;
  expect([...statuses]).toEqual([200]);
  return { answer, ms, slowestOtherMs: Math.max(...latencies), otherRequests: latencies.length };
}

const TOO_LARGE = 'The spreadsheet is too large once unpacked (max 50 MB).';
const DAMAGED = 'The spreadsheet is damaged: a part of it is not what the file declares (its size or its data).';
const UNREADABLE = 'The file cannot be read as a spreadsheet (.xlsx or .csv).';

describe('hostile archives are refused before any parser sees them, quickly, while another tenant is served', () => {
  const zeros = (name: string, mib: number, lie: Partial<CraftedEntry> = {}): CraftedEntry => ({ name, data: zerosDeflated(mib), size: mib << 20, ...lie });
  const cases: [string, () => Uint8Array, string, string?][] = [
    // The bomb: the directory says 2,048 bytes, the local header 0 with a data descriptor; 64 MB of sheet inside.
    ['the lying-header bomb: 64 MB of sheet behind a directory that says 2,048 bytes', () => craftZip(parts((xml) => ({ ...grown(xml, 64), descriptor: true, central: { size: 2048 } }))), DAMAGED],
    ['the lying-header bomb: 1 GiB of zeros in a 1 MB upload', () => craftZip([...parts().filter((e) => e.name !== SHEET), zeros(SHEET, 1024, { descriptor: true, central: { size: 2048 } })]), DAMAGED],
    ['the lying-header bomb sent as orders.csv (what is a zip is unpacked by the guard, whatever its name)', () => craftZip([...parts().filter((e) => e.name !== SHEET), zeros(SHEET, 1024, { descriptor: true, central: { size: 2048 } })]), DAMAGED, 'orders.csv'],
    // Sizes only in the data descriptor: the directory and the local header both say 0.
    ['a descriptor-only entry: 64 MB of sheet, 0 in the directory and the local header', () => craftZip(parts((xml) => ({ ...grown(xml, 64), descriptor: true, central: { size: 0, compressedSize: 0 } }))), DAMAGED],
    // No descriptor: the local header says 2,048 where the directory tells the truth.
    ['a local header that disagrees with the directory', () => craftZip(parts((xml) => ({ ...grown(xml, 1), local: { size: 2048 } }))), DAMAGED],
    ['an honest bomb: the directory says 60 MB', () => craftZip([...parts().filter((e) => e.name !== SHEET), zeros(SHEET, 60)]), TOO_LARGE],
    // Section 5's break: each part under 50 MB, the archive over it.
    ['many parts each under the limit, together over it (4 x 15 MB)', () => craftZip([...parts(), ...[1, 2, 3, 4].map((i) => zeros(`xl/media/part${i}.bin`, 15))]), TOO_LARGE],
    ['1,001 parts', () => craftZip([...parts(), ...Array.from({ length: 991 }, (_, i) => deflatedEntry(`xl/media/p${i}.xml`, new Uint8Array(1)))]), 'The spreadsheet has too many parts (max 1000).'],
    ['a part named outside the archive (../)', () => craftZip([...parts(), deflatedEntry('../../evil.xml', new Uint8Array(1))]), UNREADABLE],
    ['a part with an absolute name', () => craftZip([...parts(), deflatedEntry('/tmp/evil.xml', new Uint8Array(1))]), UNREADABLE],
    ['a part named with backslashes (..\\ on Windows)', () => craftZip([...parts(), deflatedEntry('xl\\..\\..\\evil.xml', new Uint8Array(1))]), UNREADABLE],
    ['the sheet twice under one name (which one a parser reads is its choice)', () => craftZip([...parts(), deflatedEntry(SHEET, new TextEncoder().encode('<worksheet/>'))]), UNREADABLE],
  ];

  it.each(cases)('%s: 422 with the reason in seconds, not the tens a parser took; the other tenant is not held up', async (_name, build, reason, fileName) => {
    const bytes = build();
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const { answer, ms, slowestOtherMs, otherRequests } = await whileAnotherTenantWorks(() => preview(bytes, fileName));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toEqual({ file: [reason] });
    expect(ms).toBeLessThan(4000);
    expect(otherRequests).toBeGreaterThan(0);
    expect(slowestOtherMs).toBeLessThan(1000);
  });

  it('answers in the caller language', async () => {
    const bomb = craftZip(parts((xml) => ({ ...grown(xml, 1), descriptor: true, central: { size: 2048 } })));
    expect((await preview(bomb, 'orders.xlsx', 'id')).json().errors).toEqual({ file: ['Lembar kerja rusak: salah satu bagiannya tidak sesuai dengan yang dinyatakan file (ukuran atau datanya).'] });
    const many = craftZip([...parts(), ...Array.from({ length: 991 }, (_, i) => deflatedEntry(`p${i}`, new Uint8Array(1)))]);
    expect((await preview(many, 'orders.xlsx', 'id')).json().errors).toEqual({ file: ['Lembar kerja memiliki terlalu banyak bagian (maks 1000).'] });
  });
});

describe('a legitimate sheet', () => {
  // 200 rows of one order and 500 more columns: what is timed is the parse (100,000 cells), not the
  // rows' check against the database and the answer (on PGlite the database runs on the event
  // loop too: the check of 5,000 rows holds it 0.1-0.4 s; the next test previews 5,000, untimed).
  it('of 200 rows and 500 more columns (10 MB unpacked) previews; its parse does not hold up another tenant', async () => {
    const notes = Array.from({ length: 500 }, (_, c) => `note ${c}`);
    const rows = orderRows(200).map((r, i) => [i ? 'ARC-ONE' : 'identity_order', ...r.slice(1), ...(i ? notes.map((n) => `${n} of row ${i}: ${'x'.repeat(80)}`) : notes)]);
    const bytes = xlsx(rows);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    expect(Object.values(xlsxParts(bytes)).reduce((n, b) => n + b.length, 0)).toBeGreaterThan(10e6);
    const { answer, slowestOtherMs, otherRequests } = await whileAnotherTenantWorks(() => preview(bytes));
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json().data).toMatchObject({ valid: true, orders: 1 });
    expect(answer.json().data.rows).toHaveLength(200);
    expect(otherRequests).toBeGreaterThan(0);
    // The parse keeps a core busy for 1-2 s: on a machine whose every core is taken (the whole
    // suite, two files at once) the event loop's thread gets less of its own, hence 600 ms here.
    // Parsed on the event loop, as before the worker, this sheet held it 0.9-1.2 s on an idle machine.
    expect(slowestOtherMs).toBeLessThan(600);
  });

  it('at the row limit (5,000 rows) previews, every row checked', async () => {
    const data = ok(await preview(xlsx(orderRows(MAX_ORDER_IMPORT_ROWS)))).data;
    expect(data).toMatchObject({ valid: true, orders: MAX_ORDER_IMPORT_ROWS / 2 });
    expect(data.rows).toHaveLength(MAX_ORDER_IMPORT_ROWS);
  });

  it('as an honest zip just under 50 MB unpacked (two parts) previews', async () => {
    const bytes = craftZip([...parts((xml) => grown(xml, 24)), { name: 'xl/media/pad.bin', data: zerosDeflated(23), size: 23 << 20 }]);
    const res = ok(await preview(bytes));
    expect(res.data.rows).toHaveLength(2);
  });
});

describe('a preview while the parse queue is full', () => {
  it('is the 503 its call declares, in the caller language, and reads nothing', async () => {
    const run = vi.spyOn(parsePool, 'run').mockRejectedValueOnce(new ParseFailed('busy', '9 sheets in flight'));
    try {
      expectError(await preview(xlsx(orderRows(2)), 'orders.xlsx', 'id'), 503, 'Lembar kerja lain sedang dibaca. Coba lagi sebentar lagi.');
    } finally {
      run.mockRestore();
    }
    ok(await preview(xlsx(orderRows(2))));
  });
});
