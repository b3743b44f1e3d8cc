// The parse child (server/lib/parse-worker/pool.ts): a sheet that passes the time or the memory
// limit ends as a ParseFailed (a 422 on the file for the preview, never a 500), its child is
// replaced, and the next sheet is read; a full queue is "busy" (503), at once.
import { utils, write } from '@e965/xlsx';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrderSheet } from '../../../server/lib/freight/read-order-sheet.ts';
import { HttpError } from '../../../server/lib/errors.ts';
import { PARSE_LIMITS, ParseFailed, ParsePool } from '../../../server/lib/parse-worker/pool.ts';
import { craftZip, deflatedEntry, xlsxParts } from '../../support/hostile-zip.ts';

const SHEET = 'xl/worksheets/sheet1.xml';

/** An honest .xlsx of 5,000 rows of `columns` number cells (1,000,000 cells at 200: about 1.5 s and 150 MB of heap to read). */
function manyCells(columns: number): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['identity_order'], ['A']]), 'Orders');
  const parts = xlsxParts(new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
  const row = `<row>${'<c><v>1</v></c>'.repeat(columns)}</row>`;
  const xml = new TextDecoder().decode(parts[SHEET]).replace(/<dimension[^>]*\/>/, '').replace(/<sheetData>[\s\S]*<\/sheetData>/, `<sheetData>${row.repeat(5000)}</sheetData>`);
  return craftZip(Object.entries(parts).map(([name, bytes]) => deflatedEntry(name, name === SHEET ? new TextEncoder().encode(xml) : bytes))).slice().buffer;
}
const csv = () => new TextEncoder().encode('identity_order,type\nA,PICKUP\n').buffer;
const failureOf = (p: Promise<unknown>) => p.then(() => 'read', (e: unknown) => (e instanceof ParseFailed ? e.failure : `other: ${(e as Error).message}`));

let pool: ParsePool | undefined;
afterEach(() => pool?.close());

describe('the parse child', () => {
  it('stops a sheet past its time (ParseFailed timeout) and reads the next one on a fresh child', async () => {
    pool = new ParsePool();
    expect((await pool.run('orderSheet', { bytes: csv(), maxRows: 10 })).ok).toBe(true);
    const heavy = manyCells(200);
    expect(await failureOf(pool.run('orderSheet', { bytes: heavy, maxRows: 5000 }, 100))).toBe('timeout');
    const next = await pool.run('orderSheet', { bytes: csv(), maxRows: 10 });
    expect(next).toMatchObject({ ok: true, sheet: { rows: [{ identity_order: 'A', type: 'PICKUP' }] } });
  }, 30_000);

  it('a sheet past the memory cap kills only its child (ParseFailed outOfMemory); the next sheet is read', async () => {
    pool = new ParsePool({ ...PARSE_LIMITS, maxOldGenerationSizeMb: 32, timeoutMs: 20_000 });
    const heavy = manyCells(200);
    expect(await failureOf(pool.run('orderSheet', { bytes: heavy, maxRows: 5000 }))).toBe('outOfMemory');
    expect((await pool.run('orderSheet', { bytes: csv(), maxRows: 10 })).ok).toBe(true);
  }, 30_000);

  it('with the production limits the same million cells are read', async () => {
    pool = new ParsePool({ ...PARSE_LIMITS, timeoutMs: 20_000 });
    const heavy = manyCells(200);
    const answer = await pool.run('orderSheet', { bytes: heavy, maxRows: 5000 });
    expect(answer.ok && answer.sheet.rows.length).toBe(4999);
  }, 30_000);

  it('refuses a task at once when the queue is full (busy)', async () => {
    pool = new ParsePool({ ...PARSE_LIMITS, maxQueue: 1, timeoutMs: 20_000 });
    await pool.run('orderSheet', { bytes: csv(), maxRows: 10 });
    const running = failureOf(pool.run('orderSheet', { bytes: manyCells(100), maxRows: 5000 }));
    const queued = failureOf(pool.run('orderSheet', { bytes: csv(), maxRows: 10 }));
    expect(await failureOf(pool.run('orderSheet', { bytes: csv(), maxRows: 10 }))).toBe('busy');
    expect([await running, await queued]).toEqual(['read', 'read']);
  }, 30_000);
});

describe('readOrderSheet', () => {
  const file = (bytes: ArrayBuffer) => new File([bytes], 'orders.xlsx');
  const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof HttpError ? [e.status, e.key, e.errors] : e));

  it('answers a sheet past its time or memory as 422 on the file, a full queue as 503', async () => {
    pool = new ParsePool({ ...PARSE_LIMITS, timeoutMs: 100 });
    expect(await refusal(readOrderSheet(file(manyCells(200)), 5000, pool))).toEqual([422, 'server.invalidInput', { file: ['server.sheetTooHeavy'] }]);
    await pool.close();
    pool = new ParsePool({ ...PARSE_LIMITS, maxOldGenerationSizeMb: 32, timeoutMs: 20_000 });
    expect(await refusal(readOrderSheet(file(manyCells(200)), 5000, pool))).toEqual([422, 'server.invalidInput', { file: ['server.sheetTooHeavy'] }]);
    await pool.close();
    pool = new ParsePool({ ...PARSE_LIMITS, maxQueue: 0, timeoutMs: 20_000 });
    await pool.run('orderSheet', { bytes: csv(), maxRows: 10 });
    const running = readOrderSheet(file(manyCells(100)), 5000, pool);
    expect(await refusal(readOrderSheet(file(csv()), 10, pool))).toEqual([503, 'server.sheetsBusy', undefined]);
    await running;
  }, 60_000);
});
