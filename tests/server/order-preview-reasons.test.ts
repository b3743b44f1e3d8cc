// Issue 9 on the one import the server previews (orders, /v1/request-order/preview): a quantity of
// -5, as a number cell, as text or with the typographic minus, is refused for what it is ("more
// than 0") in the caller's language, never "Must be a number"; nothing is saved.
import { utils, write } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, startTestApp, type TestApp } from './harness.ts';
import { freightKit, ok, type Kit } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
});
afterAll(() => t?.close());

const xlsx = (rows: unknown[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Orders');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};
const preview = (bytes: Uint8Array, lang: 'en' | 'id') => {
  const m = multipart({ shipment_company_id: String(k.ids.sc1), file: { filename: 'orders.xlsx', type: 'application/octet-stream', bytes } });
  return t.call({ method: 'POST', url: '/v1/request-order/preview', token: k.tokens.lsp, payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
};

describe('a negative quantity in the order preview', () => {
  const sheet = xlsx([
    ['identity_order', 'type', 'identity_location', 'identity_product', 'quantity', 'estimation'],
    ['NEG-1', 'PICKUP', 'PKS-KDS', 'CPO-01', -5, '2026-03-12'],
    ['NEG-1', 'DROPOFF', 'REF-DUM', 'CPO-01', '-5', '2026-03-13'],
    ['NEG-2', 'PICKUP', 'PKS-KDS', 'CPO-01', '−5', '2026-03-12'],
  ]);

  it.each([
    ['en', 'Must be more than 0.'],
    ['id', 'Harus lebih dari 0.'],
  ] as const)('is refused for what it is (%s)', async (lang, reason) => {
    const before = await k.snapshot();
    const rows = ok(await preview(sheet, lang)).data.rows as { errors: Record<string, string[]> }[];
    expect(rows.map((r) => r.errors.quantity)).toEqual([[reason], [reason], [reason]]);
    expect(await k.snapshot()).toBe(before);
  });
});
