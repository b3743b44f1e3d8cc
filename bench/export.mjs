// A 100,000-row export (issue 25 "Done when": under 10 s, the server's resident memory growing under
// 100 MB): on the real server (embedded PostgreSQL, the default, demo data, one process), 100,000
// trucks on the road of lsp@ written straight into its database (triggers off), then an
// incoming-trucks export asked (POST /v1/exports) and followed until DONE. The server's resident
// memory is sampled every 100 ms meanwhile (/proc/<pid>/status VmRSS) over its whole process tree:
// the API process and its children (the export child that runs the job, the parse child, the
// esbuild services tsx starts in each), summed at each instant; the growth is the tree's peak minus
// the tree before the export. The embedded PostgreSQL's processes, children of the server too, are
// the database's and not counted (each backend's RSS also counts the shared buffers it touched).
// docs/exports.md "Where a job runs".
// Standalone: node bench/export.mjs [--trucks 100000]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WORK, freePort, signIn, sleep, startServer, waitFor200, writeResult } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MB = 1024 * 1024;
const mb = (bytes) => Math.round(bytes / MB);
const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // the process ended meanwhile
  }
};
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) * 1024;
const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on Linux
/** The CPU time a process has used (user and system), in seconds. */
function cpuOf(pid) {
  const stat = read(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS_PER_SECOND;
}

/**
 * The processes under `root` but the embedded PostgreSQL's (this kernel has no
 * /proc/<pid>/task/<tid>/children: every process's parent is read).
 */
function serverDescendants(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    // pid (comm) state ppid ...: comm may hold spaces, so the fields are read after its last ')'.
    const stat = read(`/proc/${name}/stat`);
    const close = stat.lastIndexOf(')');
    if (close < 0) continue;
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push({ pid: Number(name), comm });
  }
  const found = [];
  const visit = (pid) => {
    for (const c of children.get(pid) ?? []) {
      if (c.comm === 'postgres') continue;
      found.push(c.pid);
      visit(c.pid);
    }
  };
  visit(root);
  return found;
}

/** The RSS of the API process and of each of its children now (pid -> bytes). */
function treeNow(apiPid) {
  return new Map([apiPid, ...serverDescendants(apiPid)].map((pid) => [pid, rssOf(pid)]));
}
const sum = (tree) => [...tree.values()].reduce((a, b) => a + b, 0);

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
    const api = server.child.pid;
    const before = treeNow(api);
    let peak = before;
    /** Each process's highest RSS, and the whole tree's highest sum (at one instant). */
    const peaks = new Map(before);
    /** Each process's CPU seconds, before and as last seen (a machine shared with other work stretches the wall time, not these). */
    const cpuBefore = new Map([...before.keys()].map((pid) => [pid, cpuOf(pid)]));
    const cpuLast = new Map(cpuBefore);
    const sampler = setInterval(() => {
      const now = treeNow(api);
      for (const [pid, rss] of now) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rss));
      for (const pid of now.keys()) cpuLast.set(pid, cpuOf(pid) || (cpuLast.get(pid) ?? 0));
      if (sum(now) > sum(peak)) peak = now;
    }, 100);
    const t0 = performance.now();
    const asked = await (await fetch(`${base}/v1/exports`, { method: 'POST', headers, body: JSON.stringify({ kind: 'INCOMING_TRUCKS', filters: {} }) })).json();
    let row = asked.data;
    while (row.status !== 'DONE' && row.status !== 'FAILED') {
      await sleep(100);
      row = (await (await fetch(`${base}/v1/exports/${row.id}`, { headers })).json()).data;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    for (const pid of cpuLast.keys()) cpuLast.set(pid, cpuOf(pid) || cpuLast.get(pid));
    const cpuUsed = (pids) => Math.round(pids.reduce((a, pid) => a + cpuLast.get(pid) - (cpuBefore.get(pid) ?? 0), 0) * 10) / 10;
    // The export child: the child that grew the most (started for the export, or warmed before it).
    const children = [...peaks.keys()].filter((pid) => pid !== api);
    const growth = (pid) => peaks.get(pid) - (before.get(pid) ?? 0);
    const exportChild = children.sort((a, b) => growth(b) - growth(a))[0];
    return {
      server_node_args: nodeArgs,
      // Other work on the machine stretches `seconds` (the CPU seconds below much less).
      load_average_1m_after: Math.round(loadavg()[0] * 10) / 10,
      status: row.status,
      rows: row.rows,
      size_mb: Math.round((row.size / MB) * 10) / 10,
      seconds: Math.round(seconds * 10) / 10,
      rows_per_second: Math.round(row.rows / seconds),
      api_cpu_seconds: cpuUsed([api]),
      children_cpu_seconds: cpuUsed([...cpuLast.keys()].filter((pid) => pid !== api)),
      api_rss_before_mb: mb(before.get(api)),
      api_rss_peak_mb: mb(peaks.get(api)),
      api_rss_growth_mb: mb(peaks.get(api) - before.get(api)),
      children_before: before.size - 1,
      children_seen: children.length,
      child_rss_before_mb: exportChild === undefined ? null : mb(before.get(exportChild) ?? 0),
      child_rss_peak_mb: exportChild === undefined ? null : mb(peaks.get(exportChild)),
      tree_rss_before_mb: mb(sum(before)),
      tree_rss_peak_mb: mb(sum(peak)),
      rss_growth_mb: mb(sum(peak) - sum(before)),
    };
  } catch (e) {
    throw new Error(`${e.message}; the server said:\n${server.output().slice(-3000)}`, { cause: e });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One run, the server as it starts by default. (An earlier second run capped the API process's heap
 * to show that its growth was garbage V8 let pile up; the job now runs in the export child, whose
 * heap is capped by the server itself: docs/exports.md "Where a job runs".)
 */
export async function benchExport({ trucks = arg('trucks', 100_000) } = {}) {
  const result = { trucks, targets: { seconds: 10, rss_growth_mb: 100 }, runs: [await exportRun(trucks, '')] };
  writeResult('export', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchExport());
