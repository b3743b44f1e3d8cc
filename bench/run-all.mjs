// `npm run bench`: bundle size, list throughput (PGlite, PostgreSQL, bare Fastify), startup time and
// the spreadsheet import (10k rows in the browser beside a bare SheetJS parse).
// Results go to bench/results/*.json and the "Benchmarks" table of README.md.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBundle } from './bundle.mjs';
import { benchList } from './list.mjs';
import { ROOT } from './lib.mjs';
import { benchStartup } from './startup.mjs';

const started = performance.now();
const bundle = await benchBundle();
const startup = await benchStartup();
const list = await benchList();
// The import bench is its own script (it serves a test page to Chromium); it writes bench/results/import.json.
const importRun = spawnSync(process.execPath, [join(ROOT, 'bench/import/run.mjs'), '--rows', '10000', '--runs', '3'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
const sheet = importRun.status === 0 ? JSON.parse(readFileSync(join(ROOT, 'bench/results/import.json'), 'utf8')) : null;
const totalS = Math.round((performance.now() - started) / 1000);

const rps = (r) => (r?.skipped ? `skipped: ${r.skipped}` : `${r.reqPerSec} req/s, p99 ${r.p99Ms} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`);
const rows = [
  ['Login bundle (JS before the form is usable, gzip -9)', `${bundle.gzipKB} kB in ${bundle.files.length} files${bundle.browserGzipKB ? ` (${bundle.browserGzipKB} kB incl. chunks fetched in parallel by the time the form shows)` : ''}`, `<= ${bundle.targetKB} kB ${bundle.withinTarget ? '(met)' : '(**not met**)'}`],
  [`Order list, ${list.orders.toLocaleString('en')} orders, PGlite`, rps(list.pglite), ''],
  [`Order list, ${list.orders.toLocaleString('en')} orders, PostgreSQL`, rps(list.postgres), ''],
  ['Bare Fastify hello-world (ceiling)', rps(list.helloWorld), ''],
  ['Startup to first 200 of GET /, fresh data dir', `${startup.freshMedianMs} ms`, ''],
  ['Startup to first 200 of GET /, existing data dir', `${startup.existingMedianMs} ms`, ''],
  [
    'Spreadsheet import, 10k product rows: parse + validate + preview (ours, Web Worker) vs bare SheetJS parse',
    sheet ? `${sheet.ours_ms} ms vs ${sheet.bare_sheetjs_ms} ms; longest main-thread block ${sheet.longest_main_thread_task_ms} ms` : 'failed (see output)',
    '',
  ],
];
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores; `
    + `list: autocannon ${list.connections} connections x ${list.durationS} s on \`GET ${list.path}\` as lsp@.`,
  '',
  '| Benchmark | Result | Target |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');

const readmePath = join(ROOT, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
if (readme.includes(START) && readme.includes(END)) {
  writeFileSync(readmePath, readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), `${START}\n${table}\n${END}`));
  console.log('README.md: Benchmarks table updated');
} else {
  console.log(`README.md has no ${START} ... ${END} markers; table:\n${table}`);
}
console.log(`bench done in ${totalS} s`);
