// Import benchmark (issue 3 "Done when"): a 10k-row product .xlsx parsed, checked and previewed in
// Chromium through our code (file chosen -> preview on screen, ImportPage's performance marks),
// beside a bare SheetJS parse of the same file in the same page. Standalone:
//   node bench/import/run.mjs [--rows 10000] [--runs 3]
// Builds bench/import/index.html with Vite into bench/.work/import/, serves it, drives
// /usr/bin/chromium with playwright-core, writes bench/results/import.json.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { utils, write } from '@e965/xlsx';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const work = join(repo, 'bench/.work/import');
const outDir = join(work, 'dist');
const resultFile = join(repo, 'bench/results/import.json');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 10_000);
const RUNS = arg('runs', 3);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

function productSheet(rows) {
  const header = ['identity', 'name', 'alias', 'product_type', 'weight', 'volume', 'dimension_length', 'dimension_width', 'dimension_height', 'unit', 'unit_type'];
  const data = Array.from({ length: rows }, (_, i) => [`BENCH-${i}`, `Product ${i}`, `P${i}`, i % 2 ? 'SOLID' : 'LIQUID', (i % 90) + 1, 1.5, 10, 20, 30, 'kg', 'WEIGHT']);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...data]), 'Products');
  return Buffer.from(write(book, { type: 'array', bookType: 'xlsx', compression: true }));
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || path === '/') file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x * 10) / 10;

mkdirSync(work, { recursive: true });
const xlsxPath = join(work, `products-${ROWS}.xlsx`);
writeFileSync(xlsxPath, productSheet(ROWS));
console.log(`sheet: ${ROWS} rows, ${readFileSync(xlsxPath).length} bytes`);

await build({ root: here, configFile: false, logLevel: 'warn', base: '/', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 } });
const server = await serve(outDir);
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  await page.getByTestId('import-file').waitFor({ state: 'attached' });
  // Long tasks on the main thread while our import runs: the page must stay responsive.
  await page.evaluate(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: false });
  });

  const ours = [];
  const blocks = [];
  for (let run = 0; run < RUNS + 1; run++) {
    await page.evaluate(() => (globalThis.__longTasks.length = 0));
    await page.getByTestId('import-file').setInputFiles(xlsxPath);
    await page.waitForFunction(() => performance.getEntriesByName('import:preview', 'measure').length > 0, null, { timeout: 120_000 });
    const ms = await page.evaluate(() => performance.getEntriesByName('import:preview', 'measure')[0].duration);
    const summary = await page.getByTestId('import-summary').innerText();
    const block = await page.evaluate(() => Math.max(0, ...globalThis.__longTasks));
    if (run === 0) console.log(`warm-up: ${round(ms)} ms (${summary})`);
    else {
      ours.push(ms);
      blocks.push(block);
      console.log(`ours run ${run}: ${round(ms)} ms, longest main-thread task ${round(block)} ms (${summary})`);
    }
  }
  const previewRowsInDom = await page.locator('[data-testid="import-preview"] tbody tr[data-line]').count();

  const bytes = [...readFileSync(xlsxPath)];
  const bare = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const r = await page.evaluate(async (b) => globalThis.bareSheetJs(new Uint8Array(b).buffer), bytes);
    if (run > 0) bare.push(r.ms);
    console.log(`bare SheetJS run ${run}${run ? '' : ' (warm-up)'}: ${round(r.ms)} ms, ${r.rows} rows`);
  }

  const result = {
    rows: ROWS,
    ours_ms: round(median(ours)),
    bare_sheetjs_ms: round(median(bare)),
    overhead_ratio: round(median(ours) / median(bare)),
    ours_runs_ms: ours.map(round),
    bare_sheetjs_runs_ms: bare.map(round),
    longest_main_thread_task_ms: round(Math.max(...blocks)),
    preview_rows_in_dom: previewRowsInDom,
    file_bytes: bytes.length,
    measures: {
      ours: 'file chosen -> preview rendered (read, zip guard, SheetJS parse in a Web Worker, header match, zod row checks, transfer, windowed render)',
      bare_sheetjs: 'XLSX.read(dense) + sheet_to_json(header:1) on the main thread, no checks, no render',
    },
    browser: `chromium ${browser.version()}`,
    node: process.version,
    date: new Date().toISOString(),
  };
  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  server.close();
}
