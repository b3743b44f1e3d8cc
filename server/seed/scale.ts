// Scaled data for benchmarks, on top of the demo seed: N*1000 orders (each with a pickup and a
// dropoff suborder) and N*1000 users for the lsp@ tenant, N*10000 GPS positions on its tracks, and
// N*200 shipments with N*600 tracks and their weighbridge tickets (scale-shipments.ts). Deterministic
// (seeded PRNG) and inserted 500 rows per statement: ~8 ms per statement on PGlite.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema/index.ts';
import { seedScaleShipments } from './scale-shipments.ts';

export const ROWS_PER_STATEMENT = 500;
const DAY = 86_400_000;
const ORDER_STATES = ['DRAFT', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'ON_SHIPMENT', 'DELIVERED', 'CANCELLED'] as const;

/** mulberry32: small, fast and the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScaleOptions {
  scale: number;
  tenantEmail?: string;
  seed?: number;
  /** How many users of the tenant to add: N*1000 by default (the users list benchmark). */
  users?: number;
  /** Reference time; fixed by default so two runs give the same rows. */
  now?: Date;
  log?: (line: string) => void;
}

export interface ScaleResult {
  orders: number;
  shipments: number;
  tracks: number;
  /** Weighbridge tickets of the tracks (a LOAD each, a DELIVER for each finished one). */
  tickets: number;
  users: number;
  suborders: number;
  gpsPositions: number;
  ms: number;
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await insert(rows.slice(i, i + ROWS_PER_STATEMENT));
}

export async function seedScale(db: Db, opts: ScaleOptions): Promise<ScaleResult> {
  const started = Date.now();
  const random = prng(opts.seed ?? 20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const now = (opts.now ?? new Date('2026-06-01T00:00:00Z')).getTime();
  const log = opts.log ?? (() => {});

  const [tenant] = await db.select().from(t.users).where(eq(t.users.email, opts.tenantEmail ?? 'lsp@lsi.test')).limit(1);
  const lspId = tenant?.logisticsServiceProviderId;
  if (!lspId) throw new Error('seed the demo data first: the tenant account has no logistics service provider');
  const companies = await db.select({ id: t.shipmentCompanies.id }).from(t.shipmentCompanies).where(eq(t.shipmentCompanies.logisticsServiceProviderId, lspId));
  const locations = await db
    .select({ id: t.locations.id, sc: t.locations.shipmentCompanyId })
    .from(t.locations)
    .where(inArray(t.locations.shipmentCompanyId, companies.map((c) => c.id)));
  const withLocations = companies.filter((c) => locations.some((l) => l.sc === c.id));
  if (withLocations.length === 0) throw new Error('the tenant has no shipment company with locations');

  const orderCount = opts.scale * 1000;
  let suborders = 0;
  const batch = ROWS_PER_STATEMENT;
  for (let start = 0; start < orderCount; start += batch) {
    const plans = Array.from({ length: Math.min(batch, orderCount - start) }, (_, k) => {
      const n = start + k + 1;
      const company = pick(withLocations);
      const stops = locations.filter((l) => l.sc === company.id);
      const created = new Date(now - Math.floor(random() * 365 * DAY));
      const status = pick(ORDER_STATES);
      const weight = 5000 + Math.floor(random() * 55) * 1000;
      return {
        order: {
          identity: `ORD-2026-${String(n).padStart(6, '0')}`,
          status,
          shipmentCompanyId: company.id,
          logisticsServiceProviderId: lspId,
          totalWeight: String(weight),
          totalVolume: String(Math.round(weight / 0.91)),
          note: random() < 0.3 ? null : `Scaled order ${n}`,
          publishedAt: status === 'DRAFT' ? null : new Date(created.getTime() + 3_600_000),
          createdAt: created,
          updatedAt: created,
        },
        from: pick(stops).id,
        to: pick(stops).id,
        created,
      };
    });
    const ids = await db.insert(t.orders).values(plans.map((p) => p.order)).returning({ id: t.orders.id });
    const subs = plans.flatMap((p, k) => [
      { orderId: ids[k]!.id, type: 'PICKUP', locationId: p.from, estimationDate: new Date(p.created.getTime() + DAY), createdAt: p.created },
      { orderId: ids[k]!.id, type: 'DROPOFF', locationId: p.to, estimationDate: new Date(p.created.getTime() + 2 * DAY), createdAt: p.created },
    ]);
    await inChunks(subs, (chunk) => db.insert(t.suborders).values(chunk));
    suborders += subs.length;
    if ((start / batch) % 20 === 19) log(`  orders ${start + plans.length}/${orderCount}`);
  }

  const tracks = await db
    .select({ id: t.tracks.id })
    .from(t.tracks)
    .innerJoin(t.shipments, eq(t.shipments.id, t.tracks.shipmentId))
    .where(eq(t.shipments.logisticsServiceProviderId, lspId));
  const gpsCount = tracks.length ? opts.scale * 10_000 : 0;
  for (let start = 0; start < gpsCount; start += batch) {
    const rows = Array.from({ length: Math.min(batch, gpsCount - start) }, (_, k) => {
      const i = start + k;
      return {
        trackId: tracks[i % tracks.length]!.id,
        recordedAt: new Date(now - (gpsCount - i) * 30_000),
        latitude: 0.5 + random() * 1.5,
        longitude: 101 + random() * 1.5,
        speed: Math.round(random() * 700) / 10,
        heading: Math.floor(random() * 360),
      };
    });
    await db.insert(t.gpsPositions).values(rows);
  }
  // N*1000 users of the tenant (the second large list of the list benchmark). They cannot sign in:
  // the hash is of no password (a real hash costs 50 ms each).
  const FIRST = ['Agus', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fajar', 'Gita', 'Hadi', 'Indah', 'Joko', 'Kartika', 'Lestari', 'Made', 'Nur', 'Putri', 'Rudi', 'Sari', 'Teguh', 'Wahyu', 'Yanti'];
  const LAST = ['Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Lubis', 'Siregar', 'Nasution', 'Harahap', 'Pratama', 'Kusuma', 'Setiawan', 'Gunawan'];
  const userCount = opts.users ?? opts.scale * 1000;
  for (let start = 0; start < userCount; start += batch) {
    const rows = Array.from({ length: Math.min(batch, userCount - start) }, (_, k) => {
      const n = start + k + 1;
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const created = new Date(now - Math.floor(random() * 365 * DAY));
      return {
        name,
        email: `${name.toLowerCase().replace(' ', '.')}.${n}@scale.lsi.test`,
        phoneCountryCode: '62',
        phoneNumber: `81${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
        passwordHash: 'scrypt$16384$8$1$none$none',
        role: 'LOGISTIC_SERVICE_PROVIDER',
        logisticsServiceProviderId: lspId,
        passwordUpdatedAt: created,
        createdAt: created,
        updatedAt: created,
      };
    });
    await db.insert(t.users).values(rows);
  }

  // The orders' statistics first: the kept figures' triggers (migration 0038) read each request's
  // orders and stops, planned once per connection from these statistics; planned on the tables as
  // they were before this load, each request scanned every stop (a batch of trucks took minutes).
  await db.execute(sql`ANALYZE orders, suborders, suborder_products`);
  // Shipments of the shipped and delivered orders (their own random sequence: the rows above stay as they were).
  const freight = await seedScaleShipments(db, { lspId, scale: opts.scale, random: prng((opts.seed ?? 20260101) + 1), weighRandom: prng((opts.seed ?? 20260101) + 2), log });

  // What autovacuum does to a live database after a bulk load, done now rather than during a
  // measurement: fresh statistics (realistic plans) and the visibility map set (index-only scans
  // need not visit the heap; the first reads do not write hint bits).
  await db.execute(sql`VACUUM ANALYZE`);
  return { orders: orderCount, suborders, users: userCount, gpsPositions: gpsCount, ...freight, ms: Date.now() - started };
}
