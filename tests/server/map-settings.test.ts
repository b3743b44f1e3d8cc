// GET /v1/map-settings (issue 24): signed-in browsers learn whether to draw Mapbox's base map, with
// the operator's public token, and never the geocoding token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('vendor@lsi.test');
});
afterAll(() => t?.close());

const settings = async () => {
  const res = await t.call({ method: 'GET', url: '/v1/map-settings', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { mapbox_token: string | null };
};

describe('GET /v1/map-settings', () => {
  it('says no Mapbox token by default: the maps use MapLibre', async () => {
    expect(await settings()).toEqual({ mapbox_token: null });
  });

  it('answers the public token when one is configured', async () => {
    t.services.mapboxPublicToken = 'pk.public-test';
    try {
      expect(await settings()).toEqual({ mapbox_token: 'pk.public-test' });
    } finally {
      t.services.mapboxPublicToken = null;
    }
  });

  it('is for signed-in users only', async () => {
    expectError(await t.call({ method: 'GET', url: '/v1/map-settings' }), 401);
  });
});
