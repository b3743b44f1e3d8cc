// Issue 22's partial accept, as a transporter does it: asked for two trucks with only one to give,
// the vendor fills one, leaves the other empty and accepts; the LSP then sees the rest marked open
// on the shipment's detail, ready for another vendor. In English on a desktop and under /id on a
// 390 px phone; axe on the dialog and the detail.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, settle, openSignedIn, signIn } from './support/app.ts';
import { pick, publishOrder, requestTrucks } from './support/freight.ts';

const DETAIL = '/logistic-service-provider/order-shipment/history-order/detail-history-order';
const T = {
  en: { accept: (s: string) => `Accept ${s}`, plate: 'Plate', driver: 'Driver', fewer: /^Not enough trucks\? Leave a truck empty/, confirm: 'Accept shipment', openRest: /^Open rest: not taken by the vendor/ },
  id: { accept: (s: string) => `Terima ${s}`, plate: 'Pelat', driver: 'Pengemudi', fewer: /^Truk tidak cukup\? Kosongkan satu truk/, confirm: 'Terima pengiriman', openRest: /^Sisa terbuka: tidak diambil vendor/ },
} as const;

for (const [locale, viewport] of [
  ['en', { width: 1280, height: 800 }],
  ['id', { width: 390, height: 844 }],
] as const) {
  test(`${locale} ${viewport.width} px: the vendor accepts one of two trucks; the LSP sees the rest open`, async ({ browser, request }) => {
    test.slow(); // two people, a dialog and axe twice on a 2-core machine
    const t = T[locale];
    const order = await publishOrder(request, `E2E partial accept ${locale}`);
    const shipment = await requestTrucks(request, order.id, 2);

    const vendorContext = await browser.newContext({ viewport });
    const vendor = await vendorContext.newPage();
    await signIn(vendor, 'vendor@lsi.test', undefined, locale);
    await vendor.waitForURL(/\/vendor\/order-shipment\/create-order$/);
    await settle(vendor);
    await vendor.getByRole('button', { name: t.accept(shipment.identity) }).click();
    const dialog = vendor.getByRole('dialog');
    await expect(dialog.getByText(t.fewer)).toBeVisible();
    // Truck 1 gets a plate and a driver; truck 2 stays empty.
    await expect(dialog.getByRole('combobox', { name: t.plate })).toHaveCount(2);
    await pick(vendor, dialog.getByRole('combobox', { name: t.plate }).first(), 0);
    const driver = dialog.getByRole('combobox', { name: t.driver }).first();
    if (((await driver.textContent()) ?? '').trim().replace(/\u200b/g, '') === '') await pick(vendor, driver, 0);
    await expectNoSideScroll(vendor);
    await expectAccessible(vendor, `${locale} partial accept dialog`);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await vendor.waitForURL(/\/order-shipment\/create-order\/success-accept-shipment$/);
    await vendorContext.close();

    const lspContext = await browser.newContext({ viewport });
    const lsp = await lspContext.newPage();
    await openSignedIn(lsp, 'lsp@lsi.test', prefix(locale, `${DETAIL}/${shipment.id}`));
    await expect(lsp.getByText(t.openRest)).toBeVisible({ timeout: 20_000 });
    await settle(lsp);
    await expectNoSideScroll(lsp);
    await expectAccessible(lsp, `${locale} detail with the rest open`);
    await lspContext.close();
  });
}
