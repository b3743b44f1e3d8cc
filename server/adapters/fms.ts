// The fleet-management service (FMS) a vendor may sync its trucks from, and whose trucks'
// positions are pulled (docs/tracking.md "FMS positions"). Default: a built-in demo service with a
// fixed fleet driving a loop; with FMS_BASE_URL a real one over HTTP (contract documented in
// docs/server-behaviour.md "Fleet-management sync").
import { z } from 'zod';
import type { ReportedFix } from '../../contract/geo.ts';
import { DEMO_FLEET as DEMO_FLEET_NAME } from '../../contract/mirroring.ts';
import { parsePositionTime } from '../../contract/tracking.ts';
import { boundedBody } from './bounded-body.ts';

/** One truck as the FMS knows it. */
export interface FmsUnit {
  plate_number: string;
  vehicle_name: string;
  type_name: string;
  features: string[];
  length?: number;
  width?: number;
  height?: number;
  max_volume?: number;
  max_weight?: number;
}

/** Where one of the account's trucks was, as the FMS reported it. */
export interface FmsPosition extends ReportedFix {
  plate_number: string;
}

/** A pull of positions: those after the cursor given (oldest first) and the cursor to give next. */
export interface FmsPositions {
  positions: FmsPosition[];
  cursor: string;
}

export class FmsUnavailable extends Error {}

/**
 * Every call throws FmsUnavailable when the service cannot be reached or answers nonsense. The
 * sign-in's token is what later calls carry; the service may refuse it at any time (null).
 */
export interface FleetService {
  /** Who the mirroring log names as the counterpart (default "FMS"). */
  name?: string;
  /** The account's token; null when the service refuses the credentials. */
  signIn(email: string, password: string): Promise<string | null>;
  /** The account's trucks; null when the service refuses the token. */
  fetchFleet(token: string): Promise<FmsUnit[] | null>;
  /** At most `limit` positions after `cursor` (null: from now on); null when the service refuses the token. */
  fetchPositions(token: string, cursor: string | null, limit: number): Promise<FmsPositions | null>;
}

export const DEMO_FMS_ACCOUNT = { email: 'demo@fms.test', password: 'fms-demo' } as const;
const DEMO_TOKEN = 'demo-fleet-token';

const DEMO_FLEET: FmsUnit[] = [
  { plate_number: 'BM 7001 FM', vehicle_name: 'FMS Tangki 24 KL', type_name: 'Tangki CPO', features: ['GPS Tracker', 'Tangki Stainless'], length: 10.5, width: 2.5, height: 3.4, max_volume: 24000, max_weight: 24000 },
  { plate_number: 'BM 7002 FM', vehicle_name: 'FMS Tangki 24 KL', type_name: 'Tangki CPO', features: ['GPS Tracker', 'Tangki Stainless'], length: 10.5, width: 2.5, height: 3.4, max_volume: 24000, max_weight: 24000 },
  { plate_number: 'BM 7003 FM', vehicle_name: 'FMS Wing Box 15 T', type_name: 'Wing Box', features: ['GPS Tracker'], length: 9.2, width: 2.45, height: 2.6, max_volume: 58000, max_weight: 15000 },
];

/** The demo trucks drive a loop of DEMO_LOOP_M metres round this point at 40 km/h, reporting every 30 s. */
export const DEMO_LOOP = { latitude: -0.9, longitude: 119.85, radiusM: 4000, kmh: 40, everyMs: 30_000 } as const;
/** A first pull (no cursor) gets the last this long. */
const DEMO_FIRST_PULL_MS = 5 * 60_000;
const EARTH_M = 6_371_000;

/** Where demo truck `index` is at `ms` (epoch): deterministic, so every process tells the same. */
export function demoPositionAt(index: number, ms: number): Omit<FmsPosition, 'plate_number' | 'at'> {
  const { latitude, longitude, radiusM, kmh } = DEMO_LOOP;
  const angle = ((ms / 3_600_000) * kmh * 1000) / radiusM + (index * 2 * Math.PI) / DEMO_FLEET.length;
  const north = (radiusM * Math.sin(angle)) / EARTH_M;
  const east = (radiusM * Math.cos(angle)) / (EARTH_M * Math.cos((latitude * Math.PI) / 180));
  // Anticlockwise: the heading is the tangent's, degrees from north.
  const heading = (((Math.atan2(-Math.sin(angle), Math.cos(angle)) * 180) / Math.PI + 360) % 360);
  return { latitude: latitude + (north * 180) / Math.PI, longitude: longitude + (east * 180) / Math.PI, speed: kmh, heading: Math.round(heading), altitude: 30 };
}

/** A deterministic fake: demo@fms.test / fms-demo owns 3 trucks of 2 models, driving DEMO_LOOP; anything else is refused. */
export function demoFleetService(clock: () => Date = () => new Date()): FleetService {
  return {
    name: DEMO_FLEET_NAME,
    async signIn(email, password) {
      return email.toLowerCase() === DEMO_FMS_ACCOUNT.email && password === DEMO_FMS_ACCOUNT.password ? DEMO_TOKEN : null;
    },
    async fetchFleet(token) {
      return token === DEMO_TOKEN ? DEMO_FLEET.map((u) => ({ ...u, features: [...u.features] })) : null;
    },
    async fetchPositions(token, cursor, limit) {
      if (token !== DEMO_TOKEN) return null;
      const now = clock().getTime();
      const { everyMs } = DEMO_LOOP;
      const after = cursor !== null && /^\d{1,15}$/.test(cursor) ? Number(cursor) : now - DEMO_FIRST_PULL_MS;
      const positions: FmsPosition[] = [];
      let last = after;
      for (let t = (Math.floor(after / everyMs) + 1) * everyMs; t <= now && positions.length + DEMO_FLEET.length <= limit; t += everyMs) {
        DEMO_FLEET.forEach((u, i) => positions.push({ plate_number: u.plate_number, at: new Date(t), ...demoPositionAt(i, t) }));
        last = t;
      }
      return { positions, cursor: String(last) };
    },
  };
}

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const asText = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The most of an FMS answer that is read: a larger one is refused as nonsense (FmsUnavailable). */
export const FMS_ANSWER_BYTES_MAX = 4 * 1024 * 1024;

/** One position of the HTTP FMS's answer; a malformed one is skipped. */
const httpPosition = z.object({
  plate_number: z.string().trim().min(1).max(64),
  // Years 2000-2100, as a device's reports (contract/tracking.ts).
  time: z.iso.datetime({ offset: true }).refine((v) => parsePositionTime(v) !== null),
  // Out of range on Earth is kept and marked absurd by the ingest; beyond this, nonsense.
  latitude: z.number().finite().min(-1e6).max(1e6),
  longitude: z.number().finite().min(-1e6).max(1e6),
  speed: z.number().finite().min(0).max(1000).nullish(),
  heading: z.number().finite().min(0).max(360).nullish(),
  altitude: z.number().finite().min(-1000).max(100_000).nullish(),
});

/**
 * A real FMS over HTTP: POST {base}/api/login {email, password} -> 200 {token} (400/401/403/404/422 =
 * refused); with the token as Bearer, GET {base}/api/vehicles -> {data: [{plate_number, vehicle_name,
 * type_name, features[], length, width, height, max_volume, max_weight}]} and GET
 * {base}/api/positions?limit=N[&since=cursor] -> {data: [{plate_number, time (ISO 8601), latitude,
 * longitude, speed (km/h), heading, altitude}], cursor} (401/403 = token refused). Malformed units
 * and positions are skipped; answers over FMS_ANSWER_BYTES_MAX are not read; a redirect is
 * FmsUnavailable (never followed).
 */
export function httpFleetService(baseUrl: string, timeoutMs = 10_000): FleetService {
  const base = baseUrl.replace(/\/+$/, '');
  const send = async (path: string, init: RequestInit) => {
    try {
      // A redirect is refused, not followed: the password and the token go to the configured host only.
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    } catch {
      throw new FmsUnavailable('unreachable');
    }
  };
  const jsonOf = async (res: Response, what: string): Promise<Record<string, unknown>> => {
    const body = await boundedBody(res, FMS_ANSWER_BYTES_MAX).catch(() => {
      throw new FmsUnavailable(`${what}: cut off`);
    });
    if (!body.whole) throw new FmsUnavailable(`${what}: answer over ${FMS_ANSWER_BYTES_MAX} bytes`);
    try {
      const value: unknown = JSON.parse(body.text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not JSON: said below
    }
    throw new FmsUnavailable(`${what}: bad answer`);
  };
  const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  const refusesToken = (res: Response) => res.status === 401 || res.status === 403;
  return {
    name: new URL(base).host,
    async signIn(email, password) {
      const login = await send('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email, password }) });
      if ([400, 401, 403, 404, 422].includes(login.status)) return null;
      if (!login.ok) throw new FmsUnavailable(`login ${login.status}`);
      const token = asText((await jsonOf(login, 'login')).token);
      if (!token || token.length > 4096) throw new FmsUnavailable('no token');
      return token;
    },
    async fetchFleet(token) {
      const res = await send('/api/vehicles', withToken(token));
      if (refusesToken(res)) return null;
      if (!res.ok) throw new FmsUnavailable(`vehicles ${res.status}`);
      const body = await jsonOf(res, 'vehicles');
      if (!Array.isArray(body.data)) throw new FmsUnavailable('bad answer');
      return body.data.flatMap((raw: Record<string, unknown>): FmsUnit[] => {
        const plate = asText(raw?.plate_number);
        const name = asText(raw?.vehicle_name);
        if (!plate || !name) return [];
        return [
          {
            plate_number: plate,
            vehicle_name: name.slice(0, 191),
            type_name: (asText(raw.type_name) ?? 'FMS').slice(0, 191),
            features: Array.isArray(raw.features) ? raw.features.map(asText).filter((f): f is string => Boolean(f)).map((f) => f.slice(0, 191)) : [],
            length: asNumber(raw.length),
            width: asNumber(raw.width),
            height: asNumber(raw.height),
            max_volume: asNumber(raw.max_volume),
            max_weight: asNumber(raw.max_weight),
          },
        ];
      });
    },
    async fetchPositions(token, cursor, limit) {
      const query = new URLSearchParams({ limit: String(limit), ...(cursor === null ? {} : { since: cursor }) });
      const res = await send(`/api/positions?${query}`, withToken(token));
      if (refusesToken(res)) return null;
      if (!res.ok) throw new FmsUnavailable(`positions ${res.status}`);
      const body = await jsonOf(res, 'positions');
      const next = asText(body.cursor);
      if (!Array.isArray(body.data) || !next || next.length > 191) throw new FmsUnavailable('bad answer');
      // A service that sends more than asked: the first `limit` (the cursor is its word for what it sent).
      const positions = body.data.slice(0, limit).flatMap((raw): FmsPosition[] => {
        const p = httpPosition.safeParse(raw);
        if (!p.success) return [];
        const { plate_number, time, latitude, longitude, speed, heading, altitude } = p.data;
        return [{ plate_number, at: new Date(time), latitude, longitude, speed: speed ?? null, heading: heading ?? null, altitude: altitude ?? null }];
      });
      return { positions, cursor: next };
    },
  };
}

export const createFleetService = (baseUrl?: string, clock?: () => Date): FleetService => (baseUrl ? httpFleetService(baseUrl) : demoFleetService(clock));
