// A READ_ONLY user (spec 2 §6): viewer@ of PT Nusantara Logistik reads the lists of its role, is
// offered no Create / Edit / Delete, cannot open a create form by its URL, and when a stale client
// still offers a write the server's 403 reaches the user as a toast in their language.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, prefix, openSignedIn, signIn, type Locale, settle } from './support/app.ts';

const VIEWER = 'viewer@lsi.test';
const AREA = '/logistic-service-provider';

const T = {
  en: {
    viewOnly: 'View only',
    create: 'Create',
    actions: 'Actions',
    accessDenied: 'Access denied',
    confirm: 'Confirm',
    refused: 'Your account can only view data. Ask an administrator for full access.',
    importLocations: 'Import locations',
    block: 'Block',
  },
  id: {
    viewOnly: 'Hanya lihat',
    create: 'Buat',
    actions: 'Aksi',
    accessDenied: 'Akses ditolak',
    confirm: 'Konfirmasi',
    refused: 'Akun Anda hanya dapat melihat data. Minta akses penuh kepada administrator.',
    importLocations: 'Impor lokasi',
    block: 'Blokir',
  },
} as const;

/** A list of the area with its rows shown and nothing to change them with. */
async function expectReadOnlyList(page: Page, locale: Locale, slug: string, rowText: string) {
  await page.goto(prefix(locale, `${AREA}/${slug}`));
  await expect(page.getByRole('row').filter({ hasText: rowText }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: T[locale].create, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`^${locale === 'id' ? 'Ubah' : 'Edit'} `) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${locale === 'id' ? 'Hapus' : 'Delete'} `) })).toHaveCount(0);
}

for (const locale of ['en', 'id'] as Locale[]) {
  test(`a READ_ONLY user reads the lists but is offered no changes (${locale})`, async ({ page }) => {
    test.slow(); // four screens and two refused URLs in one sign-in
    const t = T[locale];
    await signIn(page, VIEWER, DEMO_PASSWORD, locale);
    await expect(page).toHaveURL(prefix(locale, `${AREA}/order-shipment/create-shipment`));
    await expect(page.getByText(t.viewOnly, { exact: true })).toBeVisible();

    await expectReadOnlyList(page, locale, 'users', 'lsp@lsi.test');
    // Users have no row actions of their own: without Edit and Delete the column goes.
    await expect(page.getByRole('columnheader', { name: t.actions })).toHaveCount(0);
    if (locale === 'en') await expectAccessible(page, 'users list of a READ_ONLY user');
    await expectReadOnlyList(page, locale, 'customer', 'PT Sawit Makmur Abadi');
    // The customer rows' own actions (locations import, block) are writes too.
    await expect(page.getByRole('link', { name: new RegExp(t.importLocations) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^${t.block}`) })).toHaveCount(0);

    // A create form by its URL: refused, back on / and from there on the role's home, always the
    // same one (its dashboard, not the landing after sign-in), with the reason; no form is shown.
    // Each twice, arriving from the landing and from the home itself.
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
    });
    for (const slug of ['users', 'customer', 'users', 'customer']) {
      paths.length = 0;
      await page.goto(prefix(locale, `${AREA}/${slug}/create`));
      await expect(page).toHaveURL(prefix(locale, `${AREA}/dashboard`));
      await expect(page.getByText(t.accessDenied).first()).toBeVisible();
      await expect(page.locator('form')).toHaveCount(0);
      // Still there once the area has settled: nothing moves it on to another page afterwards.
      await settle(page);
      await expect(page).toHaveURL(prefix(locale, `${AREA}/dashboard`));
      expect(paths.filter((p) => p.endsWith('/create-shipment')), `navigations: ${paths.join(' -> ')}`).toEqual([]);
    }
  });
}

test('a write offered by a stale client is refused by the server, with its message as a toast (id)', async ({ page }) => {
  // The client believes it has full access (as if the level was lowered after sign-in).
  for (const path of ['**/v1/auth/login', '**/v1/auth/profile']) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const user = body.data?.user ?? body.data;
      if (user?.permission) user.permission = 'FULL_ACCESS';
      await route.fulfill({ response, json: body });
    });
  }
  await openSignedIn(page, VIEWER, prefix('id', `${AREA}/customer`));
  await expect(page.getByRole('link', { name: new RegExp(T.id.importLocations) }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${T.id.block}`) }).first()).toBeVisible();
  await page.goto(prefix('id', `${AREA}/users`));
  // What the READ_ONLY lists above lack is here (the same locators find it).
  await expect(page.getByRole('link', { name: T.id.create, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ubah / }).first()).toBeVisible();
  // Its own row: were the server to let it through, deleting oneself is refused as well.
  await page.getByRole('button', { name: 'Hapus Putri Handayani' }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.id.confirm }).click();
  await expect(page.getByText(T.id.refused)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: VIEWER })).toHaveCount(1);
});
