// First-load JavaScript, measured the way a browser sees it: the built app (dist/) served by the
// real server on a freshly seeded database, opened in Debian's Chromium through Playwright, and the
// gzip transfer size of EVERY script response summed (modules, lazy chunks, workers; not only the
// critical chain). Two figures, each in a fresh browser context (empty cache):
// - login: /login until the form is usable and no script is loading any more;
// - each role's first view: /login, sign in as the role's demo account, its landing page, until no
//   script is loading any more (the login page's scripts included: that is what the user waited for).
// A response the server sent without gzip is counted as gzip -9 of its body (and flagged).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, WORK, exec, freePort, kB, startServer, waitFor200, writeResult } from './lib.mjs';

export const LOGIN_TARGET_KB = 150;
export const ROLE_TARGET_KB = 380;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PASSWORD = 'lsi-demo-2026';
/** The demo account of each role and the path it lands on (src/authProvider/landing.ts). */
export const ROLES = [
  { role: 'ADMIN', email: 'admin@lsi.test', landing: '/admin/dashboard' },
  { role: 'LOGISTIC_SERVICE_PROVIDER', email: 'lsp@lsi.test', landing: '/logistic-service-provider/order-shipment/create-shipment' },
  { role: 'SHIPMENT_COMPANY', email: 'shipper@lsi.test', landing: '/shipping-company/dashboard' },
  { role: 'VENDOR', email: 'vendor@lsi.test', landing: '/vendor/order-shipment/create-order' },
];
const QUIET_MS = 1500;

const isScript = (response) => {
  const type = response.request().resourceType();
  return type === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
};

/** Records every script response of a browser context; `settled()` waits until none is loading for QUIET_MS. */
function recordScripts(context) {
  const scripts = [];
  let pending = 0;
  let lastAt = performance.now();
  const done = new Set();
  context.on('request', (r) => r.resourceType() === 'script' && (pending++, (lastAt = performance.now())));
  const finish = (r) => {
    if (r.resourceType() !== 'script' || done.has(r)) return;
    done.add(r);
    pending--;
    lastAt = performance.now();
  };
  context.on('requestfinished', finish);
  context.on('requestfailed', finish);
  const reading = [];
  context.on('response', (response) => {
    if (isScript(response)) reading.push(read(response));
  });
  const read = async (response) => {
    const gzipped = response.headers()['content-encoding'] === 'gzip';
    const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
    scripts.push({
      path: new URL(response.url()).pathname,
      bytes: body.length,
      gzipBytes: gzipped ? sizes.responseBodySize : gzipSync(body, { level: 9 }).length,
      ...(gzipped ? {} : { gzippedByBench: true }),
    });
  };
  return {
    scripts,
    async settled(timeoutMs = 60_000) {
      const start = performance.now();
      while (pending > 0 || performance.now() - lastAt < QUIET_MS) {
        if (performance.now() - start > timeoutMs) throw new Error(`scripts still loading after ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await Promise.all(reading);
    },
  };
}

const total = (scripts) => scripts.reduce((n, s) => n + s.gzipBytes, 0);
const summary = (scripts) => ({ gzipKB: kB(total(scripts)), files: scripts.length, scripts: [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes) });

async function measureLogin(browser, base, path) {
  const context = await browser.newContext();
  const rec = recordScripts(context);
  const page = await context.newPage();
  await page.goto(base + path);
  await page.getByRole('button', { name: path.startsWith('/id/') ? 'Masuk' : 'Sign in', exact: true }).waitFor({ timeout: 30_000 });
  await rec.settled();
  await context.close();
  return summary(rec.scripts);
}

async function measureRole(browser, base, { email, landing }) {
  const context = await browser.newContext({ permissions: ['notifications'] });
  const rec = recordScripts(context);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await rec.settled();
  const beforeSignIn = rec.scripts.length;
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(base + landing, { timeout: 30_000 });
  await page.getByRole('main').first().waitFor({ timeout: 30_000 });
  await rec.settled();
  await context.close();
  return { ...summary(rec.scripts), afterSignInKB: kB(total(rec.scripts.slice(beforeSignIn))) };
}

export async function benchBundle({ build = true } = {}) {
  if (!existsSync(CHROMIUM)) {
    const result = { skipped: `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)` };
    writeResult('bundle', result);
    return result;
  }
  if (build || !existsSync(join(ROOT, 'dist', 'index.html'))) await exec(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
  mkdirSync(WORK, { recursive: true });
  const dataDir = mkdtempSync(join(WORK, 'bundle-'));
  const port = await freePort();
  const server = startServer({ port, dataDir });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const base = `http://localhost:${port}`;
    await waitFor200(`${base}/v1/openapi.json`, server);
    const login = await measureLogin(browser, base, '/login');
    const loginId = await measureLogin(browser, base, '/id/login');
    const roles = {};
    for (const r of ROLES) roles[r.role] = { email: r.email, landing: r.landing, ...(await measureRole(browser, base, r)) };
    const roleKB = Object.values(roles).map((r) => r.gzipKB);
    const result = {
      login: { ...login, targetKB: LOGIN_TARGET_KB, withinTarget: login.gzipKB <= LOGIN_TARGET_KB },
      loginId,
      roles,
      roleMaxKB: Math.max(...roleKB),
      roleTargetKB: ROLE_TARGET_KB,
      rolesWithinTarget: Math.max(...roleKB) <= ROLE_TARGET_KB,
    };
    writeResult('bundle', result);
    console.log(`bundle: /login ${login.gzipKB} kB gzip in ${login.files} scripts (target <= ${LOGIN_TARGET_KB}); /id/login ${loginId.gzipKB} kB`);
    for (const [role, r] of Object.entries(roles)) console.log(`bundle: ${role} first view ${r.gzipKB} kB gzip in ${r.files} scripts (${r.afterSignInKB} kB after sign-in; target <= ${ROLE_TARGET_KB})`);
    return result;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundle({ build: !process.argv.includes('--no-build') });
