// A 100,000-row export (issue 25 "Done when": under 10 s, the server's resident memory growing under
// 100 MB): on the real server (embedded PostgreSQL, the default, demo data, one process), 100,000
// trucks on the road of lsp@ written straight into its database (triggers off), then an
// incoming-trucks export asked (POST /v1/exports) and followed until DONE, the server's resident
// memory sampled every 100 ms meanwhile (/proc/<pid>/status VmRSS). docs/exports.md.
// Standalone: node bench/export.mjs [--trucks 100000]
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { WORK, freePort, signIn, sleep, startServer, waitFor200, writeResult } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MB = 1024 * 1024;
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function addTrucks(dataDir, trucks) {
  const db = new pg.Client({ host: join(dataDir, 'postgres'), user: 'postgres', database: 'lsi' });
  await db.connect();
  try {
    await db.query('set session_replication_role = replica');
    await db.query(
      `with lsp as (select logistics_service_provider_id as id from users where email = 'lsp@lsi.test'),
       s as (select so.shipment_id as id, so.order_id from shipment_orders so join shipments sh on sh.id = so.shipment_id join lsp on sh.logistics_service_provider_id = lsp.id order by so.shipment_id limit 1),
       v as (insert into vendors (name) values ('Bench Angkutan Massal') returning id),
       p as (insert into shipment_vendors (shipment_id, vendor_id, status) select s.id, v.id, 'ACCEPTED' from s, v returning id, shipment_id)
       insert into tracks (shipment_id, shipment_vendor_id, order_id, status, ritase, source) select p.shipment_id, p.id, s.order_id, 'ASSIGNED', 1, 'MAPBOX' from p, s, generate_series(1, $1::int)`,
      [trucks],
    );
    await db.query('analyze tracks');
  } finally {
    await db.end();
  }
}

/** One run: a fresh server (its node given `nodeArgs`), the trucks added, the export followed. */
async function exportRun(trucks, nodeArgs) {
  mkdirSync(WORK, { recursive: true });
  const dataDir = mkdtempSync(join(WORK, 'export-'));
  const port = await freePort();
  const server = startServer({ port, dataDir, extraEnv: { WORKERS: '1' }, nodeArgs });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/v1/openapi.json`, server);
    await addTrucks(dataDir, trucks);
    const token = await signIn(base, 'lsp@lsi.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await sleep(2000);
    const before = rssOf(server.child.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid))), 100);
    const t0 = performance.now();
    const asked = await (await fetch(`${base}/v1/exports`, { method: 'POST', headers, body: JSON.stringify({ kind: 'INCOMING_TRUCKS', filters: {} }) })).json();
    let row = asked.data;
    while (row.status !== 'DONE' && row.status !== 'FAILED') {
      await sleep(100);
      row = (await (await fetch(`${base}/v1/exports/${row.id}`, { headers })).json()).data;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    return {
      server_node_args: nodeArgs,
      status: row.status,
      rows: row.rows,
      size_mb: Math.round((row.size / MB) * 10) / 10,
      seconds: Math.round(seconds * 10) / 10,
      rows_per_second: Math.round(row.rows / seconds),
      rss_before_mb: Math.round(before / MB),
      rss_peak_mb: Math.round(peak / MB),
      rss_growth_mb: Math.round((peak - before) / MB),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Two runs: the server as it starts by default, and with its JavaScript heap capped (an operator's
 * NODE_OPTIONS): the first shows how far V8 lets its heap grow when memory is free, the second that
 * what the export keeps alive stays small (docs/exports.md "The file").
 */
export async function benchExport({ trucks = arg('trucks', 100_000) } = {}) {
  const result = { trucks, targets: { seconds: 10, rss_growth_mb: 100 }, runs: [await exportRun(trucks, ''), await exportRun(trucks, '--max-old-space-size=160')] };
  writeResult('export', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchExport());
