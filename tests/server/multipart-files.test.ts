// Every multipart call's files, derived from the contract (multipartLimitsOf reads its body's
// fileField()s): a file under a name the call does not declare is refused by that name, and each
// declared file one byte over its own limit is refused with that limit, in the caller's language.
// A multipart call added to contract/ is covered without touching this file.
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../contract/fields.ts';
import { multipartLimitsOf } from '../../server/lib/multipart-limits.ts';
import { expectError, multipart } from './harness.ts';
import { calls, signedInApp, tokenFor, validPath } from './contract-cases.ts';

const app = signedInApp();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A PNG (by its first bytes) of exactly `bytes` bytes. */
const png = (bytes: number) => ({ filename: 'f.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]) });

const multipartCalls = calls.filter((c) => c.def.multipart);
const fileCases = multipartCalls.flatMap(({ id, def }) => Object.entries(multipartLimitsOf(def).files).map(([field, rule]) => ({ name: `${id} ${field}`, def, field, rule })));

const send = (def: (typeof calls)[number]['def'], fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return app.t.call({ method: def.method, url: validPath(def), token: tokenFor(app.tokens, def), payload: form.payload, headers: { ...form.headers, 'accept-language': 'id' } });
};

describe('files of every multipart call', () => {
  it('covers every multipart call and the files they declare', () => {
    expect(multipartCalls.length).toBeGreaterThan(15);
    expect(fileCases.length).toBeGreaterThanOrEqual(multipartCalls.length);
  });

  it.each(multipartCalls.map((c) => [c.id, c.def] as const))('%s refuses a file it does not declare, by name', async (_id, def) => {
    expect(multipartLimitsOf(def).files.evil).toBeUndefined();
    expect(expectError(await send(def, { evil: png(1024) }), 400, 'Tidak ada file yang diharapkan pada "evil".').errors).toBeUndefined();
  });

  it.each(fileCases.map((c) => [c.name, c] as const))('%s: one byte over its limit is refused with that limit', async (_name, { def, field, rule }) => {
    const res = await send(def, { [field]: png(rule.maxBytes + 1) });
    expectError(res, 413, `File "${field}" terlalu besar (maks ${formatBytes(rule.maxBytes)}).`);
  });
});
