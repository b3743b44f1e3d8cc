// Weighbridge software posting tickets (issue 23, docs/weighbridge.md "Machine tickets"): the LSP
// makes an API key on its profile and sees it once; a machine (Playwright's request) posts a load
// ticket with it; the ticket shows as automatic on the shipment; the same again changes nothing; a
// ticket of an unknown plate waits on the "to match" page; the key revoked, the machine is refused.
// In English on a desktop; the second test reads the translated screens under /id at 390x844.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, openSignedIn } from './support/app.ts';
import { acceptedShipment, bearer } from './support/freight.ts';

const DETAIL = 'order-shipment/history-order/detail-history-order';
const PROFILE = '/logistic-service-provider/form-profile';
const UNMATCHED = '/logistic-service-provider/order-shipment/weighbridge/unmatched';

const loadTicket = (number: string, plate: string, order: string) => ({
  kind: 'LOAD',
  ticket_number: number,
  plate_number: plate,
  out_time: '2026-03-11T08:15:00+07:00',
  items: [{ do_number: order, delivery_weight: 29870 }],
});
const postTicket = (api: APIRequestContext, key: string, body: object) => api.post('/v1/weight-bridge/machine-tickets', { headers: { 'x-api-key': key }, data: body });

test('en desktop: a key made and shown once; a machine ticket lands as automatic, again changes nothing, an unknown plate waits to be matched; revoked, refused', async ({ page, request }) => {
  test.slow(); // a shipment made through the API, three screens with axe
  const shipment = await acceptedShipment(request, 'WB machine e2e');
  const name = `Scale ${Date.now() % 100000}`;
  await openSignedIn(page, 'lsp@lsi.test', PROFILE);
  const keys = page.getByRole('heading', { name: 'Weighbridge API keys' });
  await expect(keys).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Key name' }).fill(name);
  await page.getByRole('button', { name: 'Make a key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new key' });
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^wbk_/);
  await expectAccessible(page, 'new key dialog');
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(page.getByText(key)).toHaveCount(0);

  // The machine posts; the ticket is on the truck, automatic.
  const number = `PKS-${Date.now() % 100000}`;
  const first = await postTicket(request, key, loadTicket(number, shipment.plate, shipment.order));
  expect(first.status(), await first.text()).toBe(200);
  expect((await first.json()).data.status).toBe('MATCHED');
  const again = await postTicket(request, key, loadTicket(number, shipment.plate, shipment.order));
  expect((await again.json()).duplicate).toBe(true);
  await page.goto(`/logistic-service-provider/${DETAIL}/${shipment.id}`);
  const section = page.getByRole('region', { name: 'Weighbridge' });
  await expect(section.getByText(number)).toHaveCount(1, { timeout: 20_000 });
  await expect(section.getByText('Automatic (weighbridge)')).toBeVisible();

  // An unknown plate: kept and listed, reached from the section.
  const lost = `PKS-X-${Date.now() % 100000}`;
  expect((await (await postTicket(request, key, loadTicket(lost, 'BM 0000 ZZ', shipment.order))).json()).data.status).toBe('UNMATCHED');
  await section.getByRole('link', { name: 'Machine tickets to match' }).click();
  const card = page.getByRole('listitem', { name: `Load ticket ${lost}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Match to truck: ticket ${lost}` }).click();
  await expect(page.getByRole('dialog', { name: `Match ticket ${lost}` })).toBeVisible();
  await expectAccessible(page, 'match dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Revoked: the machine is refused.
  await page.goto(PROFILE);
  await page.getByRole('listitem', { name }).getByRole('button', { name: `Revoke key ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('listitem', { name }).getByText(/^Revoked/)).toBeVisible();
  const refused = await postTicket(request, key, loadTicket(`${number}-2`, shipment.plate, shipment.order));
  expect(refused.status()).toBe(401);
});

test('id 390px: the keys and the tickets to match, translated, no side scroll', async ({ browser, request }) => {
  const made = await request.post('/v1/weight-bridge/api-keys', { headers: await bearer(request, 'lsp@lsi.test'), data: { name: 'Timbangan id' } });
  expect(made.ok(), await made.text()).toBe(true);
  const key = (await made.json()).data.key as string;
  const lost = `PKS-ID-${Date.now() % 100000}`;
  await postTicket(request, key, loadTicket(lost, 'BM 0001 ZZ', 'DO-TIDAK-ADA'));

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openSignedIn(page, 'lsp@lsi.test', prefix('id', PROFILE));
  await expect(page.getByRole('heading', { name: 'Kunci API timbangan' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Buat kunci' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.goto(prefix('id', UNMATCHED));
  await expect(page.getByRole('heading', { level: 1, name: 'Tiket mesin untuk dicocokkan' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('listitem', { name: `Tiket muat ${lost}` })).toContainText('Tidak ada truk dengan pelat ini');
  await expectNoSideScroll(page);
  await expectAccessible(page, 'id unmatched tickets');
  await context.close();
});
