// Bundle: gzip (zlib level 9) of the JavaScript the browser needs before the login form is usable:
// the entry script of dist/index.html, its modulepreload links, and every chunk they import
// statically (the /login page is in the entry; areas are dynamic imports and not counted).
// Also, when Chromium is there, /login is opened from a static server over dist/ and every script
// fetched by the time the "Sign in" button shows is reported separately (browserGzipKB): that
// includes chunks started at mount but not awaited by the form (src/public/api.ts), and would
// reveal a login page that became lazy.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, exec, kB, writeResult } from './lib.mjs';

export const BUNDLE_TARGET_KB = 200;
const DIST = join(ROOT, 'dist');

function staticImports(code) {
  // `import ... from "./x.js"`, `import "./x.js"`, `export ... from "./x.js"`; not `import("./x.js")`.
  const found = new Set();
  for (const m of code.matchAll(/(?:^|[;}\n\s])(?:import|export)\s*(?:[^'"()]*?\sfrom\s*)?["']([^"']+\.js)["']/g)) found.add(m[1]);
  return [...found];
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

/** The dist/ files of every script Chromium fetched before the sign-in form showed; null without Chromium. */
async function scriptsBeforeLoginForm() {
  if (!existsSync(CHROMIUM)) return null;
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = join(DIST, path);
    if (path.startsWith('/v1/')) return res.writeHead(404).end('{}');
    const hit = path !== '/' && file.startsWith(DIST) && existsSync(file) ? file : join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(hit)] ?? 'application/octet-stream' }).end(readFileSync(hit));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
    await page.goto(`http://127.0.0.1:${server.address().port}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 30_000 });
    return [...scripts].map((p) => join(DIST, p.replace(/^\//, '')));
  } finally {
    await browser.close();
    server.close();
  }
}

export async function benchBundle({ build = true } = {}) {
  if (build || !existsSync(join(DIST, 'index.html'))) await exec(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const queue = [...entries, ...preloads].map((u) => join(DIST, u.replace(/^\//, '')));
  const browserFiles = await scriptsBeforeLoginForm().catch((e) => (console.warn(`bundle: browser cross-check failed: ${e.message}`), null));
  const files = new Map();
  while (queue.length) {
    const file = queue.shift();
    if (files.has(file)) continue;
    const code = readFileSync(file);
    files.set(file, { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const spec of staticImports(code.toString('utf8'))) queue.push(join(file, '..', spec));
  }
  const list = [...files].map(([file, s]) => ({ file: file.slice(DIST.length + 1), bytes: s.bytes, gzipBytes: s.gzip }));
  const gzipBytes = list.reduce((n, f) => n + f.gzipBytes, 0);
  // Scripts the page fetched by then that the static walk did not reach.
  const extra = (browserFiles ?? [])
    .filter((file) => !files.has(file))
    .map((file) => ({ file: file.slice(DIST.length + 1), gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length }));
  const browserGzipBytes = browserFiles ? gzipBytes + extra.reduce((n, f) => n + f.gzipBytes, 0) : null;
  const result = {
    gzipBytes,
    gzipKB: kB(gzipBytes),
    targetKB: BUNDLE_TARGET_KB,
    withinTarget: kB(gzipBytes) <= BUNDLE_TARGET_KB,
    files: list,
    browserGzipKB: browserGzipBytes === null ? null : kB(browserGzipBytes),
    onlySeenInBrowser: extra,
  };
  writeResult('bundle', result);
  console.log(`bundle: ${result.gzipKB} kB gzip before the login form is usable (target <= ${BUNDLE_TARGET_KB} kB) in ${list.length} file(s)`);
  if (browserGzipBytes !== null) console.log(`bundle: ${result.browserGzipKB} kB gzip fetched by the time the form shows in Chromium (+${extra.map((f) => f.file).join(', ') || 'nothing'})`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundle();
