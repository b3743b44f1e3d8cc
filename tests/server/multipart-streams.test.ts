// How much of a multipart request the server reads before it refuses it, and what it leaves behind.
// Bodies are streams made on demand that count the bytes the server pulled (inject reads a stream
// payload only as the server consumes the request), so "refused before it is read" is measured,
// not assumed. Spilled uploads are watched in a temporary folder of this file's own (TMPDIR).
import { mkdtempSync, readdirSync, rmSync, watch, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = '----lsi-stream-boundary';
const HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const field = (name: string, value: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (name: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`);
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A file part of `bytes` bytes (a PNG by its first bytes), produced 64 kB at a time. */
function* filePart(name: string, bytes: number): Generator<Buffer> {
  yield fileHead(name);
  yield PNG_HEAD;
  for (let left = bytes - PNG_HEAD.length; left > 0; left -= 64 * 1024) yield Buffer.alloc(Math.min(left, 64 * 1024), 0x61);
  yield Buffer.from('\r\n');
}

/** A request body made as the server pulls it; `pulled()` is how many bytes it took. */
function countingBody(parts: Iterable<Buffer>) {
  let pulled = 0;
  const source = parts[Symbol.iterator]();
  const stream = new Readable({
    read() {
      const next = source.next();
      if (next.done) return void this.push(null);
      pulled += next.value.length;
      this.push(next.value);
    },
  });
  return { stream, pulled: () => pulled };
}

let t: TestApp;
let shipper: string;
let spillRoot: string;
let watcher: FSWatcher;
const spilled = new Set<string>();
const previousTmp = process.env.TMPDIR;
beforeAll(async () => {
  t = await startTestApp();
  shipper = await t.login('shipper@lsi.test');
  // From here on the server spills uploads under a folder only this file uses.
  spillRoot = mkdtempSync(join(tmpdir(), 'lsi-spill-test-'));
  process.env.TMPDIR = spillRoot;
  watcher = watch(spillRoot, (_event, name) => name?.startsWith('lsi-upload-') && spilled.add(name));
});
afterAll(async () => {
  watcher?.close();
  process.env.TMPDIR = previousTmp;
  if (previousTmp === undefined) delete process.env.TMPDIR;
  rmSync(spillRoot, { recursive: true, force: true });
  await t?.close();
});

const postProduct = (payload: Buffer | Readable, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/v1/product', token: shipper, payload, headers: { ...HEADERS, ...headers } });

describe('a refused request is not read to its end', () => {
  it('an undeclared file sent first: refused by its name after a few kB of a 50 MB body', async () => {
    const body = countingBody([...filePart('evil', 50 * MB), field('identity', 'S-1'), END]);
    expectError(await postProduct(body.stream), 400, 'No file is expected in "evil".');
    expect(body.pulled()).toBeLessThan(MB);
    body.stream.destroy();
  });

  it('a declared length no request within the limits can have: refused before the body is read', async () => {
    const body = countingBody([field('identity', 'S-2'), field('name', 'Declared'), ...filePart('photo', 50 * MB), END]);
    expectError(await postProduct(body.stream, { 'content-length': String(50 * MB + 1000) }), 413, 'The file "photo" is too large (max 2 MB).');
    expect(body.pulled()).toBeLessThan(MB);
    body.stream.destroy();
  });

  it('a file over its own limit stops at that limit, not at the end of the body', async () => {
    const body = countingBody([field('identity', 'S-3'), field('name', 'Over'), ...filePart('photo', 50 * MB), END]);
    expectError(await postProduct(body.stream), 413, 'The file "photo" is too large (max 2 MB).');
    expect(body.pulled()).toBeLessThan(3 * MB);
    body.stream.destroy();
  });
});

describe('the whole request has a limit of its own, apart from each file', () => {
  // The photo is at its own limit (2 MB) and every field is within the field limit (16 kB, 300
  // fields): only the request as a whole (the files, the body's texts and 364 kB) is too large.
  const parts = () => [field('identity', 'S-4'), field('name', 'Whole'), ...Array.from({ length: 60 }, (_, i) => field(`note${i}`, 'n'.repeat(15_000))), ...filePart('photo', 2 * MB), END];

  it('streamed without a declared length: refused once the request passes it', async () => {
    const body = countingBody(parts());
    expectError(await postProduct(body.stream), 413, 'The data sent is too large (max 2.4 MB).');
    expect(body.pulled()).toBeLessThan(3 * MB);
    body.stream.destroy();
  });

  it('with its length declared: the same answer, in the caller\'s language', async () => {
    const res = await postProduct(Buffer.concat(parts()), { 'accept-language': 'id' });
    expectError(res, 413, 'Data yang dikirim terlalu besar (maks 2.4 MB).');
  });

  it('the same photo with the usual fields is taken', async () => {
    const res = await postProduct(Buffer.concat([field('identity', 'S-5'), field('name', 'At limit'), ...filePart('photo', 2 * MB), END]));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('spilled uploads are removed', () => {
  const leftovers = () => readdirSync(spillRoot).filter((n) => n.startsWith('lsi-upload-'));
  const photo = (bytes: number) => ({ filename: 'p.png', type: 'image/png', bytes: Buffer.concat([PNG_HEAD, Buffer.alloc(bytes - PNG_HEAD.length)]) });
  const send = (fields: Parameters<typeof multipart>[0]) => {
    const form = multipart(fields);
    return t.call({ method: 'POST', url: '/v1/product', token: shipper, payload: form.payload, headers: form.headers });
  };

  it.each([
    ['a success', { identity: 'SPILL-1', name: 'Spilled', photo: photo(MB) }, 200],
    ['a file over its limit (refused while it is read)', { identity: 'SPILL-2', name: 'Spilled', photo: photo(3 * MB) }, 413],
    ['a body the contract refuses after it was read', { identity: 'SPILL-3', photo: photo(MB) }, 422],
  ] as const)('after %s', async (_what, fields, status) => {
    const earlier = new Set(spilled);
    const res = await send(fields);
    expect(res.statusCode, res.body).toBe(status);
    // The file went to disk (a folder was made for this request) and is gone once answered.
    await vi.waitFor(() => expect([...spilled].filter((n) => !earlier.has(n))).toHaveLength(1));
    expect(leftovers()).toEqual([]);
  });
});
