// Fixture of the acceptance benchmark (bench/freight.mjs): N vendors partnered with lsp@'s provider,
// each with a web user (bench.vendor.K@lsi.test, the demo password, no forced change), a tanker
// model, one plate and its driver. Written straight into the database before the server starts
// (the embedded engines are opened by one process at a time). Run with tsx:
//   node --import tsx bench/freight-fleet.ts --vendors 50 --out FILE [--data-dir D] [--database-url U] [--engine E]
// FILE receives the ids the benchmark needs: [{ email, vendorId, vehicleId, plateId, driverId }].
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb } from '../server/db/open.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';

const { values } = parseArgs({ options: { vendors: { type: 'string', default: '50' }, out: { type: 'string' }, 'data-dir': { type: 'string' }, 'database-url': { type: 'string' }, engine: { type: 'string' } } });
const count = Number(values.vendors);
const opened = await openDb({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'] ?? './data',
  engine: (values.engine ?? process.env.DATABASE_ENGINE) === 'pglite' ? 'pglite' : 'embedded',
});
type Row = { id: number };
const rows = async (query: ReturnType<typeof sql>) => ((await opened.db.execute(query)) as unknown as { rows: Row[] }).rows;
try {
  const [lsp] = await rows(sql`select logistics_service_provider_id as id from users where email = 'lsp@lsi.test'`);
  const hash = await hashPassword(DEMO_PASSWORD);
  const fleet = [];
  for (let k = 1; k <= count; k++) {
    const [vendor] = await rows(sql`insert into vendors (name) values (${`Bench Transport ${k}`}) returning id`);
    await rows(sql`insert into vendor_collaborations (vendor_id, logistics_service_provider_id, status, proposed_by) values (${vendor!.id}, ${lsp!.id}, 'COLLABORATE', 'LSP') returning id`);
    await rows(
      sql`insert into users (name, email, password_hash, role, vendor_id, password_updated_at, last_login_at) values (${`Bench dispatcher ${k}`}, ${`bench.vendor.${k}@lsi.test`}, ${hash}, 'VENDOR', ${vendor!.id}, now(), now()) returning id`,
    );
    const [vehicle] = await rows(sql`insert into vehicles (vendor_id, name, max_weight) values (${vendor!.id}, 'Tangki CPO 30 KL', 30000) returning id`);
    const [driverUser] = await rows(sql`insert into users (name, email, password_hash, role, vendor_id) values (${`Bench driver ${k}`}, ${`bench.driver.${k}@lsi.test`}, 'x', 'DRIVER', ${vendor!.id}) returning id`);
    const [driver] = await rows(sql`insert into drivers (vendor_id, user_id, national_identity) values (${vendor!.id}, ${driverUser!.id}, ${String(7_000_000_000_000_000 + k)}) returning id`);
    const [plate] = await rows(sql`insert into vehicle_details (vehicle_id, plate_number, driver_id) values (${vehicle!.id}, ${`BM ${1000 + k} BX`}, ${driver!.id}) returning id`);
    fleet.push({ email: `bench.vendor.${k}@lsi.test`, vendorId: vendor!.id, vehicleId: vehicle!.id, plateId: plate!.id, driverId: driver!.id });
  }
  if (values.out) writeFileSync(values.out, JSON.stringify(fleet));
  console.log(`Added ${count} bench vendors.`);
} finally {
  await opened.close();
}
