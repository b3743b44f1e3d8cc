// msw handlers speaking /v1/pickup-dropoff, /v1/groups and /v1/location/search as the contract
// declares them; they record what the client sent so tests assert on the wire format.
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { GroupRecord, groups } from '../../../contract/groups.ts';
import type { location } from '../../../contract/location.ts';
import type { LocationRecord, pickupDropoff } from '../../../contract/pickup-dropoff.ts';

export const locationRow = (patch: Partial<LocationRecord> = {}): LocationRecord => ({
  id: 1,
  identity: 'PKS-KDS',
  name: 'PKS Kandis',
  type: 'PICKUP',
  latitude: 0.8906,
  longitude: 101.2264,
  address: 'Kec. Kandis, Kab. Siak, Riau',
  pic_location: 'Kepala Gudang',
  alias: 'KDS',
  start_operation_hour: '06:00',
  end_operation_hour: '22:00',
  category: 'MILL',
  group_id: 4,
  group: { id: 4, name: 'Wilayah Riau' },
  shipment_company_id: 3,
  shipment_company: { id: 3, name: 'PT Sawit Makmur Abadi' },
  created_at: '2026-03-01T03:00:00.000Z',
  updated_at: '2026-03-01T03:00:00.000Z',
  ...patch,
});

export const groupRow = (patch: Partial<GroupRecord> = {}): GroupRecord => ({ id: 4, name: 'Wilayah Riau', shipment_company_id: 3, created_at: '2026-03-01T03:00:00.000Z', ...patch });

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  json?: Record<string, unknown>;
  form?: [string, FormDataEntryValue][];
}

type Answer<C extends { response: z.ZodType }> = z.input<C['response']>;
const meta = (n: number) => ({ current_page: 1, last_page: 1, total: n });

export interface Data {
  rows: LocationRecord[];
  groups: GroupRecord[];
  places?: Answer<typeof location.search>['data'];
  /** Answers instead of the default, e.g. a 409 on delete. */
  remove?: () => Response;
}

export function locationHandlers(data: Data, sent: Sent[]) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const entry: Sent = { method: request.method, path: url.pathname, query: url.searchParams };
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('application/json')) entry.json = (await request.json()) as Record<string, unknown>;
    if (type.startsWith('multipart/form-data')) entry.form = [...(await request.formData()).entries()];
    sent.push(entry);
  };
  const suggestion: Answer<typeof pickupDropoff.timeSuggestion> = {
    data: {
      pickup_dropoff_location_point_id: 1,
      timezone: 'Asia/Jakarta',
      start_operation_hour: '06:00',
      end_operation_hour: '22:00',
      suggestions: [
        { estimation_date: '2026-03-02T00:00:00.000Z', date: '2026-03-02', time: '07:00' },
        { estimation_date: '2026-03-02T23:00:00.000Z', date: '2026-03-03', time: '06:00' },
        { estimation_date: '2026-03-03T23:00:00.000Z', date: '2026-03-04', time: '06:00' },
      ],
    },
  };
  return [
    http.get('*/v1/pickup-dropoff/time-suggestion', async ({ request }) => {
      await record(request);
      return HttpResponse.json(suggestion);
    }),
    http.get('*/v1/pickup-dropoff', async ({ request }) => {
      await record(request);
      const answer: Answer<typeof pickupDropoff.list> = { data: data.rows, meta: meta(data.rows.length) };
      return HttpResponse.json(answer);
    }),
    http.get('*/v1/pickup-dropoff/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ data: data.rows.find((r) => r.id === Number(params.id)) });
    }),
    http.post('*/v1/pickup-dropoff', async ({ request }) => {
      await record(request);
      const answer: Answer<typeof pickupDropoff.create> = { message: 'Saved successfully.', data: locationRow({ id: 9 }) };
      return HttpResponse.json(answer);
    }),
    http.put('*/v1/pickup-dropoff/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ message: 'Updated successfully.', data: data.rows.find((r) => r.id === Number(params.id)) });
    }),
    http.delete('*/v1/pickup-dropoff/:id', async ({ request }) => {
      await record(request);
      return data.remove?.() ?? HttpResponse.json({ message: 'Deleted successfully.' });
    }),
    http.get('*/v1/groups', async ({ request }) => {
      await record(request);
      const answer: Answer<typeof groups.list> = { data: data.groups, meta: meta(data.groups.length) };
      return HttpResponse.json(answer);
    }),
    http.post('*/v1/groups/bulk-create', async ({ request }) => {
      await record(request);
      const made = groupRow({ id: 7, name: 'Wilayah Sumut' });
      data.groups = [...data.groups, made];
      const answer: Answer<typeof groups.bulkCreate> = { message: '1 created, 0 skipped (already exist).', data: { created: [made], skipped: [] } };
      return HttpResponse.json(answer);
    }),
    http.get('*/v1/location/search', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: data.places ?? [] });
    }),
  ];
}
