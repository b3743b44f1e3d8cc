// readWholeList (src/api/wholeList.ts): every row of a list, as the server allows it: one request
// with entries=-1 for a list the spec asks whole, pages of 1,000 for a list it pages (the server
// refuses -1 there, tests/server/list-all.test.ts).
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { contract } from '../../../contract/index.ts';
import { vehicleTypeList } from '../../../contract/vehicle-catalog.ts';
import { vendorList } from '../../../contract/vendor.ts';
import { readWholeList } from '../../../src/api/wholeList.ts';
import { serveDuringTests } from '../support/msw.ts';

const VENDORS = 2_345;
const asked: string[] = [];
const server = setupServer(
  http.get('*/v1/vendors', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(`vendors?${q}`);
    const entries = Number(q.get('entries'));
    if (entries === -1) return HttpResponse.json({ message: 'The vendor list is paged: entries must be from 1 to 1000.' }, { status: 400 });
    const page = Number(q.get('page'));
    const data = Array.from({ length: Math.max(0, Math.min(entries, VENDORS - (page - 1) * entries)) }, (_, i) => ({ id: (page - 1) * entries + i + 1 }));
    return HttpResponse.json({ data, meta: { current_page: page, last_page: Math.ceil(VENDORS / entries), total: VENDORS } });
  }),
  http.get('*/v1/vehicle-types', ({ request }) => {
    asked.push(`vehicle-types${new URL(request.url).search}`);
    return HttpResponse.json({ data: [{ id: 1 }, { id: 2 }], meta: { current_page: 1, last_page: 1, total: 2 } });
  }),
);
serveDuringTests(server);

describe('readWholeList', () => {
  it('reads a paged list in pages of 1,000, keeping its query, and answers them as one page', async () => {
    asked.length = 0;
    const whole = await readWholeList(contract.vendors.list, vendorList, { query: { filter_columns: 'status', filter_keys: 'COLLABORATE' } });
    expect(asked).toEqual([1, 2, 3].map((page) => `vendors?filter_columns=status&filter_keys=COLLABORATE&entries=1000&page=${page}`));
    expect(whole.data.map((v) => (v as { id: number }).id)).toEqual(Array.from({ length: VENDORS }, (_, i) => i + 1));
    expect(whole.meta).toEqual({ current_page: 1, last_page: 1, total: VENDORS });
  });

  it('asks a list the spec gives -1 in one request', async () => {
    asked.length = 0;
    const whole = await readWholeList(contract.vehicleTypes.list, vehicleTypeList, {});
    expect(asked).toEqual(['vehicle-types?entries=-1']);
    expect(whole.data).toHaveLength(2);
  });
});
