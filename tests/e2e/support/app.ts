// What the e2e specs share: the demo accounts, signing in as a person would, the outbox (its table), axe.
import { join } from 'node:path';
import pg from 'pg';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Profile } from '../../../contract/auth.ts';
import { SESSION_KEYS } from '../../../src/api/session.ts';
import { landingAfterLogin } from '../../../src/authProvider/landing.ts';
import { E2E_PASSWORDS } from './secret-scan.ts';

/** Every password a spec types: the teardown looks for each in the server's log. */
export { E2E_PASSWORDS };

export const DEMO_PASSWORD: string = E2E_PASSWORDS.demo;

export type Locale = 'en' | 'id';

/** The visible labels of the public pages (src/i18n/{en,id}/auth.ts). */
export const LABELS = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in', newPassword: 'New password', confirmPassword: 'Confirm new password', savePassword: 'Save password', forgot: 'Forgot password?', sendLink: 'Send reset link' },
  id: { email: 'E-mail', password: 'Kata sandi', signIn: 'Masuk', newPassword: 'Kata sandi baru', confirmPassword: 'Konfirmasi kata sandi baru', savePassword: 'Simpan kata sandi', forgot: 'Lupa kata sandi?', sendLink: 'Kirim tautan' },
} as const;

/** Tags a test that needs the full browser (playwright.config.ts): the headless shell denies
 * notification permission without asking, so the shell's permission question never shows there. */
export const FULL_BROWSER = '@full-browser';

/** Tags a test that only reads and may run beside another such test (playwright.config.ts): the
 * phone crawls, run two at a time once every other test is done. */
export const READS_ONLY = '@reads-only';

export const prefix = (locale: Locale, path: string) => (locale === 'id' ? `/id${path}` : path);

/** A list's address, with or without the search, sort and page it remembers from the last visit. */
export const listUrl = (locale: Locale, path: string) => new RegExp(`${prefix(locale, path)}(\\?.*)?$`);

/**
 * A text field by its accessible name. Not getByLabel: MUI's label text carries the required
 * marker ("Password *") and the "Show password" button's label contains the word too.
 */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills the sign-in form at /login (or /id/login) and submits it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, locale: Locale = 'en') {
  const l = LABELS[locale];
  trafficOf(page);
  await openLogin(page, prefix(locale, '/login'));
  await field(page, l.email).fill(email);
  await field(page, l.password).fill(password);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
}

/**
 * Opens the sign-in page. A page just signed out may still be navigating there by itself (a call
 * refused with 401 sends the app to /login): Chromium then aborts our navigation, and the page it
 * lands on is the same one, so the navigation is made again.
 */
async function openLogin(page: Page, path: string) {
  try {
    await page.goto(path);
  } catch (e) {
    if (!String(e).includes('net::ERR_ABORTED')) throw e;
    await page.goto(path);
  }
}

/**
 * Signs `email` in through the API and opens `path` (already localized) signed in, by default the
 * landing the sign-in form leads to (src/authProvider/landing.ts): for tests about a screen, not
 * about the form (sign-in.spec.ts and the account specs use the form). It saves the sign-in page,
 * and the landing when the test goes elsewhere. The session goes into localStorage before the app's
 * first script runs, once per tab: a later sign-out stays signed out.
 */
export async function openSignedIn(page: Page, email: string, path?: string, { locale = 'en' as Locale, password = DEMO_PASSWORD } = {}) {
  const res = await page.request.post('/v1/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, user, expires_in } = (await res.json()).data as { token: string; user: Profile; expires_in: number };
  const entries: [string, string][] = [
    [SESSION_KEYS.token, token],
    [SESSION_KEYS.user, JSON.stringify(user)],
    [SESSION_KEYS.expires, String(Date.now() + expires_in * 1000)],
  ];
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2e.session-written')) return;
    sessionStorage.setItem('e2e.session-written', '1');
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, entries);
  trafficOf(page);
  await page.goto(path ?? landingAfterLogin(user, locale));
}

/** The path (and query) of the page, without origin. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * The newest mail the server put in its outbox for `to`: the outbox_mails table of the e2e server's
 * embedded database (the log names mails, never their text: a reset link is a secret).
 */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string } | null> {
  return inDatabase(async (client) => {
    const { rows } = await client.query<{ subject: string; text: string }>('select subject, text from outbox_mails where "to" = $1 order by id desc limit 1', [to]);
    return rows[0] ?? null;
  });
}

/** Runs `work` on a connection to the e2e server's embedded database (for what no screen or call makes: a mail's text, bulk data). */
export async function inDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: join(process.env.E2E_DATA_DIR!, 'postgres'), user: 'postgres', database: 'lsi' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits for a reset mail to `to` that was not there before, and answers its link. */
export async function waitForResetLink(to: string, notThis?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = /https?:\/\/\S+create-new-password\?token=\S+/.exec((await lastMailTo(to))?.text ?? '')?.[0];
        return link && link !== notThis ? link : null;
      },
      { message: `a reset mail to ${to} in the outbox`, timeout: 10_000 },
    )
    .not.toBeNull();
  return link!;
}

/** The realtime stream (GET /v1/realtime) stays open while a signed-in page lives. */
const isLiveStream = (url: string) => new URL(url).pathname.endsWith('/v1/realtime');

/** A quiet spell this long means the page has loaded what it will: a request a render starts after
 * an answer (the list after the profile) begins well within it. */
const QUIET_MS = 300;
const SETTLE_LIMIT_MS = 5_000;

/** What a page has in flight, besides the stream, and when that last changed; kept up by the page's
 * request events, so waiting for quiet costs no round trip to the browser. */
interface Traffic {
  inFlight: Set<object>;
  changed: number;
  wake: (() => void) | null;
}
const traffic = new WeakMap<Page, Traffic>();

/** Starts watching the page's requests (signIn does, before its first navigation). Only requests
 * that start while watched are seen: Playwright reports a request's end only to listeners. */
export function trafficOf(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const t: Traffic = { inFlight: new Set(), changed: Date.now(), wake: null };
  traffic.set(page, t);
  const changed = () => {
    t.changed = Date.now();
    t.wake?.();
  };
  page.on('request', (r) => {
    if (isLiveStream(r.url())) return;
    t.inFlight.add(r);
    changed();
  });
  const done = (r: object) => {
    if (t.inFlight.delete(r)) changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return t;
}

/**
 * Waits until the page has nothing of its own loading. Playwright's 'networkidle' never comes on a
 * signed-in page (the realtime stream is a request that stays open), and once never came in a CI
 * run (180 s) although every request of the trace had finished (Chromium can finish a request in
 * another target, e.g. a dedicated worker's, so Playwright keeps it in flight). So: no request but
 * the stream in flight for QUIET_MS, given a few seconds; past that the app's own signal decides:
 * the 2px loading bar, shown while any request of the app is in flight, is gone.
 */
export async function settle(page: Page) {
  const t = trafficOf(page);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  // A caller that just acted may not have seen its request start yet: the quiet spell counts from now.
  t.changed = Math.max(t.changed, Date.now());
  while (Date.now() < deadline) {
    const quietFor = t.inFlight.size === 0 ? Date.now() - t.changed : -1;
    // Quiet here; the app's own signal agrees (it also knows requests begun before the page was watched).
    if (quietFor >= QUIET_MS) return expect(page.getByTestId('loading-bar')).toHaveCount(0);
    await new Promise<void>((wake) => {
      const timer = setTimeout(wake, quietFor >= 0 ? QUIET_MS - quietFor : Math.max(0, deadline - Date.now()));
      t.wake = () => {
        clearTimeout(timer);
        wake();
      };
    });
    t.wake = null;
  }
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  // The app has nothing in flight: what is still listed is a request whose end Playwright missed,
  // and kept it would make every later settle() of the page wait out the limit again.
  t.inFlight.clear();
}

/** After a resize: two frames drawn, and whatever the new size started to load, loaded. */
export async function afterResize(page: Page) {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  if (trafficOf(page).inFlight.size > 0) await settle(page);
}

/** The page is no wider than the window: nothing scrolls sideways (a phone's 390 px included). */
export async function expectNoSideScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** No serious or critical axe violations on the current screen. */
export async function expectAccessible(page: Page, screen: string, scope: { include?: string; exclude?: string } = {}) {
  // Legacy mode runs axe once in the page itself; the default also opens a blank page to merge
  // frames' results, which doubles the cost of every scan and the app has no frames.
  let axe = new AxeBuilder({ page }).setLegacyMode(true);
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  const results = await axe.analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const node = v.nodes[0];
      const why = node?.any[0]?.message ?? node?.failureSummary ?? '';
      return `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x, e.g. ${node?.target.join(' ')}: ${why.replace(/\s+/g, ' ').slice(0, 200)})`;
    });
  expect(bad, `axe violations on ${screen}`).toEqual([]);
}

/** Types into a list's search box and waits until the list has applied it (after a pause it puts
 * the search in the URL); clicking a row before that would be undone by the list's own navigation.
 * react-admin's lists keep it in `filter` (JSON), the card lists (useAddressParams) in `q`. */
export async function searchList(page: Page, label: string, term: string) {
  await page.getByRole('textbox', { name: label }).or(page.getByRole('searchbox', { name: label })).fill(term);
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return `${params.get('filter') ?? ''} ${params.get('q') ?? ''}`;
    })
    .toContain(term);
}
