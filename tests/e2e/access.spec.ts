// Access and errors: another role's area, unknown URLs, a session that has ended (spec 1 §2, §4).
import { expect, test, type Page } from '@playwright/test';
import { LABELS, pathOf, openSignedIn, signIn } from './support/app.ts';

test('a vendor opening /admin/dashboard is sent home, i.e. to its own area', async ({ page }) => {
  await openSignedIn(page, 'vendor@lsi.test', '/admin/dashboard');
  // RoleGuard sends to "/", which sends a signed-in vendor to its landing (spec 1 §4).
  await expect(page).toHaveURL('/vendor/dashboard');
});

test('an unknown URL shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('an unknown URL under /id shows the 404 page in Indonesian', async ({ page }) => {
  await page.goto('/id/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: '404 Tidak Ditemukan' })).toBeVisible();
  await expect(page.getByText('Halaman ini tidak dapat ditemukan')).toBeVisible();
});

/** Records every main-frame URL path (history changes included) from now on. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** On the sign-in page, reached once, and the old session no longer opens the area. */
async function expectSignedOutOnce(page: Page, paths: string[], area: string) {
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: LABELS.en.signIn, exact: true })).toBeVisible();
  await page.waitForTimeout(1500); // a second sign-out would navigate again
  expect(pathOf(page)).toBe('/login');
  expect(paths.filter((p) => p === '/login'), `navigations: ${paths.join(' -> ')}`).toHaveLength(1);
  await page.goto(area);
  await expect(page).toHaveURL('/login');
}

test('an expired session signs the user out once', async ({ page }) => {
  await signIn(page, 'shipper@lsi.test');
  await expect(page).toHaveURL('/shipping-company/dashboard');
  await page.evaluate(() => localStorage.setItem('lsi.expires', String(Date.now() - 60_000)));
  const paths = recordPaths(page);
  await page.reload({ waitUntil: 'commit' });
  await expectSignedOutOnce(page, paths, '/shipping-company/dashboard');
});

test('a token revoked on the server signs the user out once', async ({ page }) => {
  await signIn(page, 'admin@lsi.test');
  await expect(page).toHaveURL('/admin/dashboard');
  const status = await page.evaluate(async () => {
    const r = await fetch('/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('lsi.token')}` } });
    return r.status;
  });
  expect(status).toBe(200);
  const paths = recordPaths(page);
  // The dashboard's calls now answer 401. 'commit': the app may already be leaving the page, and
  // a call still in flight may sign it out before this navigation lands (then it is interrupted,
  // or aborted when the app's own navigation to /login comes first).
  await page.goto('/admin/dashboard', { waitUntil: 'commit' }).catch((e: Error) => {
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(e.message)) throw e;
  });
  await expectSignedOutOnce(page, paths, '/admin/dashboard');
  // A 401 clears the stored session (spec 1 §4).
  expect(await page.evaluate(() => localStorage.getItem('lsi.token'))).toBeNull();
});
