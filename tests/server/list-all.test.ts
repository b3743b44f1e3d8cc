// entries=-1 (a list asked whole) only where spec 2 §9 gives it, declared by the list (`ListDecl.all`),
// and never kept by the server (issue 21). Every list call of the contract is walked: a call added
// later is covered without touching this file.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_ROWS_MAX, MAX_ENTRIES, type CallDef } from '../../contract/lib.ts';
import { id as indonesian } from '../../contract/messages-id.ts';
import { calls, messagesOn, signedInApp, tokenFor as tokenOf, validPath } from './contract-cases.ts';
import { expectError } from './harness.ts';

const app = signedInApp();
const tokenFor = (def: CallDef) => tokenOf(app.tokens, def);

/** The lists spec 2 §9 asks whole: orders, pickup-dropoff, shipment companies, ritase, vehicles, their types and features, vehicle details, drivers (optional there). */
const WHOLE = [
  'order.list',
  'pickupDropoff.list',
  'shipmentCompanies.list',
  'shipment.ritase',
  'vehicle.list',
  'vehicleTypes.list',
  'vehicleFeatures.list',
  'vehicleDetail.list',
  'driver.list',
  'driver.listFull',
];

const isListCall = (def: CallDef) => def.method === 'GET' && Boolean((def.query as z.ZodObject | undefined)?.shape?.filter_keys);
const listCalls = calls.filter((c) => isListCall(c.def));
const nameOf = (id: string) => id.split(' ')[0]!;

describe('entries=-1 only on the lists the spec asks whole', () => {
  it('names only list calls that exist', () => {
    expect(WHOLE.filter((name) => !listCalls.some((c) => nameOf(c.id) === name))).toEqual([]);
  });

  it.each(listCalls.map((c) => [c.id, c.def] as const))('%s', async (id, def) => {
    const res = await app.t.call({ method: 'GET', url: validPath(def), query: { entries: '-1' }, token: tokenFor(def), headers: { 'accept-language': 'id' } });
    if (WHOLE.includes(nameOf(id))) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.json().meta).toMatchObject({ current_page: 1, last_page: 1 });
      return;
    }
    // Refused on the parameter, in the caller's language (the list named in it too, never by its
    // code name such as "users"), saying what is allowed.
    const body = expectError(res, 400);
    const said = messagesOn(body.errors, 'entries');
    const names = Object.values(indonesian.list).join('|');
    expect(said, res.body).toEqual([expect.stringMatching(new RegExp(`^Daftar (${names}) dibagi per halaman: entries harus dari 1 sampai ${MAX_ENTRIES}\\.$`))]);
    expect(body.message).toBe(said[0]);
    // The same list in pages is served.
    const paged = await app.t.call({ method: 'GET', url: validPath(def), query: { entries: String(MAX_ENTRIES) }, token: tokenFor(def) });
    expect([200, 404], paged.body.slice(0, 300)).toContain(paged.statusCode);
  });
});

describe('a whole list', () => {
  const vehicleTypes = (query: Record<string, string>) => app.t.call({ method: 'GET', url: '/v1/vehicle-types', query, token: app.tokens.VENDOR, headers: { 'accept-language': 'en' } });

  it(`answers at most ${ALL_ROWS_MAX} rows: past that, 400 naming the cap`, async () => {
    await app.t.db.execute(sql`insert into vehicle_types (name) select 'Bulk type ' || lpad(i::text, 5, '0') from generate_series(1, ${ALL_ROWS_MAX}) as i`);
    const res = await vehicleTypes({ entries: '-1' });
    expect(messagesOn(expectError(res, 400).errors, 'entries')).toEqual([
      `The vehicle type list has more than ${ALL_ROWS_MAX} rows here, too many to answer at once (entries=-1): narrow it with a search or a filter, or ask for pages (entries 1 to ${MAX_ENTRIES}).`,
    ]);
    // Narrowed under the cap, it is served whole.
    const narrowed = await vehicleTypes({ entries: '-1', search_key: 'Bulk type 00' });
    expect(narrowed.statusCode, narrowed.body.slice(0, 300)).toBe(200);
    expect(narrowed.json().meta).toEqual({ current_page: 1, last_page: 1, total: 999 });
  });

  it('is never kept, while the same rows as a page are', async () => {
    const kept = () => app.t.services.counts.bytes;
    const query = { search_key: 'Bulk type 01' };
    let before = kept();
    const whole = await vehicleTypes({ ...query, entries: '-1' });
    expect(whole.json().meta.total).toBe(1000);
    // Its query's shape and tables at most, not its 1,000 rows (about 100 kB of JSON).
    expect(kept() - before).toBeLessThan(20_000);
    before = kept();
    const page = await vehicleTypes({ ...query, entries: '1000' });
    expect(page.json().data).toEqual(whole.json().data);
    expect(kept() - before).toBeGreaterThan(100_000);
  });
});
