// The weighbridge (issue 23, docs/weighbridge.md) as people use it, in English and under /id, on a
// desktop and at 390x844: on a shipment a vendor accepted (made through the API), the LSP enters
// the truck's load weights, uploads the ticket's scan, enters the deliver weights; the netto loss
// shows flagged above the customer's tolerance (PT Sawit Makmur Abadi: 0.25 %), the shipment is
// delivered; the shipping company finds the ticket in its bell's WB tab and it opens the shipment.
// Each screen has no horizontal scroll and no serious axe violation.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, settle, openSignedIn } from './support/app.ts';
import { acceptedShipment } from './support/freight.ts';

const DETAIL = 'order-shipment/history-order/detail-history-order';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const T = {
  en: {
    title: 'Weighbridge',
    enterLoad: 'Enter load weights',
    enterDeliver: 'Enter deliver weights',
    ticketNumber: 'Ticket number',
    doNumber: 'DO number',
    deliveryWeight: 'Delivery weight (kg)',
    totalDeliver: 'Total deliver (kg)',
    refineryNet: 'Refinery net weight (kg)',
    quality: 'FFA quality (%)',
    save: 'Save ticket',
    upload: (n: string) => `Upload scan of ticket ${n}`,
    scan: 'Ticket scan',
    loss: '80 kg (0,27%)',
    beyond: 'Beyond tolerance',
    delivered: 'Delivered',
    tooHeavy: 'A net weight is at most 60000 kg: no truck carries more.',
    bell: /^Open notifications/,
    drawer: 'Notification',
    wb: 'WB (weighbridge)',
    historySearch: 'Search by order or shipment',
  },
  id: {
    title: 'Timbangan',
    enterLoad: 'Isi berat muat',
    enterDeliver: 'Isi berat bongkar',
    ticketNumber: 'Nomor tiket',
    doNumber: 'Nomor DO',
    deliveryWeight: 'Berat kirim (kg)',
    totalDeliver: 'Total bongkar (kg)',
    refineryNet: 'Berat netto refinery (kg)',
    quality: 'Kualitas FFA (%)',
    save: 'Simpan tiket',
    upload: (n: string) => `Unggah pindaian tiket ${n}`,
    scan: 'Pindaian tiket',
    loss: '80 kg (0,27%)',
    beyond: 'Melebihi toleransi',
    delivered: 'Terkirim',
    tooHeavy: 'Berat netto paling banyak 60000 kg: tidak ada truk yang membawa lebih.',
    bell: /^Buka notifikasi/,
    drawer: 'Notifikasi',
    wb: 'WB (jembatan timbang)',
    historySearch: 'Cari menurut pesanan atau pengiriman',
  },
} as const;

for (const locale of ['en', 'id'] as const) {
  for (const size of [null, { width: 390, height: 844 }] as const) {
    const where = `${locale} ${size ? 'phone' : 'desktop'}`;

    test(`${where}: the LSP weighs a truck at the mill and the refinery; the loss is flagged, the shipment delivered, the company told`, async ({ browser, request }) => {
      test.slow(); // two people, three dialogs and axe on each screen: a couple of minutes on a busy machine
      const t = T[locale];
      const shipment = await acceptedShipment(request, `WB ${where}`);
      const ticket = `TK-${locale}-${size ? 'P' : 'D'}-${Date.now() % 100000}`;
      const refinery = `RF-${locale}-${size ? 'P' : 'D'}-${Date.now() % 100000}`;

      const lspContext = await browser.newContext({ ...(size ? { viewport: size } : {}), permissions: ['notifications'] });
      const page = await lspContext.newPage();
      await openSignedIn(page, 'lsp@lsi.test', prefix(locale, `/logistic-service-provider/${DETAIL}/${shipment.id}`));
      await settle(page);
      const section = page.getByRole('region', { name: t.title });
      await expect(section).toBeVisible({ timeout: 20_000 });
      await expectNoSideScroll(page);
      await expectAccessible(page, `${where} detail before weights`);

      // The load ticket: a weight no truck carries is refused under its field, then the real one.
      await section.getByRole('button', { name: t.enterLoad }).click();
      const load = page.getByRole('dialog');
      await load.getByRole('textbox', { name: t.ticketNumber }).fill(ticket);
      await load.getByRole('textbox', { name: t.quality }).fill('3,2');
      await load.getByRole('textbox', { name: t.doNumber }).fill('DO-77');
      await load.getByRole('textbox', { name: t.deliveryWeight }).fill('70000');
      await load.getByRole('button', { name: t.save }).click();
      await expect(load.getByText(t.tooHeavy)).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page, `${where} load dialog`);
      await load.getByRole('textbox', { name: t.deliveryWeight }).fill('29870');
      await load.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(section.getByText(ticket).first()).toBeVisible();

      // The scan, checked by the server, then downloadable. Exact: "Unggah pindaian tiket …", the
      // upload button, holds the scan button's name "Pindaian tiket" (a substring matched it before
      // the scan was there, and both at once once it was).
      await page.getByLabel(t.upload(ticket)).first().setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
      await expect(section.getByRole('button', { name: t.scan, exact: true })).toBeVisible();

      // The deliver ticket.
      await section.getByRole('button', { name: t.enterDeliver }).click();
      const deliver = page.getByRole('dialog');
      await deliver.getByRole('textbox', { name: t.ticketNumber }).fill(refinery);
      await deliver.getByRole('textbox', { name: t.refineryNet }).fill('29790');
      await deliver.getByRole('textbox', { name: t.doNumber }).fill('DO-77');
      await deliver.getByRole('textbox', { name: t.totalDeliver }).fill('29790');
      await deliver.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // 29870 - 29790 = 80 kg, 0,27 % of the pickup: over the customer's 0,25 %.
      await expect(section.getByText(t.loss).first()).toBeVisible();
      await expect(section.getByText(t.beyond).first()).toBeVisible();
      await expect(page.getByText(t.delivered).first()).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page, `${where} detail after weights`);
      await lspContext.close();

      // The shipping company: the ticket in its WB tab opens the shipment, where the weights are.
      const companyContext = await browser.newContext({ ...(size ? { viewport: size } : {}), permissions: ['notifications'] });
      const company = await companyContext.newPage();
      await openSignedIn(company, 'shipper@lsi.test', undefined, { locale });
      await company.locator('header').getByRole('button', { name: t.bell }).click();
      const drawer = company.getByRole('dialog', { name: t.drawer });
      await drawer.getByRole('tab', { name: t.wb }).click();
      const item = drawer.getByRole('button', { name: new RegExp(ticket) });
      await expect(item).toBeVisible();
      await expectAccessible(company, `${where} WB tab`);
      await item.click();
      await expect(company).toHaveURL(new RegExp(`${DETAIL}/${shipment.id}$`));
      const seen = company.getByRole('region', { name: t.title });
      await expect(seen.getByText(ticket).first()).toBeVisible({ timeout: 20_000 });
      await expect(seen.getByText(t.loss).first()).toBeVisible();
      await expect(seen.getByRole('button', { name: t.enterLoad })).toHaveCount(0);
      await expectNoSideScroll(company);

      // Its history list flags the order.
      await company.goto(prefix(locale, '/shipping-company/order-shipment/history-order'));
      await company.getByRole('searchbox', { name: t.historySearch }).fill(shipment.order);
      await expect(company.getByRole('article', { name: shipment.order }).getByText(t.beyond)).toBeVisible();
      await expectNoSideScroll(company);
      await companyContext.close();
    });
  }
}
