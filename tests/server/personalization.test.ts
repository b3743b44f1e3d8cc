// GET /v1/personalization?domain= : the LSP branding for a host name, defaults otherwise.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const brandingOf = async (domain?: string) => {
  const res = await t.call({ method: 'GET', url: '/v1/personalization', query: domain === undefined ? {} : { domain } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const DEFAULTS = {
  name: 'Logistic Service Integrator',
  logo: null,
  logo_url: null,
  primary_color: '#EF3434',
  secondary_color: null,
  register_banner: null,
  register_banner_url: null,
};

it('localhost is PT Nusantara Logistik in #EF3434', async () => {
  const data = await brandingOf('localhost');
  expect(data).toMatchObject({ name: 'PT Nusantara Logistik', primary_color: '#EF3434', secondary_color: '#0094BC' });
  expect(data.logo_url).toMatch(/^\/v1\/files\/logos\/.+\.svg$/);
});

it('127.0.0.1 is the second LSP with its own colour', async () => {
  expect(await brandingOf('127.0.0.1')).toMatchObject({ name: 'PT Sumatera Cargo Lintas', primary_color: '#0B6E4F' });
});

it('ignores a port and letter case', async () => {
  expect((await brandingOf('LocalHost:5173')).name).toBe('PT Nusantara Logistik');
  expect((await brandingOf('127.0.0.1:8080')).primary_color).toBe('#0B6E4F');
});

it('an unknown or missing host gets the defaults', async () => {
  expect(await brandingOf('unknown.example.com')).toEqual(DEFAULTS);
  expect(await brandingOf('')).toEqual(DEFAULTS);
  expect(await brandingOf()).toEqual(DEFAULTS);
});

it('needs no token, and a stale token does not break it', async () => {
  const res = await t.call({ method: 'GET', url: '/v1/personalization?domain=localhost', headers: { authorization: 'Bearer stale-token' } });
  expect(res.statusCode).toBe(200);
});
