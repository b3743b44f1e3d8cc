// `npm run bench`: first-load JavaScript in Chromium (login, each role), list throughput (one request repeated, and random mixes of what
// people do on 100k orders and 100k users; PostgreSQL, the embedded default and PGlite, beside a bare
// Fastify), the freight flow at scale (freight.mjs), startup time, the spreadsheet import (10k rows in the browser beside a bare SheetJS
// parse), the import commit (10k product rows, another tenant's latency meanwhile) and the upload bomb
// (the lying-header zip bomb sent again and again while another tenant lists its orders), and the realtime
// channel (bench/realtime.mjs: 1,000 SSE clients receiving a broadcast, an event's way to a client on another node),
// backup and restore of 100k orders (bench/backup.mjs), the vendor performance calls on one seeded year (bench/performance.mjs),
// a 100,000-row export (bench/export.mjs), and the list mix through nginx in front of one API node and of
// two (bench/topology.mjs).
// Results go to bench/results/*.json and the "Benchmarks" table of README.md.
// `node bench/run-all.mjs --only import-commit[,list…]` runs only those; the other rows of the
// table keep the figures of their last bench/results/*.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBackup } from './backup.mjs';
import { benchBundle } from './bundle.mjs';
import { benchFreight } from './freight.mjs';
import { benchImportCommit } from './import-commit.mjs';
import { benchIngest } from './ingest.mjs';
import { benchList } from './list.mjs';
import { benchListMix } from './list-mix.mjs';
import { benchTopology } from './topology.mjs';
import { benchPerformance } from './performance.mjs';
import { benchExport } from './export.mjs';
import { RESULTS, ROOT } from './lib.mjs';
import { benchRealtime } from './realtime.mjs';
import { benchStartup } from './startup.mjs';
import { benchUploadBomb } from './upload-bomb.mjs';
import { benchWbMachine } from './wb-machine.mjs';
import { benchTrackingBrowser } from './tracking-browser.mjs';

const ENTRIES = ['bundle', 'startup', 'list', 'list-mix', 'freight', 'import', 'import-commit', 'upload-bomb', 'realtime', 'ingest', 'invoice-pdf', 'wb-machine', 'tracking-browser', 'backup', 'performance', 'export', 'topology'];
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : ENTRIES;
for (const name of only) if (!ENTRIES.includes(name)) throw new Error(`unknown bench "${name}" (known: ${ENTRIES.join(', ')})`);
const lastResult = (name) => (existsSync(join(RESULTS, `${name}.json`)) ? JSON.parse(readFileSync(join(RESULTS, `${name}.json`), 'utf8')) : null);
const run = async (name, bench) => (only.includes(name) ? bench() : lastResult(name));

const started = performance.now();
const bundle = await run('bundle', benchBundle);
const startup = await run('startup', benchStartup);
const list = await run('list', benchList);
const mix = await run('list-mix', benchListMix);
const freight = await run('freight', benchFreight);
// The import bench is its own script (it serves a test page to Chromium); it writes bench/results/import.json.
const sheet = await run('import', async () => {
  const importRun = spawnSync(process.execPath, [join(ROOT, 'bench/import/run.mjs'), '--rows', '10000', '--runs', '3'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return importRun.status === 0 ? lastResult('import') : null;
});
const commit = await run('import-commit', () => benchImportCommit({ rows: 10_000, runs: 5 }));
const bomb = await run('upload-bomb', () => benchUploadBomb());
const live = await run('realtime', () => benchRealtime());
const ingest = await run('ingest', () => benchIngest());
// The invoice PDF bench is a TypeScript script run with --expose-gc; it writes bench/results/invoice-pdf.json.
const pdf = await run('invoice-pdf', async () => {
  const pdfRun = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(ROOT, 'bench/invoice-pdf.ts'), '20'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return pdfRun.status === 0 ? lastResult('invoice-pdf') : null;
});
const machine = await run('wb-machine', () => benchWbMachine());
const browserTracking = await run('tracking-browser', () => benchTrackingBrowser());
const backup = await run('backup', () => benchBackup());
const vendorPerformance = await run('performance', () => benchPerformance());
const bigExport = await run('export', () => benchExport());
const topology = await run('topology', () => benchTopology());
const totalS = Math.round((performance.now() - started) / 1000);

const cores = (await import('node:os')).cpus().length;
const rps = (r) => (r?.skipped ? `skipped: ${r.skipped}` : `${r.reqPerSec} req/s, p99 ${r.p99Ms} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`);
/** The rows of one bench entry, tagged with it: a row of an entry not re-run keeps its README line (below). */
const from = (entry, rows) => rows.map((r) => Object.assign(r, { entry }));
const rows = [
  ...from('bundle', bundleRows(bundle)),
  ...from('list', [
    [`Order list, one request repeated, ${list.orders.toLocaleString('en')} orders, PGlite`, rps(list.pglite), ''],
    [`Order list, one request repeated, ${list.orders.toLocaleString('en')} orders, PostgreSQL`, rps(list.postgres), ''],
  ]),
  ...from('list-mix', mixRows(mix)),
  ...from('freight', freightRows(freight)),
  ...from('list', [['Bare Fastify hello-world (ceiling)', rps(list.helloWorld), '']]),
  ...from('startup', [
    ['Startup to first 200 of GET /, fresh data dir', `${startup.freshMedianMs} ms`, ''],
    ['Startup to first 200 of GET /, existing data dir', `${startup.existingMedianMs} ms`, ''],
  ]),
  ...from('import', [
    [
      'Spreadsheet import, 10k product rows: parse + validate + preview (ours, Web Worker) vs bare SheetJS parse',
      sheet ? `${sheet.ours_ms} ms vs ${sheet.bare_sheetjs_ms} ms; longest main-thread block ${sheet.longest_main_thread_task_ms} ms` : 'failed (see output)',
      '',
    ],
  ]),
  ...from('import-commit', [
    ...(commit?.embedded
      ? [[
          `Import commit, ${commit.rows.toLocaleString('en')} product rows, embedded PostgreSQL (the default), first import / re-import; another tenant's p99 meanwhile`,
          `${Math.round(commit.embedded.createMs)} ms / ${Math.round(commit.embedded.updateMs)} ms; p99 ${Math.round(commit.embedded.otherTenantDuringCreate.p99Ms)} ms / ${Math.round(commit.embedded.otherTenantDuringUpdate.p99Ms)} ms`,
          '',
        ]]
      : []),
    [
      `Import commit, ${(commit?.rows ?? 10_000).toLocaleString('en')} product rows, PGlite: POST /v1/product/import, first import (all created) / re-import (all updated)`,
      commit ? `${Math.round(commit.createMs)} ms / ${Math.round(commit.updateMs)} ms (median of ${commit.runs}; load average ${commit.loadAverage?.join(' → ') ?? '?'} on ${cores} cores)` : 'failed (see output)',
      commit ? `< ${commit.targetCommitMs} ms ${Math.max(commit.createMs, commit.updateMs) < commit.targetCommitMs ? '(met)' : '(**not met**)'}` : '< 1000 ms',
    ],
    [
      "Another tenant's GET /v1/auth/profile (lsp2@) while that import runs, PGlite",
      commit ? ['otherTenantDuringCreate', 'otherTenantDuringUpdate'].map((k, i) => `${i ? 're-import' : 'first import'}: p50 ${Math.round(commit[k].p50Ms)} ms, p99 ${Math.round(commit[k].p99Ms)} ms`).join('; ') + ` (${commit.probes} loops)` : 'failed (see output)',
      commit ? `p99 < ${commit.targetOtherP99Ms} ms ${Math.max(commit.otherTenantDuringCreate.p99Ms, commit.otherTenantDuringUpdate.p99Ms) < commit.targetOtherP99Ms ? '(met)' : '(**not met**)'}` : 'p99 < 1500 ms',
    ],
  ]),
  ...from('upload-bomb', uploadBombRows(bomb)),
  ...from('realtime', realtimeRows(live)),
  ...from('ingest', ingestRows(ingest)),
  ...from('invoice-pdf', invoicePdfRows(pdf)),
  ...from('wb-machine', wbMachineRows(machine)),
  ...from('tracking-browser', trackingBrowserRows(browserTracking)),
  ...from('backup', backupRows(backup)),
  ...from('topology', topologyRows(topology)),
  ...from('performance', performanceRows(vendorPerformance)),
  ...from('export', exportRows(bigExport)),
];
/** A 100,000-row incoming-trucks export (bench/export.mjs): its time, and the growth of the server's process tree (the API process and its children, the export child's job), with the target of issue 25. */
function exportRows(r) {
  const name = `Export of ${(r?.trucks ?? 100_000).toLocaleString('en')} incoming trucks (embedded, one process; the job in the export child)`;
  if (!r?.runs) return [[name, r?.skipped ?? 'not run', '']];
  return r.runs.map((x) => [
    `${name}${x.server_node_args ? `, node ${x.server_node_args}` : ''}`,
    `${x.status}: ${x.rows} rows, ${x.size_mb} MB in ${x.seconds} s (${x.rows_per_second} rows/s; CPU: API ${x.api_cpu_seconds} s, children ${x.children_cpu_seconds} s; load average ${x.load_average_1m_after}, ${cores} cores, shared); resident, API and children: ${x.tree_rss_before_mb} -> peak ${x.tree_rss_peak_mb} MB (+${x.rss_growth_mb} MB; API +${x.api_rss_growth_mb} MB, export child ${x.child_rss_before_mb} -> ${x.child_rss_peak_mb} MB)`,
    `< ${r.targets.seconds} s ${x.seconds < r.targets.seconds ? '(met)' : '(**not met**)'}, < ${r.targets.rss_growth_mb} MB growth ${x.rss_growth_mb < r.targets.rss_growth_mb ? '(met)' : '(**not met**)'}`,
  ]);
}
/** The vendor performance calls on one seeded year (bench/performance.mjs), with the target of issue 25. */
function performanceRows(r) {
  const names = { postgres: 'PostgreSQL (DATABASE_URL)', embedded: 'embedded PostgreSQL (the default)' };
  const name = `Vendor performance calls, one seeded year (${(r?.orders ?? 100_000).toLocaleString('en')} orders, ${(r?.tracks ?? 60_000).toLocaleString('en')} tracks with weighbridge tickets), random periods of 30-366 days, ${r?.connections ?? 10} connections`;
  if (!r?.engines) return [[name, r?.skipped ?? 'not run', '']];
  return Object.entries(r.engines).map(([engine, e]) => {
    if (e.skipped || e.reqPerSec === undefined) return [`${name}, ${names[engine] ?? engine}`, `skipped: ${e.skipped ?? '?'}`, ''];
    const slowest = Object.entries(e.calls ?? {}).sort((a, b) => b[1].p99Ms - a[1].p99Ms).map(([call, c]) => `${call} ${c.p99Ms}`).join(', ');
    return [
      `${name}, ${names[engine] ?? engine}`,
      `${e.reqPerSec} req/s, p50 ${e.p50Ms} ms, p99 ${e.p99Ms} ms, max ${e.maxMs} ms, ${e.non2xx} non-2xx; p99 per call (ms): ${slowest}${e.loadAverage ? ` (load average ${e.loadAverage[0]}, ${cores} cores, shared)` : ''}`,
      `p99 < ${r.targetP99Ms} ms, no non-2xx ${e.metTarget ? '(met)' : '(**not met**)'}`,
    ];
  });
}
/** The list mix through nginx in front of one API node and of two (bench/topology.mjs, issue 26). */
function topologyRows(r) {
  const name = (how) => `List mix, PostgreSQL, ${(r?.rows ?? 100_000).toLocaleString('en')} orders, ${r?.connections ?? 50} connections, one API process per node: ${how}`;
  if (!r?.oneNode) return [[name('through nginx to one node, then two'), r?.skipped ?? 'not run', '']];
  const cell = (m) => ['orders', 'users'].map((list) => `${list} ${m[list].reqPerSec} req/s, p99 ${m[list].p99Ms} ms (cores ${m[list].coresBusyPercent} % busy; node CPU ${m[list].nodeCpuSeconds.join(' + ')} s)`).join('; ');
  return [
    [name('one node, no proxy'), cell(r.oneNodeWithoutProxy), ''],
    [name('through nginx (deploy/nginx.conf) to one node'), cell(r.oneNode), ''],
    [name('through nginx to two nodes'), cell(r.twoNodes), `on ${r.cores} cores the database and both nodes share them: docs/operations.md "Several API nodes"`],
  ];
}

/** Backup and restore of the scaled seed (bench/backup.mjs), each command timed as an operator runs it. */
function backupRows(r) {
  const name = `Backup and restore, ${(r?.orders ?? 100_000).toLocaleString('en')} orders, PostgreSQL (DATABASE_URL)`;
  if (!r?.backup) return [[name, r?.skipped ?? 'not run', '']];
  const b = r.backup;
  return [
    [
      `${name}: \`npm run backup\`, then \`npm run restore\` into an empty database (each its own process, startup included)`,
      `backup ${b.seconds} s, ${b.archiveMB} MB tar.gz (${b.rows.toLocaleString('en')} rows of ${b.tables} tables, ${b.files} files; ${b.uncompressedMB} MB uncompressed); restore ${r.restore.seconds} s, row counts as the source's${r.loadAverage ? ` (load average ${r.loadAverage[0]}, ${cores} cores)` : ''}`,
      '',
    ],
  ];
}
/** Playback and live map in Chromium (bench/tracking-browser.mjs), with the aims of issue 24. */
function trackingBrowserRows(r) {
  if (!r || r.skipped) return [['Tracking in Chromium (playback, live map)', r?.skipped ?? 'not run', '']];
  const p = r.playback;
  const l = r.liveMap;
  // The WebGL renderer (no GPU here): Mesa's llvmpipe through EGL, or Chromium's SwiftShader.
  const gl = r.renderer ? (/llvmpipe/.test(r.renderer) ? 'WebGL on Mesa llvmpipe, no GPU' : /SwiftShader/.test(r.renderer) ? 'WebGL on SwiftShader, no GPU' : r.renderer) : 'SwiftShader, no GPU';
  return [
    ...(p ? [[`Playback of ${p.positions.toLocaleString('en')} positions in Chromium (${gl}): read to first draw; stepping at 20x`, `${p.readToDrawnMs} ms (read ${p.readMs} ms, ${p.readKiB.toLocaleString('en')} KiB); stepping: longest task ${p.stepping.longestTaskMs} ms, ${p.stepping.tasksOver50ms} over 50 ms`, `draw < 1,500 ms ${p.metDrawTarget ? '(met)' : '(**not met**)'}; no task > 50 ms ${p.stepping.metTarget ? '(met)' : '(**not met**)'}`]] : []),
    ...(l ? [[`Live map in Chromium (${gl}${l.drawnWithWebgl === false ? ', the map not drawn' : ''}): ${l.trucksOnMap} trucks shown, ${l.reporting} reporting every ${l.everyS} s for ${l.seconds} s`, `longest task ${l.longestTaskMs} ms, ${l.tasksOver50ms} over 50 ms; ${l.liveReads} live reads`, `no task > 50 ms ${l.metTarget ? '(met)' : '(**not met**)'}`]] : []),
    ...(r.liveMapWithoutWebgl ? [['The same without WebGL (the page without drawing the map)', `longest task ${r.liveMapWithoutWebgl.longestTaskMs} ms, ${r.liveMapWithoutWebgl.tasksOver50ms} over 50 ms; ${r.liveMapWithoutWebgl.liveReads} live reads`, '']] : []),
  ];
}

/** OsmAnd ingest (bench/ingest.mjs), with the aim of issue 24. */
function ingestRows(r) {
  const names = { postgres: 'PostgreSQL (DATABASE_URL)', embedded: 'embedded PostgreSQL (the default)' };
  if (!r?.engines) return [['OsmAnd ingest, 50 connections', r?.skipped ?? 'not run', '']];
  const figures = (e) => `${e.positionsPerSec} positions/s, p99 ${e.p99Ms} ms${e.non2xx || e.errors ? ` (${e.non2xx} non-2xx, ${e.errors} errors)` : ''}${e.load1m === undefined ? '' : ` (load average ${e.load1m} at the end, ${cores} cores)`}`;
  const aim = (e) => `>= ${r.targetPerSec} positions/s ${e.metTarget ? '(met)' : '(**not met**)'}`;
  return Object.entries(r.engines).flatMap(([engine, e]) => {
    const name = `OsmAnd ingest (GET /v1/positions/osmand), ${r.connections} connections, ${e.trucks ?? '?'} trucks round robin, ${names[engine] ?? engine}`;
    if (e.skipped) return [[name, `skipped: ${e.skipped}`, aim(e)]];
    const g = e.geofences;
    return [
      [name, figures(e), aim(e)],
      ...(g ? [[`${name}, with ${g.count} geofences (circles of ${g.radiusM} m, dwell ${g.dwellS} s) on the trucks' road`, `${figures(g)}; ${g.alertsRaised ?? '?'} alerts raised`, aim(g)]] : []),
    ];
  });
}
/** The lying-header zip bomb (bench/upload-bomb.mjs), with the targets of issue 20. */
function uploadBombRows(b) {
  const name = 'Upload bomb: the lying-header zip bomb (1 GiB of zeros in 1 MB, the directory says 2,048 bytes) sent again and again by shipper@ to POST /v1/request-order/preview, embedded PostgreSQL';
  if (!b?.otherDuring) return [[name, 'not run', '']];
  const met = (ok) => (ok ? '(met)' : '(**not met**)');
  const d = b.otherDuring;
  const a = b.otherAlone;
  return [
    [`${name}: each refusal`, `${b.bombs} bombs, all ${b.statuses.join('/')}; median ${b.refusalMedianMs} ms, slowest ${b.refusalMaxMs} ms`, `422 in < ${b.targetRefusalMs} ms ${met(b.statuses.join() === '422' && b.refusalMaxMs < b.targetRefusalMs)}`],
    [
      `${name}: another tenant (lsp2@) listing its orders meanwhile, a probe every ${d.probe.everyMs} ms beside autocannon ${b.connections} connections`,
      `probe p50 ${d.probe.p50Ms} ms, p99 ${d.probe.p99Ms} ms, slowest ${d.probe.maxMs} ms; autocannon ${d.autocannon.reqPerSec} req/s, p99 ${d.autocannon.p99Ms} ms (without the bombs: probe p99 ${a.probe.p99Ms} ms, ${a.autocannon.reqPerSec} req/s)`,
      `p99 < ${b.targetOtherP99Ms} ms ${met(d.probe.p99Ms < b.targetOtherP99Ms)}`,
    ],
  ];
}

/** The invoice PDF (bench/invoice-pdf.ts), with the target of issue 23. */
function invoicePdfRows(p) {
  const name = 'Invoice PDF, 500 lines';
  if (!p?.median_ms) return [[name, 'not run', '']];
  const m = p.memory;
  return [
    [
      `${name} (and ${p.fees} fees), the route's invoicePdf ${p.runs} times in a row`,
      `first ${p.first_ms} ms, median ${p.median_ms} ms, slowest ${p.max_ms} ms, ${p.pdf_kb} kB; heap ${m.after_first.heap_mb} MB after the first, ${m.after_last.heap_mb} MB after the last`,
      `< 2000 ms each, heap flat ${p.max_ms < 2000 && m.after_last.heap_mb - m.after_first.heap_mb < 5 ? '(met)' : '(**not met**)'}`,
    ],
  ];
}

/** Weighbridge software posting tickets (bench/wb-machine.mjs), with the target of issue 23. */
function wbMachineRows(w) {
  const name = `Weighbridge: ${w?.tickets ?? 50} load tickets posted at once by machines (API key), embedded PostgreSQL (the default)`;
  if (!w?.first) return [[name, w?.skipped ?? 'not run', '']];
  const f = w.first;
  const a = w.again;
  return [
    [
      name,
      `${f.matched} recorded on their trucks (${f.statuses.join('/')}); p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms${f.coresBusyPercent === undefined ? '' : ` (cores ${f.coresBusyPercent} % busy, API process ${f.apiCpuMs} ms of CPU)`}; the same again: ${a.duplicates} duplicates, p99 ${a.p99Ms} ms`,
      `all recorded, p99 < ${w.targetP99Ms} ms ${f.matched === w.tickets && a.duplicates === w.tickets && f.p99Ms < w.targetP99Ms ? '(met)' : '(**not met**)'}`,
    ],
  ];
}

/** The realtime channel (bench/realtime.mjs), with the targets of issue 21. */
function realtimeRows(r) {
  const met = (ok) => (ok ? '(met)' : '(**not met**)');
  const name = 'Realtime, PostgreSQL';
  if (!r?.broadcast) return [[name, r?.skipped ?? 'not run', '']];
  const b = r.broadcast;
  const n = r.acrossNodes;
  return [
    [
      `${name}: ${b.clients.toLocaleString('en')} SSE clients (fetch + eventsource-parser) on one API process, ${b.rounds} broadcasts (an \`everyone\` event written in PostgreSQL), write sent to each client's receipt`,
      `p50 ${b.p50Ms} ms, p99 ${b.p99Ms} ms, max ${b.maxMs} ms; ${b.withinTarget.toLocaleString('en')} of ${(b.clients * b.rounds).toLocaleString('en')} within ${r.targetBroadcastMs} ms, ${b.missing} missing`,
      `each within ${r.targetBroadcastMs} ms ${met(b.late === 0 && b.missing === 0)}`,
    ],
    [
      `${name}: an event's way from a write through node A (POST /v1/order) to an SSE client on node B (two API processes, one database), ${n.writes} writes one after another`,
      `p50 ${n.fromWriteSent.p50Ms} ms, p99 ${n.fromWriteSent.p99Ms} ms, max ${n.fromWriteSent.maxMs} ms (from node A's answer: p50 ${n.fromAnswerOfNodeA.p50Ms} ms, p99 ${n.fromAnswerOfNodeA.p99Ms} ms)`,
      `< 1000 ms ${met(n.fromWriteSent.maxMs < 1000)}`,
    ],
  ];
}

/** First-load JavaScript as Chromium fetched it (bench/bundle.mjs): /login, then each role's first view. */
function bundleRows(b) {
  const name = 'All JavaScript fetched, gzip transfer size (Chromium, real server)';
  if (!b?.login) return [[name, b?.skipped ?? 'not run', '']];
  const met = (ok) => (ok ? '(met)' : '(**not met**)');
  const roles = Object.entries(b.roles).map(([role, r]) => `${role} ${r.gzipKB} kB`).join(', ');
  return [
    [`${name}: /login until the form is usable`, `${b.login.gzipKB} kB in ${b.login.files} scripts (/id/login ${b.loginId.gzipKB} kB)`, `<= ${b.login.targetKB} kB ${met(b.login.withinTarget)}`],
    [`${name}: each role's first view (sign-in on /login, then its landing page)`, roles, `<= ${b.roleTargetKB} kB ${met(b.rolesWithinTarget)}`],
  ];
}

/** The list mixes: one row per engine and list, with issue 21's targets on orders (issue 10's were 500 and 200 req/s). */
function mixRows(m) {
  if (!m) return [];
  const TARGETS = { postgres: { rps: 1000, p99: 150, name: 'PostgreSQL (DATABASE_URL)' }, embedded: { rps: 1000, p99: 150, name: 'embedded PostgreSQL (the default)' }, pglite: { name: 'PGlite (DATABASE_ENGINE=pglite)' } };
  return Object.entries(TARGETS).flatMap(([engine, t]) =>
    ['orders', 'users'].map((list) => {
      const r = m[engine]?.[list]?.mix;
      if (!r) return [`List mix, ${list}, ${t.name}`, m[engine]?.skipped ?? 'not run', ''];
      const met = t.rps && list === 'orders' ? r.reqPerSec >= t.rps && r.p99Ms < t.p99 && !r.errors && !r.timeouts && !r.non2xx : null;
      return [
        `List mix, ${m.rows.toLocaleString('en')} ${list}, ${t.name}: ${m.connections} connections x ${m.durationS} s, random shapes and keys`,
        `${r.reqPerSec} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.errors + r.timeouts + r.non2xx} errors`,
        met === null ? '' : `>= ${t.rps} req/s, p99 < ${t.p99} ms, no errors ${met ? '(met)' : '(**not met**)'}`,
      ];
    }),
  );
}

/** The freight flow at scale (bench/freight.mjs), with the targets of issue 11. */
function freightRows(f) {
  if (!f) return [];
  const TARGETS = { postgres: { p99: 100, name: 'PostgreSQL (DATABASE_URL)' }, embedded: { p99: 500, name: 'embedded PostgreSQL (the default)' }, pglite: { p99: 500, name: 'PGlite (DATABASE_ENGINE=pglite)' } };
  const met = (ok) => (ok ? '(met)' : '(**not met**)');
  return Object.entries(f.engines).flatMap(([engine, e]) => {
    const t = TARGETS[engine];
    if (e.skipped) return [[`Freight lists, ${t.name}`, e.skipped, '']];
    const lists = ['create-shipment', 'history-order'].map((name) => {
      const r = e[name];
      return [
        `${name} list (${f.scale}k orders, ${f.scale * 200} shipments, ${f.scale * 600} tracks), ${t.name}: ${f.connections} connections x ${f.durationS} s, random shapes`,
        `${r.reqPerSec} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.errors + r.timeouts + r.non2xx} errors`,
        `p99 < ${t.p99} ms ${met(r.p99Ms < t.p99 && !r.errors && !r.timeouts && !r.non2xx)}`,
      ];
    });
    const a = e.acceptRace;
    return [
      ...lists,
      [`${a.vendors} vendors accepting ${a.vendors} requests at once, ${t.name}`, `${a.succeeded} succeeded; p50 ${a.p50Ms} ms, slowest ${a.maxMs} ms`, `all succeed, none over 1000 ms ${met(a.succeeded === a.vendors && a.maxMs <= 1000)}`],
    ];
  });
}

const kept = ENTRIES.filter((name) => !only.includes(name)).map((name) => { const r = lastResult(name); return `${name} ${(r?.at ?? r?.date ?? '?').slice(0, 10)}`; });
const readmePath = join(ROOT, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
// The README's rows as they are, by their first cell: a bench not re-run keeps its line, notes
// written by hand beside its figures included (its JSON holds only the last run's figures).
const written = new Map(
  (readme.split(START)[1]?.split(END)[0] ?? '')
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Benchmark'))
    .map((l) => [l.split(' | ')[0].slice(2), l]),
);
const lineOf = (r) => (!only.includes(r.entry) && written.has(r[0]) ? written.get(r[0]) : `| ${r.join(' | ')} |`);
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}, ${cores} cores; `
    + `list: autocannon ${list.connections} connections x ${list.durationS} s on \`GET ${list.path}\` as lsp@.`
    + (kept.length ? ` Re-run: ${only.join(', ')}; the other rows are the last figures (${kept.join(', ')}).` : ''),
  '',
  '| Benchmark | Result | Target |',
  '|---|---|---|',
  ...rows.map(lineOf),
].join('\n');

if (readme.includes(START) && readme.includes(END)) {
  writeFileSync(readmePath, readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), `${START}\n${table}\n${END}`));
  console.log('README.md: Benchmarks table updated');
} else {
  console.log(`README.md has no ${START} ... ${END} markers; table:\n${table}`);
}
console.log(`bench done in ${totalS} s`);
