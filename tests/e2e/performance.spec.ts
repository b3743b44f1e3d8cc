// The LSP's vendor performance screen as a person uses it (en and /id), with axe: opened by its
// address (not in the menu until its charts are built, docs/performance.md), the figure tables show
// what the API answers for the same period, a vendor's name lists that vendor's truck assignments,
// and the screen fits a 390 px phone (its tables scroll inside their cards).
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, settle, signIn, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const T = {
  en: { title: 'Vendor performance', rates: 'Assignment accuracy and rates', detail: 'Truck assignments', show: (v: string) => `Show ${v}'s truck assignments` },
  id: { title: 'Kinerja vendor', rates: 'Akurasi penugasan dan tingkatnya', detail: 'Penugasan truk', show: (v: string) => `Tampilkan penugasan truk ${v}` },
} as const;

const day = (d: Date) => d.toISOString().slice(0, 10);
/** 300 days up to tomorrow (UTC): the demo's shipments, whatever the WIB day is now. */
const to = day(new Date(Date.now() + 86_400_000));
const from = day(new Date(Date.now() - 299 * 86_400_000));

type RateRow = { vendor: { id: number; name: string }; request_unit: number };

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`[${locale}] the LSP reads its vendors' figures and drills down to a vendor's truck assignments`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await request.get(`/v1/dashboard/lsp/performance-vendor-acceptance-rate?start_date=${from}&end_date=${to}&entries=-1`, { headers: await bearer(request, 'lsp@lsi.test') });
    const rows = (await data<RateRow[]>(api)).filter((r) => r.request_unit > 0);
    expect(rows.length, 'the demo has vendor requests in the period').toBeGreaterThan(0);
    const vendor = rows[0]!;

    await signIn(page, 'lsp@lsi.test', undefined, locale);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(prefix(locale, `/logistic-service-provider/performance-vendor?from=${from}&to=${to}`));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    const rates = page.getByRole('table', { name: t.rates });
    const row = rates.getByRole('row').filter({ has: page.getByRole('button', { name: t.show(vendor.vendor.name) }) });
    // The first figure of the row is the API's request unit.
    await expect(row.getByRole('cell').nth(0)).toHaveText(String(vendor.request_unit));
    await settle(page);
    await expectAccessible(page, `vendor performance (${locale})`);

    await row.getByRole('button', { name: t.show(vendor.vendor.name) }).click();
    await expect(page).toHaveURL(new RegExp(`vendor=${vendor.vendor.id}`));
    const detail = page.getByRole('table', { name: t.detail });
    await expect(detail.getByRole('row').nth(1)).toContainText(vendor.vendor.name);
    await settle(page);
    const names = await detail.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => tr.children[3]?.textContent ?? ''));
    expect(names.every((n) => n === vendor.vendor.name), names.join(', ')).toBe(true);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(page.getByRole('table', { name: t.rates })).toBeVisible();
    await settle(page);
    await expectNoSideScroll(page);
    await expectAccessible(page, `vendor performance at 390 px (${locale})`);
  });
}
