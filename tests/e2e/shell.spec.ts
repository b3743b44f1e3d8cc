// The shell's loose ends and deviations of issue 9, each as a person meets it: the side menu's
// column, the public 404's typography, the favicon, a failed chunk load, the remembered language,
// the success message of a save that redirects, the network overlay after an outage, a refused
// image type, and the bell in the reader's language with its dot.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, field, openSignedIn, settle } from './support/app.ts';

async function signedIn(page: Page, email: string, locale: 'en' | 'id' = 'en') {
  await openSignedIn(page, email, undefined, { locale });
  await settle(page);
}

test('the side menu runs the full height of a long page and stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await signedIn(page, 'vendor@lsi.test');
  await page.goto('/vendor/vehicles/create');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  const column = page.getByTestId('side-column');
  const { pageHeight, columnHeight, background } = await column.evaluate((el) => ({
    pageHeight: document.documentElement.scrollHeight,
    columnHeight: el.getBoundingClientRect().height,
    background: getComputedStyle(el).backgroundColor,
  }));
  expect(pageHeight).toBeGreaterThan(500);
  expect(Math.round(columnHeight)).toBe(Math.round(pageHeight));
  expect(background).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('link', { name: 'Vehicles' })).toBeInViewport();
});

test('the public 404 page uses the product typography', async ({ page }) => {
  await page.goto('/login');
  const product = await page.getByRole('heading', { name: 'Sign in' }).evaluate((h) => ({ font: getComputedStyle(h).fontFamily, body: getComputedStyle(document.body).fontFamily }));
  await page.goto('/no-such-page');
  const heading = page.getByRole('heading', { name: '404 Not Found' });
  await expect(heading).toBeVisible();
  const notFound = await heading.evaluate((h) => ({ font: getComputedStyle(h).fontFamily, body: getComputedStyle(document.body).fontFamily, margin: getComputedStyle(document.body).margin }));
  expect(notFound.font).toBe(product.font);
  expect(notFound.body).toBe(product.body);
  expect(notFound.font).toMatch(/Roboto/);
  expect(notFound.margin).toBe('0px');
  await expectAccessible(page, 'public 404');
});

test('the page has a favicon', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await answer.text()).toMatch(/<svg/);
});

test('a page chunk that fails to load reloads the page once, then says a new version is there (no reload loop)', async ({ page }) => {
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await page.route(/\/assets\/ForgotPasswordPage-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(documents).toBe(1);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // One reload, at /forgot-password; its chunk fails again within the minute: no second reload.
  await expect(page.getByText('A new version of the application is available. Reload the page to continue.')).toBeVisible({ timeout: 15_000 });
  expect(documents).toBe(2);
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.waitForTimeout(2000);
  expect(documents).toBe(2);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a returning user lands in the language they chose', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  await expect(page).toHaveURL(/\/id\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/id\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  // Signed in, / opens the landing in Indonesian too.
  await field(page, 'E-mail').fill('shipper@lsi.test');
  await field(page, 'Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(/\/id\/shipping-company\//);
  await page.goto('/');
  await expect(page).toHaveURL(/\/id\/shipping-company\//);
});

// /profile/* redirects into the role's area: the save and the dashboard it lands on are one area
// (a message carried across areas is the refused page's: tests/e2e/admin-account.spec.ts).
test('saving the company profile opened at /profile/form-profile shows its success message on the dashboard it lands on', async ({ page }) => {
  await signedIn(page, 'vendor@lsi.test');
  await page.goto('/profile/form-profile');
  await expect(page).toHaveURL('/vendor/form-profile');
  const address = page.getByRole('textbox', { name: 'Address' });
  await expect(address).toBeVisible();
  // A trailing space makes the form dirty; the saved address stays the same (trimmed).
  await address.press('End');
  await address.pressSequentially(' ');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/vendor\/dashboard$/);
  await expect(page.getByText('Updated successfully.')).toBeVisible();
});

test('after an outage the network overlay goes by itself, and the app answers clicks again without a reload', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signedIn(page, 'shipper@lsi.test');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await context.setOffline(true);
  // Straight to the link: a request failing at once may already have put the overlay over it.
  await page.getByRole('link', { name: 'Users' }).dispatchEvent('click');
  const overlay = page.getByRole('alertdialog', { name: 'No connection' });
  await expect(overlay).toBeVisible();
  // The one automatic retry after 5 s fails too: the overlay says so and offers Try again / Dismiss.
  await expect(overlay).toContainText('The server still cannot be reached', { timeout: 15_000 });
  await expect(overlay.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await context.setOffline(false);
  await expect(overlay).toBeHidden();
  await page.getByRole('link', { name: 'Product' }).click();
  await expect(page.getByRole('heading', { name: 'Products' }).or(page.getByText('Crude palm oil')).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('an avatar of another type says "File type not allowed"', async ({ page }) => {
  await signedIn(page, 'shipper@lsi.test');
  await page.goto('/profile/account-setting');
  const input = page.getByLabel('Photo', { exact: true });
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'File type not allowed' })).toBeVisible();
});

test('the bell speaks the reader\'s language and its dot goes once the notifications are seen', async ({ page }) => {
  await signedIn(page, 'vendor@lsi.test', 'id');
  const bell = page.locator('header').getByRole('button', { name: /^Buka notifikasi \(\d+ belum dibaca\)$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifikasi' });
  await expect(drawer.getByText('Permintaan pengiriman baru').first()).toBeVisible();
  await expect(drawer.getByText('New shipment request')).toHaveCount(0);
  await expect(drawer.getByRole('link')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Tutup notifikasi' }).click();
  await expect(page.locator('header').getByRole('button', { name: 'Buka notifikasi', exact: true })).toBeVisible();
  await page.goto('/vendor/dashboard');
  const english = page.locator('header').getByRole('button', { name: 'Open notifications', exact: true });
  await expect(english).toBeVisible();
  await english.click();
  await expect(page.getByRole('dialog', { name: 'Notification' }).getByText('New shipment request').first()).toBeVisible();
});
