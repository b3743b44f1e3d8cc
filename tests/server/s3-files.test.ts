// STORAGE=s3 through the whole app (docs/operations.md "File storage"): an uploaded public asset
// is served at /v1/files/ from the bucket, and a document (a finished export) downloads from it;
// nothing lands in the data folder, so any API node serves every file.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineUnderTest, multipart, startTestApp, type TestApp } from './harness.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

let s3: FakeS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await startTestApp({ s3: s3.options });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** The files under one of the data folder's areas (none when it does not exist). */
const inDataDir = (area: string) => (existsSync(join(t.dataDir, area)) ? readdirSync(join(t.dataDir, area), { recursive: true }) : []);

describe('files in an S3 bucket', () => {
  it('serves an uploaded logo at /v1/files/ from the bucket, with the public files\' headers', async () => {
    const token = await t.login('vendor@lsi.test');
    const f = multipart({ _method: 'PUT', name: 'CV Trans Andalas', logo: { filename: 'logo.png', type: 'image/png', bytes: PNG } });
    const res = await t.call({ method: 'POST', url: '/v1/profile/vendors', token, payload: f.payload, headers: f.headers });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.logo_url as string;
    expect(url).toMatch(/^\/v1\/files\/logos\/[0-9a-f]{24}\.png$/);
    expect(await s3.keys()).toContain(`node/uploads/${url.slice('/v1/files/'.length)}`);

    const file = await t.call({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(PNG))).toBe(true);
    expect(file.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(PNG.byteLength), 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=3600' });
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    expect(inDataDir('uploads').filter((p) => String(p).endsWith('.png'))).toEqual([]);
  });

  it('answers 404 for a file that is not there, outside the public folders, or outside the area', async () => {
    for (const url of ['/v1/files/logos/none.png', '/v1/files/shipment-changes/x.pdf', '/v1/files/logos/../../documents/x.pdf', '/v1/files/logos/%2e%2e/%2e%2e/x']) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('writes a finished export into the bucket\'s documents and downloads it from there', async () => {
    const token = await t.login('lsp@lsi.test');
    const asked = await t.call({ method: 'POST', url: '/v1/exports', token, payload: { kind: 'INCOMING_TRUCKS', filters: {} } });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id as number;
    let status = '';
    for (let i = 0; i < 200 && status !== 'DONE' && status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await t.call({ method: 'GET', url: `/v1/exports/${id}`, token })).json().data.status;
    }
    expect(status).toBe('DONE');
    expect((await s3.keys()).filter((k) => k.startsWith('node/documents/exports/'))).toHaveLength(1);
    expect(inDataDir('documents')).toEqual([]);

    const file = await t.call({ method: 'GET', url: `/v1/exports/${id}/file`, token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

// The seed command uses its own database (PGlite in a temp folder here), whatever TEST_DB says: run once.
if (engineUnderTest() === 'pglite')
  it('npm run seed writes the demo logos into the bucket, not the data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lsi-seed-s3-'));
    const { options } = s3;
    const env = { ...process.env, STORAGE: 's3', S3_BUCKET: options.bucket, S3_REGION: options.region, S3_ENDPOINT: options.endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: options.accessKeyId, S3_SECRET_ACCESS_KEY: options.secretAccessKey, S3_PREFIX: 'seeded/' };
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--engine', 'pglite', '--data-dir', dataDir], { env });
      expect(stdout).toContain('Seeded the demo data.');
      const logos = (await s3.keys()).filter((k) => k.startsWith('seeded/uploads/logos/'));
      expect(logos.length).toBeGreaterThan(3);
      expect(logos.every((k) => k.endsWith('.svg'))).toBe(true);
      expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
