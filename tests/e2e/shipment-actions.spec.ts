// The LSP's rework pages of a shipment (issue 11), as a person reaches them by URL, in English and
// under /id, on a desktop and at 390x844: change-vendor (the seeded WAITING shipment's open
// request) and its review, move-vehicle (the seeded shipment on the road). Each renders its form,
// refuses an incomplete one with a clear message, has no horizontal scroll and no serious axe
// violation. Nothing is sent: the dialogs and the calls are covered by tests/client/actions.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, expectNoSideScroll, prefix, openSignedIn, type Locale, settle } from './support/app.ts';

const AREA = '/logistic-service-provider';
const DETAIL = 'order-shipment/history-order/detail-history-order';

const T = {
  en: { changeVendor: 'Change vendor: SHP-2026-0001', review: 'Review', required: 'Required.', noVehicles: 'Ask for at least one truck.', reviewTitle: 'Review the change: SHP-2026-0001', incomplete: 'The change is not complete: go back and fill it in.', move: 'Move trucks: SHP-2026-0002', existing: 'An existing order', newOrder: 'A new order', company: 'Shipping company', submit: 'Move trucks' },
  id: { changeVendor: 'Ganti vendor: SHP-2026-0001', review: 'Tinjau', required: 'Wajib diisi.', noVehicles: 'Minta paling sedikit satu truk.', reviewTitle: 'Tinjau perubahan: SHP-2026-0001', incomplete: 'Perubahan belum lengkap: kembali dan lengkapi.', move: 'Pindahkan truk: SHP-2026-0002', existing: 'Pesanan yang sudah ada', newOrder: 'Pesanan baru', company: 'Perusahaan pengirim', submit: 'Pindahkan truk' },
} as const;

interface Seeded {
  shipmentId: number;
  partId: number;
}

/** The seeded shipment `identity` of lsp@ and its first vendor part, read through the API. */
async function seeded(request: APIRequestContext, identity: string): Promise<Seeded> {
  const login = await request.post('/v1/auth/login', { data: { email: 'lsp@lsi.test', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.get(`/v2/shipment?search_columns=identity&search_key=${identity}`, { headers: { Authorization: `Bearer ${token}` } });
  const row = ((await res.json()) as { data: { id: number; identity: string; shipment_vendors: { id: number }[] }[] }).data.find((s) => s.identity === identity)!;
  return { shipmentId: row.id, partId: row.shipment_vendors[0]!.id };
}

async function open(page: Page, locale: Locale, path: string) {
  await page.goto(prefix(locale, `${AREA}/${path}`));
  await settle(page);
}

for (const locale of ['en', 'id'] as const) {
  for (const size of [null, { width: 390, height: 844 }] as const) {
    const where = `${locale} ${size ? 'phone' : 'desktop'}`;

    test(`${where}: change-vendor asks for the vendor, trucks and a note before the review`, async ({ page, request }) => {
      test.slow(); // two pages, each with axe, after a sign-in: a minute on a busy machine
      if (size) await page.setViewportSize(size);
      const t = T[locale];
      const { shipmentId, partId } = await seeded(request, 'SHP-2026-0001');
      await openSignedIn(page, 'lsp@lsi.test', undefined, { locale });
      await open(page, locale, `${DETAIL}/${shipmentId}/change-vendor?part=${partId}`);
      await expect(page.getByRole('heading', { level: 1, name: t.changeVendor })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('CV Trans Andalas')).toBeVisible();
      await page.getByRole('button', { name: t.review, exact: true }).click();
      await expect(page.getByText(t.noVehicles)).toBeVisible();
      await expect(page.getByText(t.required).first()).toBeVisible();
      await expect(page).toHaveURL(/change-vendor\?part=/);
      await expectNoSideScroll(page);
      await expectAccessible(page, `${where} change-vendor`);

      await open(page, locale, `${DETAIL}/${shipmentId}/change-vendor/review?part=${partId}`);
      await expect(page.getByRole('heading', { level: 1, name: t.reviewTitle })).toBeVisible();
      await expect(page.getByText(t.incomplete)).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page, `${where} change-vendor/review`);
    });

    test(`${where}: move-vehicle shows the trucks on the road and both kinds of target`, async ({ page, request }) => {
      test.slow(); // two pages, each with axe, after a sign-in: a minute on a busy machine
      if (size) await page.setViewportSize(size);
      const t = T[locale];
      const { shipmentId } = await seeded(request, 'SHP-2026-0002');
      await openSignedIn(page, 'lsp@lsi.test', undefined, { locale });
      await open(page, locale, `order-shipment/move-vehicle?shipment=${shipmentId}`);
      await expect(page.getByRole('heading', { level: 1, name: t.move })).toBeVisible({ timeout: 20_000 });
      const submit = page.getByRole('button', { name: t.submit, exact: true });
      await expect(submit).toBeDisabled();
      const truck = page.getByRole('checkbox').first();
      await truck.check();
      await expect(truck).toBeChecked();
      await expect(page.getByRole('radio', { name: t.existing })).toBeChecked();
      await expectNoSideScroll(page);
      await expectAccessible(page, `${where} move-vehicle`);
      await page.getByRole('radio', { name: t.newOrder }).check();
      await expect(page.getByRole('combobox', { name: t.company })).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page, `${where} move-vehicle new order`);
    });
  }
}
