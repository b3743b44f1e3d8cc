// msw handlers speaking /v1/users and the profile calls as the contract declares them; they record
// what the client sent so tests assert on the wire format.
import { http, HttpResponse } from 'msw';
import type { UserRecord } from '../../../contract/users.ts';

export const userRow = (patch: Partial<UserRecord> = {}): UserRecord => ({
  id: 1,
  name: 'Budi Santoso',
  email: 'budi@vendor.test',
  phone_country_code: '62',
  phone_number: '81234567',
  role: 'VENDOR',
  avatar: null,
  avatar_url: null,
  is_disabled: false,
  permission_id: null,
  logistics_service_provider_id: null,
  shipment_company_id: null,
  vendor_id: 4,
  last_login_at: null,
  created_at: '2026-03-01T03:00:00.000Z',
  ...patch,
});

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  form?: Record<string, FormDataEntryValue>;
  json?: unknown;
}

export async function recordInto(sent: Sent[], request: Request) {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  const entry: Sent = { method: request.method, path: url.pathname, query: url.searchParams };
  if (type.startsWith('multipart/form-data')) entry.form = Object.fromEntries((await request.formData()).entries());
  else if (type.includes('json')) entry.json = await request.json();
  sent.push(entry);
}

export function usersHandlers(rows: UserRecord[], sent: Sent[]) {
  return [
    http.get('*/v1/users', async ({ request }) => {
      await recordInto(sent, request);
      return HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } });
    }),
    http.post('*/v1/users', async ({ request }) => {
      await recordInto(sent, request);
      return HttpResponse.json({ message: 'Saved successfully.', data: userRow({ id: 9 }) });
    }),
    http.post('*/v1/users/:id', async ({ request, params }) => {
      await recordInto(sent, request);
      return HttpResponse.json({ message: 'Updated successfully.', data: rows.find((r) => r.id === Number(params.id)) });
    }),
    http.delete('*/v1/users/:id', async ({ request }) => {
      await recordInto(sent, request);
      return HttpResponse.json({ message: 'Deleted successfully.' });
    }),
  ];
}
