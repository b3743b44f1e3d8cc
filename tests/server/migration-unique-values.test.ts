// Migration 0004_unique_values on data made before its unique indexes: duplicate catalogue rows
// (vehicle features, vehicle types per vendor, location groups per company; names compared without
// case) are merged into the oldest, every reference moved first and nothing else lost; drivers that
// share a NIK stop the migration with those NIKs named, and nothing of it is applied.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenedDb } from '../../server/db/open.ts';
import { migrationsBefore, openEmpty, rowsOf, runMigrations } from './migrations-kit.ts';

let opened: OpenedDb;
let before: string;
beforeEach(async () => {
  opened = await openEmpty();
  before = migrationsBefore('0004_unique_values');
  await runMigrations(opened, before);
});
afterEach(async () => {
  rmSync(before, { recursive: true, force: true });
  await opened.close();
});

const run = (statements: string) => opened.db.execute(sql.raw(statements));
const rows = (query: string) => rowsOf(opened.db, query);

/** Two companies and two vendors, as the schema was before 0004. */
async function organisations() {
  await run(`INSERT INTO shipment_companies (id, name) VALUES (1, 'PT Satu'), (2, 'PT Dua')`);
  await run(`INSERT INTO vendors (id, name) VALUES (1, 'Vendor Satu'), (2, 'Vendor Dua')`);
}

describe('migration 0004: unique values over data made before', { timeout: 120_000 }, () => {
  it('merges duplicate features, types and groups into the oldest, moving their references first', async () => {
    await organisations();
    await run(`INSERT INTO vehicle_features (id, name) VALUES (1, 'GPS'), (2, 'gps'), (3, 'Crane'), (4, 'GPS ')`);
    // Per vendor; a shared type (no vendor) is its own scope; another vendor's same name stays.
    await run(`INSERT INTO vehicle_types (id, vendor_id, name) VALUES (1, 1, 'Tangki'), (2, 1, 'TANGKI'), (3, 2, 'Tangki'), (4, NULL, 'Dump'), (5, NULL, 'dump')`);
    await run(`INSERT INTO vehicles (id, vendor_id, name, vehicle_type_id) VALUES (1, 1, 'Truk 1', 2), (2, 1, 'Truk 2', 5), (3, 2, 'Truk 3', 3)`);
    // Truck 1 has both GPS features (one link left), truck 2 only the newer one (moved).
    await run(`INSERT INTO vehicle_feature_links (vehicle_id, feature_id) VALUES (1, 1), (1, 2), (1, 3), (2, 2), (3, 4)`);
    // Per company: company 2's "Kebun A" stays its own.
    await run(`INSERT INTO location_groups (id, shipment_company_id, name) VALUES (1, 1, 'Kebun A'), (2, 1, 'kebun a'), (3, 2, 'Kebun A')`);
    await run(`INSERT INTO pickup_dropoff_locations (id, shipment_company_id, name, identity, latitude, longitude, type, group_id) VALUES
      (1, 1, 'PKS 1', 'P1', 0, 0, 'PICKUP', 2), (2, 1, 'PKS 2', 'P2', 0, 0, 'PICKUP', 1), (3, 2, 'PKS 3', 'P3', 0, 0, 'PICKUP', 3)`);

    await runMigrations(opened);

    // "GPS " (a trailing space) is another name: not merged.
    expect(await rows('SELECT id, name FROM vehicle_features ORDER BY id')).toEqual([
      { id: 1, name: 'GPS' },
      { id: 3, name: 'Crane' },
      { id: 4, name: 'GPS ' },
    ]);
    expect(await rows('SELECT vehicle_id, feature_id FROM vehicle_feature_links ORDER BY 1, 2')).toEqual([
      { vehicle_id: 1, feature_id: 1 },
      { vehicle_id: 1, feature_id: 3 },
      { vehicle_id: 2, feature_id: 1 },
      { vehicle_id: 3, feature_id: 4 },
    ]);
    expect(await rows('SELECT id, vendor_id, name FROM vehicle_types ORDER BY id')).toEqual([
      { id: 1, vendor_id: 1, name: 'Tangki' },
      { id: 3, vendor_id: 2, name: 'Tangki' },
      { id: 4, vendor_id: null, name: 'Dump' },
    ]);
    expect(await rows('SELECT id, vehicle_type_id FROM vehicles ORDER BY id')).toEqual([
      { id: 1, vehicle_type_id: 1 },
      { id: 2, vehicle_type_id: 4 },
      { id: 3, vehicle_type_id: 3 },
    ]);
    expect(await rows('SELECT id, shipment_company_id, name FROM location_groups ORDER BY id')).toEqual([
      { id: 1, shipment_company_id: 1, name: 'Kebun A' },
      { id: 3, shipment_company_id: 2, name: 'Kebun A' },
    ]);
    expect(await rows('SELECT id, group_id FROM pickup_dropoff_locations ORDER BY id')).toEqual([
      { id: 1, group_id: 1 },
      { id: 2, group_id: 1 },
      { id: 3, group_id: 3 },
    ]);
    // The unique indexes hold from now on.
    await expect(run(`INSERT INTO vehicle_features (name) VALUES ('crane')`)).rejects.toThrow();
    await expect(run(`INSERT INTO location_groups (shipment_company_id, name) VALUES (2, 'KEBUN A')`)).rejects.toThrow();
  });

  it('stops at drivers that share a NIK, names those NIKs, and applies nothing', async () => {
    await organisations();
    await run(`INSERT INTO users (id, name, email, password_hash, role, vendor_id) SELECT n, 'Driver ' || n, 'driver' || n || '@example.com', 'x', 'DRIVER', 1 FROM generate_series(1, 5) n`);
    await run(`INSERT INTO drivers (vendor_id, user_id, national_identity) VALUES
      (1, 1, '1471000000000001'), (1, 2, '1471000000000001'), (1, 3, '1471000000000002'), (1, 4, '1471000000000002'), (1, 5, '1471000000000003')`);
    await run(`INSERT INTO vehicle_features (id, name) VALUES (1, 'GPS'), (2, 'gps')`);

    const failure = await runMigrations(opened).then(
      () => null,
      (e: unknown) => e,
    );
    // The message (as PostgreSQL raised it) names both shared NIKs and what to do.
    const text = [failure, (failure as { cause?: unknown })?.cause].map((e) => (e as Error | undefined)?.message ?? '').join(' ');
    expect(text).toMatch(/drivers share a national identity \(NIK\): (1471000000000001, 1471000000000002|1471000000000002, 1471000000000001)\. Give each driver its own NIK, then start again\./);
    // Nothing of 0004 (or later) was applied: the drivers, the duplicate features, no unique index.
    expect(await rows('SELECT national_identity FROM drivers ORDER BY id')).toHaveLength(5);
    expect(await rows('SELECT id FROM vehicle_features ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await rows(`SELECT indexname FROM pg_indexes WHERE indexname = 'drivers_national_identity_uq'`)).toEqual([]);
  });
});
