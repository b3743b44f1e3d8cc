// The built client's scripts go out gzip-compressed to browsers that accept it (the build writes a
// `.gz` beside each asset, vite.config.ts); others get the plain file. No database is involved.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Services } from '../../server/lib/services.ts';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lsi-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>LSI</title>');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  // No database: of the services, only the change stream and the export queue are closed with the app.
  app = await buildApp({ services: { changes: { close: async () => {} }, exports: { stop: async () => {} } } as unknown as Services, clientDir: dir });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('client assets', () => {
  it('sends the gzip file to a browser that accepts gzip', async () => {
    const res = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file otherwise', async () => {
    const res = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('still answers deep links with the app page', async () => {
    const res = await app.inject({ url: '/id/vendor/vehicles', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets a browser keep a hashed build file for good, and asks it to check the rest on each load', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const asset = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/id/vendor/vehicles']) expect((await app.inject({ url })).headers['cache-control']).toBe('no-cache');
  });
});
