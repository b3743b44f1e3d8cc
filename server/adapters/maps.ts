// Place search for the coordinate picker. Default: a built-in gazetteer of Indonesian palm-oil
// regions (gazetteer-places.json, approximate town centres). With MAPBOX_TOKEN: Mapbox geocoding,
// falling back to the gazetteer when Mapbox cannot be reached.
import type { Place } from '../../contract/location.ts';
import places from './gazetteer-places.json' with { type: 'json' };

export interface Maps {
  readonly provider: 'gazetteer' | 'mapbox';
  search(text: string, limit: number): Promise<Place[]>;
}

/** Lower case, no accents, single spaces: "Pangkalan  Kerinci" ~ "pangkalan kerinci". */
export const normalizePlace = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Rank: name starts with the text, a word of the name does, the name contains it, the address does. */
export function rankPlaces<T extends { name: string; address: string }>(list: readonly T[], text: string, limit: number): T[] {
  const q = normalizePlace(text);
  if (!q) return [];
  const scored: { p: T; score: number }[] = [];
  for (const p of list) {
    const name = normalizePlace(p.name);
    const score = name.startsWith(q) ? 0 : name.includes(` ${q}`) ? 1 : name.includes(q) ? 2 : normalizePlace(p.address).includes(q) ? 3 : -1;
    if (score >= 0) scored.push({ p, score });
  }
  return scored.sort((a, b) => a.score - b.score || a.p.name.localeCompare(b.p.name)).slice(0, limit).map((s) => s.p);
}

export function gazetteer(list: readonly Place[] = places): Maps {
  return { provider: 'gazetteer', search: async (text, limit) => rankPlaces(list, text, limit) };
}

interface MapboxFeature {
  text?: string;
  place_name?: string;
  center?: [number, number];
}

export function mapbox(token: string, opts: { fetch?: typeof fetch; fallback?: Maps; log?: (line: string) => void } = {}): Maps {
  const doFetch = opts.fetch ?? fetch;
  const fallback = opts.fallback ?? gazetteer();
  return {
    provider: 'mapbox',
    async search(text, limit) {
      const url = new URL(`https://api.mapbox.com/geocoding/v5/mapbox.places/${encodeURIComponent(text)}.json`);
      url.search = new URLSearchParams({ access_token: token, country: 'id', language: 'id', limit: String(Math.min(limit, 10)) }).toString();
      try {
        const res = await doFetch(url, { signal: AbortSignal.timeout(5_000) });
        if (!res.ok) throw new Error(`Mapbox answered ${res.status}`);
        const body = (await res.json()) as { features?: MapboxFeature[] };
        return (body.features ?? [])
          .filter((f) => Array.isArray(f.center) && f.center.length === 2)
          .map((f) => ({ name: f.text ?? f.place_name ?? text, address: f.place_name ?? '', latitude: f.center![1], longitude: f.center![0] }));
      } catch (e) {
        opts.log?.(`maps: Mapbox search failed (${(e as Error).message}); answering from the gazetteer`);
        return fallback.search(text, limit);
      }
    },
  };
}

export function createMaps(o: { mapboxToken?: string; log?: (line: string) => void } = {}): Maps {
  return o.mapboxToken ? mapbox(o.mapboxToken, { log: o.log }) : gazetteer();
}
