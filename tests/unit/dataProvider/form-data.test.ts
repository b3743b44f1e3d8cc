// The browser's multipart encoding of JSON-shaped bodies (src/api/http.ts) as the server's
// multipart reader (nestFields) and the contract's formList() read it back.
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../src/api/http.ts';
import { nestFields } from '../../../server/lib/multipart.ts';
import { driverFields } from '../../../contract/driver.ts';

const entries = (fd: FormData) => [...fd.entries()].map(([k, v]) => [k, String(v)]);

describe('toFormData', () => {
  it('sends nested lists as indexed keys and plain lists as key[]', () => {
    const fd = toFormData({ name: 'Slamet', ids: [1, 2], licenses: [{ license_category_id: 3, license_number: 'B-1' }], skip: undefined });
    expect(entries(fd)).toEqual([
      ['name', 'Slamet'],
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['licenses[0][license_category_id]', '3'],
      ['licenses[0][license_number]', 'B-1'],
    ]);
  });

  it('says an empty list explicitly (the bare key), which the contract reads as []', () => {
    const fd = toFormData({ name: 'Slamet', licenses: [] });
    expect(entries(fd)).toEqual([['name', 'Slamet'], ['licenses', '']]);
    const parsed = driverFields.shape.licenses.parse(nestFields(Object.fromEntries(fd.entries())).licenses);
    expect(parsed).toEqual([]);
    expect(driverFields.shape.licenses.parse(undefined)).toBeUndefined();
  });
});
