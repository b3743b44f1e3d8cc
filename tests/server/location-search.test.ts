// /v1/location/search: the coordinate picker's place search (own locations + gazetteer or Mapbox).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gazetteer, mapbox } from '../../server/adapters/maps.ts';
import { expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['shipper', 'shipper2', 'lsp', 'lsp2', 'vendor', 'admin']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => t?.close());

type Place = { name: string; address: string; latitude: number; longitude: number };
const search = async (who: string, text: string) => {
  const res = await t.call({ method: 'GET', url: '/v1/location/search', query: { location: text }, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Place[];
};

describe('GET /v1/location/search', () => {
  it('finds "Dumai": the caller\'s own refinery first, then the gazetteer town', async () => {
    const places = await search('shipper', 'Dumai');
    expect(places[0]).toMatchObject({ name: 'Refinery Dumai', latitude: 1.6868, longitude: 101.4473 });
    const town = places.find((p) => p.name === 'Dumai')!;
    expect(town.address).toBe('Kota Dumai, Riau');
    expect(town.latitude).toBeCloseTo(1.67, 1);
    expect(town.longitude).toBeCloseTo(101.45, 1);
    expect(places.length).toBeLessThanOrEqual(10);
  });

  it("never reveals another tenant's locations", async () => {
    expect((await search('shipper2', 'refinery')).map((p) => p.name)).toEqual(['Refinery Dumai II']);
    expect((await search('lsp2', 'Kandis')).map((p) => p.name)).toEqual(['Kandis']);
    expect((await search('lsp', 'Kandis')).map((p) => p.name)).toEqual(['PKS Kandis', 'Kandis']);
    expect((await search('admin', 'refinery')).length).toBe(3);
  });

  it('is case- and accent-insensitive and matches regions by address', async () => {
    expect((await search('shipper', 'pangkalan KERINCI')).map((p) => p.name)).toContain('Pangkalan Kerinci');
    const kalbar = await search('shipper', 'Kalimantan Barat');
    expect(kalbar.map((p) => p.name)).toContain('Pontianak');
    expect(await search('shipper', 'Zzyzx')).toEqual([]);
  });

  it('needs a text; vendors and strangers are refused', async () => {
    expectError(await t.call({ method: 'GET', url: '/v1/location/search', query: { location: ' ' }, token: tokens.shipper }), 400);
    expectError(await t.call({ method: 'GET', url: '/v1/location/search', token: tokens.shipper }), 400);
    expectError(await t.call({ method: 'GET', url: '/v1/location/search', query: { location: 'Dumai' }, token: tokens.vendor }), 403);
    expectError(await t.call({ method: 'GET', url: '/v1/location/search', query: { location: 'Dumai' } }), 401);
  });
});

describe('maps adapters', () => {
  it('the gazetteer ships ~60 palm-oil places with valid coordinates', async () => {
    const all = await gazetteer().search('a', 1000);
    expect(all.length).toBeGreaterThanOrEqual(55);
    for (const p of all) {
      expect(p.latitude).toBeGreaterThan(-11);
      expect(p.latitude).toBeLessThan(6);
      expect(p.longitude).toBeGreaterThan(95);
      expect(p.longitude).toBeLessThan(141);
    }
  });

  it('Mapbox results are read as {name, address, latitude, longitude}', async () => {
    const seen: string[] = [];
    const fake = (async (url: URL | string) => {
      seen.push(String(url));
      return new Response(JSON.stringify({ features: [{ text: 'Dumai', place_name: 'Dumai, Riau, Indonesia', center: [101.45, 1.67] }] }), { status: 200 });
    }) as typeof fetch;
    const places = await mapbox('tok', { fetch: fake }).search('Dumai', 5);
    expect(places).toEqual([{ name: 'Dumai', address: 'Dumai, Riau, Indonesia', latitude: 1.67, longitude: 101.45 }]);
    expect(seen[0]).toMatch(/^https:\/\/api\.mapbox\.com\/geocoding\/v5\/mapbox\.places\/Dumai\.json\?access_token=tok&country=id/);
  });

  it('falls back to the gazetteer when Mapbox fails', async () => {
    const lines: string[] = [];
    const failing = (async () => new Response('nope', { status: 401 })) as typeof fetch;
    const places = await mapbox('bad', { fetch: failing, log: (l) => lines.push(l) }).search('Dumai', 5);
    expect(places.map((p) => p.name)).toContain('Dumai');
    expect(lines[0]).toMatch(/401/);
    expect(lines[0]).not.toMatch(/bad/);
  });
});
