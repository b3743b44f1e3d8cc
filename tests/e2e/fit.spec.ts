// What a new user found cut off or run together (issue 22), in a real browser: the shipping
// company's locations table shows every column, Actions included, beside the menu at 1280 px, and
// keeps Actions in view when narrower; on a 360 px phone the provider's name on /id/login wraps
// and the admin's "Manage users" keeps its words; a vehicle card reads "Plates 2", apart.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle, openSignedIn } from './support/app.ts';

/** The part of `cell` outside the visible box of the table's scroller, in px (0: all shown). */
async function hiddenPx(page: Page, cell: Locator) {
  const scroller = page.locator('.RaDataTable-tableWrapper');
  const [box, view] = [await cell.boundingBox(), await scroller.boundingBox()];
  if (!box || !view) throw new Error('not drawn');
  return Math.max(0, view.x - box.x) + Math.max(0, box.x + box.width - (view.x + view.width));
}

async function signedIn(page: Page, email: string, locale: 'en' | 'id' = 'en') {
  await openSignedIn(page, email, undefined, { locale });
}

test('the locations table shows every column at 1280 px and keeps Actions in view when narrower', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'shipper@lsi.test');
  await page.goto('/shipping-company/location');
  await expect(page.getByText('PKS Kandis')).toBeVisible();
  await settle(page);
  const headers = page.locator('thead th');
  expect(await headers.count()).toBeGreaterThanOrEqual(10);
  for (const header of await headers.all()) expect(await hiddenPx(page, header), await header.innerText()).toBe(0);
  const edit = page.getByRole('link', { name: 'Edit PKS Kandis' });
  const remove = page.getByRole('button', { name: 'Delete PKS Kandis' });
  expect(await hiddenPx(page, edit)).toBe(0);
  expect(await hiddenPx(page, remove)).toBe(0);
  // Narrower, the table scrolls sideways inside its card, Actions staying at its right edge.
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(() => page.locator('.RaDataTable-tableWrapper').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await hiddenPx(page, edit)).toBe(0);
  expect(await hiddenPx(page, page.locator('thead th').last())).toBe(0);
  await page.locator('.RaDataTable-tableWrapper').evaluate((el) => (el.scrollLeft = el.scrollWidth));
  expect(await hiddenPx(page, page.getByRole('cell', { name: 'Wilayah Riau' }).first())).toBe(0);
  expect(await hiddenPx(page, edit)).toBe(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("/id/login shows the provider's whole name, wrapped", async ({ page }) => {
    await page.goto('/id/login');
    const name = page.getByText('PT Nusantara Logistik', { exact: true });
    await expect(name).toBeVisible();
    const { scroll, client } = await name.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    expect(await name.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe('ellipsis');
  });

  test('the admin setting keeps the words of Manage users', async ({ page }) => {
    await signedIn(page, 'admin@lsi.test');
    await page.goto('/admin/setting');
    const link = page.getByRole('link', { name: 'Manage users' });
    await expect(link).toBeVisible();
    await expect(link).toContainText('Manage users');
    const box = await link.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });

  test('a vehicle card reads its plates apart from the label', async ({ page }) => {
    await signedIn(page, 'vendor@lsi.test');
    await page.evaluate(() => localStorage.setItem('lsi.layout.tableMode', '0'));
    await page.goto('/vendor/vehicles');
    const card = page.getByRole('listitem').filter({ has: page.getByText('Plates', { exact: true }) }).first();
    await expect(card).toBeVisible();
    const term = card.getByText('Plates', { exact: true });
    const [label, value] = [await term.boundingBox(), await term.locator('xpath=following-sibling::dd[1]').boundingBox()];
    // Drawn apart (the value starts after the label with a gap), and read apart.
    expect(value!.x).toBeGreaterThan(label!.x + label!.width);
    expect(await card.innerText()).not.toMatch(/Plates\d/);
    expect(await card.textContent()).toMatch(/Plates \d/);
  });
});
