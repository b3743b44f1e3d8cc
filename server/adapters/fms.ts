// The fleet-management service (FMS) a vendor may sync its trucks from. Default: a built-in demo
// service with a fixed fleet; with FMS_BASE_URL a real one over HTTP (contract documented in
// docs/server-behaviour.md "Fleet-management sync").
import { DEMO_FLEET as DEMO_FLEET_NAME } from '../../contract/mirroring.ts';

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

export class FmsUnavailable extends Error {}

export interface FleetService {
  /** Who the mirroring log names as the counterpart (default "FMS"). */
  name?: string;
  /** The account's trucks; null when the service refuses the credentials; throws FmsUnavailable when it cannot be reached. */
  fetchFleet(email: string, password: string): Promise<FmsUnit[] | null>;
}

export const DEMO_FMS_ACCOUNT = { email: 'demo@fms.test', password: 'fms-demo' } as const;

const DEMO_FLEET: FmsUnit[] = [
  { plate_number: 'BM 7001 FM', vehicle_name: 'FMS Tangki 24 KL', type_name: 'Tangki CPO', features: ['GPS Tracker', 'Tangki Stainless'], length: 10.5, width: 2.5, height: 3.4, max_volume: 24000, max_weight: 24000 },
  { plate_number: 'BM 7002 FM', vehicle_name: 'FMS Tangki 24 KL', type_name: 'Tangki CPO', features: ['GPS Tracker', 'Tangki Stainless'], length: 10.5, width: 2.5, height: 3.4, max_volume: 24000, max_weight: 24000 },
  { plate_number: 'BM 7003 FM', vehicle_name: 'FMS Wing Box 15 T', type_name: 'Wing Box', features: ['GPS Tracker'], length: 9.2, width: 2.45, height: 2.6, max_volume: 58000, max_weight: 15000 },
];

/** A deterministic fake: demo@fms.test / fms-demo owns 3 trucks of 2 models; anything else is refused. */
export function demoFleetService(): FleetService {
  return {
    name: DEMO_FLEET_NAME,
    async fetchFleet(email, password) {
      if (email.toLowerCase() !== DEMO_FMS_ACCOUNT.email || password !== DEMO_FMS_ACCOUNT.password) return null;
      return DEMO_FLEET.map((u) => ({ ...u, features: [...u.features] }));
    },
  };
}

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const asText = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * A real FMS over HTTP: POST {base}/api/login {email, password} -> 200 {token} (401/403/422 = refused);
 * GET {base}/api/vehicles with Bearer token -> {data: [{plate_number, vehicle_name, type_name,
 * features[], length, width, height, max_volume, max_weight}]}. Malformed units are skipped.
 */
export function httpFleetService(baseUrl: string, timeoutMs = 10_000): FleetService {
  const base = baseUrl.replace(/\/+$/, '');
  const send = async (path: string, init: RequestInit) => {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new FmsUnavailable('unreachable');
    }
  };
  return {
    name: new URL(base).host,
    async fetchFleet(email, password) {
      const login = await send('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email, password }) });
      if ([400, 401, 403, 404, 422].includes(login.status)) return null;
      if (!login.ok) throw new FmsUnavailable(`login ${login.status}`);
      const token = asText(((await login.json().catch(() => ({}))) as { token?: unknown }).token);
      if (!token) throw new FmsUnavailable('no token');
      const res = await send('/api/vehicles', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      if (!res.ok) throw new FmsUnavailable(`vehicles ${res.status}`);
      const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
      if (!body || !Array.isArray(body.data)) throw new FmsUnavailable('bad answer');
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
  };
}

export const createFleetService = (baseUrl?: string): FleetService => (baseUrl ? httpFleetService(baseUrl) : demoFleetService());
