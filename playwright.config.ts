// End-to-end tests in Debian's Chromium against the real server and the built client (dist/).
// `npm test` builds first; the server is started by tests/e2e/support/global-setup.ts (not
// `webServer`) so that the tests know its data folder (its database's outbox) and its log file.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const onCi = process.env.CI === 'true' || process.env.CI === '1';

/** 4173 when free, otherwise any free port; chosen once and handed to the workers through env. */
function choosePort(): string {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  const probe = `const s=require('net').createServer();s.once('error',()=>{const t=require('net').createServer();t.listen(0,()=>{process.stdout.write(String(t.address().port));t.close()})});s.listen(4173,()=>{process.stdout.write('4173');s.close()})`;
  const port = /\d+/.exec(spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).stdout)?.[0] ?? '4173';
  process.env.E2E_PORT = port;
  return port;
}

const port = choosePort();

/** Debian's headless shell when installed (what Playwright itself runs headless: about half the CPU
 * of the full browser per test here), else Debian's Chromium. */
const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH || '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : FULL_CHROMIUM);
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Tests tagged so (tests/e2e/support/app.ts) need the full browser: the shell denies notification
 * permission without asking. */
const FULL_BROWSER = /@full-browser/;
/** Tests tagged so only read (the phone crawls): they run last, two at a time. */
const READS_ONLY = /@reads-only/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // A flow signs in, fills forms and runs axe several times: about 10-20 s. The limit only stops a
  // hung test; assertions have their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser at a time for the tests that write: they share the demo accounts (a badge's count,
  // a list's newest row), and on a 2-core machine a second worker made each test 2-3x slower. The
  // phone crawls only read: they run after those, two at a time (about 1/3 less time: the server,
  // its database and the browser leave about a third of the cores idle behind one browser).
  workers: 2,
  // One retry on CI to tell a flaky test from a broken one; a flaky test still fails the run there
  // (and tests/run-all.mjs names it).
  retries: onCi ? 1 : 0,
  failOnFlakyTests: onCi,
  forbidOnly: onCi,
  reporter: onCi ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    // Notifications already granted: the shell's permission question (spec 1 §1) stays out of the
    // way; tests/e2e/notification-permission.spec.ts asks it with a fresh permission.
    permissions: ['notifications'],
    // The app honours prefers-reduced-motion (src/layout/motion.ts): no fades or ripples to wait
    // for, and less work for a browser that shares two cores with the server.
    reducedMotion: 'reduce',
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', grepInvert: [FULL_BROWSER, READS_ONLY], workers: 1, use: { browserName: 'chromium', launchOptions: { executablePath: chromium, args } } },
    { name: 'chromium-full', grep: FULL_BROWSER, workers: 1, dependencies: ['chromium'], use: { browserName: 'chromium', launchOptions: { executablePath: FULL_CHROMIUM, args } } },
    { name: 'reads-only', grep: READS_ONLY, workers: 2, dependencies: ['chromium'], use: { browserName: 'chromium', launchOptions: { executablePath: chromium, args } } },
  ],
});
