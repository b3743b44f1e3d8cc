// The LSP's vendor performance as a person uses it (en and /id), with axe. On the LSP dashboard,
// the "Vendor performance" section draws the four charts for the last 30 WIB days, its Table shows
// the API's figure for that period, its link opens the screen for the period (the /id prefix kept),
// and it fits a 390 px phone. The screen, opened from the LSP menu, draws every chart (the netto, the pie of the pickup, the trips, the assignment
// accuracy), a chart's summary and a table (its Chart / Table toggle) show what the API answers for
// the same period, clicking a vendor's bar lists exactly that vendor's truck assignments, the
// transporter report of the period downloads (read back: the API's figures, numbers as numbers), and
// the screen fits a 390 px phone (charts and tables scroll inside their cards).
import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { afterResize, expectAccessible, expectNoSideScroll, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const T = {
  en: {
    menu: 'Performance vendor',
    title: 'Vendor performance',
    views: { netto: 'Netto picked up and dropped off, and the loss', share: 'Share of the netto picked up', trips: 'Delivery orders and trips finished', rates: 'Assignment accuracy and rates' },
    table: 'Table',
    detail: 'Truck assignments',
    show: (v: string) => `Show ${v}'s truck assignments`,
    dashboard: 'Vendor performance',
    open: 'Open vendor performance',
    fromDate: 'From date',
    recentDays: 'Last 30 days',
    export: 'Export transporter report',
    pickup: 'Netto pickup (kg)',
  },
  id: {
    menu: 'Kinerja vendor',
    title: 'Kinerja vendor',
    views: { netto: 'Netto muat dan bongkar, serta susut', share: 'Porsi netto muat', trips: 'Delivery order dan perjalanan selesai', rates: 'Akurasi penugasan dan tingkatnya' },
    table: 'Tabel',
    detail: 'Penugasan truk',
    show: (v: string) => `Tampilkan penugasan truk ${v}`,
    dashboard: 'Kinerja vendor',
    open: 'Buka kinerja vendor',
    fromDate: 'Dari tanggal',
    recentDays: '30 hari terakhir',
    export: 'Ekspor laporan transporter',
    pickup: 'Netto muat (kg)',
  },
} as const;

const day = (d: Date) => d.toISOString().slice(0, 10);
/** 300 days up to tomorrow (UTC): the demo's shipments, whatever the WIB day is now. */
const to = day(new Date(Date.now() + 86_400_000));
const from = day(new Date(Date.now() - 299 * 86_400_000));
/** The dashboard's period: the last 30 WIB days, today included. */
const wibToday = day(new Date(Date.now() + 7 * 3_600_000));
const recent = { from: day(new Date(Date.parse(wibToday) - 29 * 86_400_000)), to: wibToday };

type RateRow = { vendor: { id: number; name: string }; request_unit: number };
type TransporterRow = RateRow & { total_netto_pickup: string };

/** Numbers as the screen writes them in both languages (spec 1 §9). */
const shown = (n: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(n);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const viewOf = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, level: 2 }) });
/** A view's chart: recharts' svg (the legend's icons are svgs too, inside the wrapper's legend). */
const chartOf = (page: Page, title: string) => viewOf(page, title).locator('.recharts-wrapper > svg.recharts-surface');

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`[${locale}] the LSP reads its vendors' figures and drills down to a vendor's truck assignments`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await request.get(`/v1/dashboard/lsp/performance-vendor-acceptance-rate?start_date=${from}&end_date=${to}&entries=-1`, { headers: await bearer(request, 'lsp@lsi.test') });
    const rows = (await data<RateRow[]>(api)).filter((r) => r.request_unit > 0);
    expect(rows.length, 'the demo has vendor requests in the period').toBeGreaterThan(0);
    const vendor = rows[0]!;
    const vendorsApi = await request.get(`/v1/dashboard/lsp/performance-vendor?start_date=${from}&end_date=${to}&entries=-1`, { headers: await bearer(request, 'lsp@lsi.test') });
    const transporters = await data<TransporterRow[]>(vendorsApi);
    const pickups = transporters.map((r) => Number(r.total_netto_pickup));
    const top = pickups.indexOf(Math.max(...pickups));
    expect(pickups[top], 'the demo has finished trips in the period').toBeGreaterThan(0);
    const picker = transporters[top]!;

    await openSignedIn(page, 'lsp@lsi.test', prefix(locale, '/logistic-service-provider/dashboard'));
    await expectDashboardSection(page, locale, request);

    // The screen is in the LSP menu (spec 1 §2: second, after the dashboard).
    await page.getByRole('navigation').getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await page.goto(prefix(locale, `/logistic-service-provider/performance-vendor?from=${from}&to=${to}`));
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    for (const title of Object.values(t.views)) await expect(chartOf(page, title), title).toBeVisible();
    // The netto chart's summary names the vendor with the most netto picked up, with the API's figure.
    await expect(viewOf(page, t.views.netto).getByRole('img', { name: new RegExp(`${escaped(picker.vendor.name)}, ${escaped(shown(pickups[top]!))}\\.$`) })).toBeVisible();
    await viewOf(page, t.views.rates).getByRole('button', { name: t.table, exact: true }).click();
    const rates = page.getByRole('table', { name: t.views.rates });
    const row = rates.getByRole('row').filter({ has: page.getByRole('button', { name: t.show(vendor.vendor.name) }) });
    // The first figure of the row is the API's request unit.
    await expect(row.getByRole('cell').nth(0)).toHaveText(String(vendor.request_unit));
    await settle(page);
    await expectAccessible(page, `vendor performance (${locale})`);

    // The transporter report of the period: kept in Export files, and here the file itself.
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
    expect(sheet.suggestedFilename()).toBe('performance-vendor.xlsx');
    const book = read(await readFile((await sheet.path())!));
    const [header, ...lines] = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(header!.slice(0, 2)).toEqual(['Vendor', t.pickup]);
    expect(lines.find((l) => l[0] === picker.vendor.name)?.[1]).toBe(Number(picker.total_netto_pickup));

    await row.getByRole('button', { name: t.show(vendor.vendor.name) }).click();
    await expect(page).toHaveURL(new RegExp(`vendor=${vendor.vendor.id}`));
    await expectOnlyTrucksOf(page, t.detail, vendor.vendor.name);

    // Back to every vendor: clicking the pickup bar of the vendor that picked up the most lists its trucks.
    await page.goto(prefix(locale, `/logistic-service-provider/performance-vendor?from=${from}&to=${to}`));
    const bars = viewOf(page, t.views.netto).locator('.recharts-bar-rectangle');
    await expect(bars).toHaveCount(transporters.length * 2);
    await settle(page);
    await bars.nth(top).click();
    await expect(page).toHaveURL(new RegExp(`vendor=${picker.vendor.id}`));
    await expectOnlyTrucksOf(page, t.detail, picker.vendor.name);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    for (const title of Object.values(t.views)) await expect(chartOf(page, title), title).toBeVisible();
    await settle(page);
    await expectNoSideScroll(page);
    await expectAccessible(page, `vendor performance at 390 px (${locale})`);
  });
}

/**
 * The dashboard's "Vendor performance" section: the four charts drawn, the rates' Table showing the
 * API's request unit of the last 30 WIB days, the link to the screen for that period, axe on the
 * section, and no sideways scroll at 390 px (the window is given its size back afterwards).
 */
async function expectDashboardSection(page: Page, locale: Locale, request: APIRequestContext) {
  const t = T[locale];
  const api = await request.get(`/v1/dashboard/lsp/performance-vendor-acceptance-rate?start_date=${recent.from}&end_date=${recent.to}&entries=-1`, { headers: await bearer(request, 'lsp@lsi.test') });
  const vendor = (await data<RateRow[]>(api)).find((r) => r.request_unit > 0);
  expect(vendor, 'the demo has vendor requests in the last 30 days').toBeDefined();
  const section = page.getByRole('region', { name: t.dashboard, exact: true });
  const view = (title: string) => section.locator('section', { has: page.getByRole('heading', { name: title, level: 3 }) });
  for (const title of Object.values(t.views)) await expect(view(title).locator('.recharts-wrapper > svg.recharts-surface'), title).toBeVisible();
  await expect(section.getByRole('link', { name: t.open })).toHaveAttribute('href', prefix(locale, `/logistic-service-provider/performance-vendor?from=${recent.from}&to=${recent.to}`));
  await view(t.views.rates).getByRole('button', { name: t.table, exact: true }).click();
  const row = section.getByRole('table', { name: t.views.rates }).getByRole('row').filter({ has: page.getByRole('button', { name: t.show(vendor!.vendor.name) }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(String(vendor!.request_unit));
  // A period of its own: kept in the dashboard's address (a reload shows it) and carried by the link.
  await section.getByLabel(t.fromDate).fill(from);
  await expect(section.getByRole('link', { name: t.open })).toHaveAttribute('href', prefix(locale, `/logistic-service-provider/performance-vendor?from=${from}&to=${recent.to}`));
  await page.reload();
  await expect(section.getByLabel(t.fromDate)).toHaveValue(from);
  await section.getByRole('button', { name: t.recentDays }).click();
  await expect(section.getByLabel(t.fromDate)).toHaveValue('');
  await expect(section.getByRole('link', { name: t.open })).toHaveAttribute('href', prefix(locale, `/logistic-service-provider/performance-vendor?from=${recent.from}&to=${recent.to}`));
  await settle(page);
  await expectAccessible(page, `the dashboard's vendor performance (${locale})`, { include: 'section[aria-labelledby="dashboard-vendor-performance"]' });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 800 });
  await afterResize(page);
  await expectNoSideScroll(page);
  await page.setViewportSize(size);
}

/** The truck assignments list shows that vendor's trucks, and only them (its first page). */
async function expectOnlyTrucksOf(page: Page, title: string, vendor: string) {
  const detail = page.getByRole('table', { name: title });
  await expect(detail.getByRole('row').nth(1)).toContainText(vendor);
  await settle(page);
  const names = await detail.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => tr.children[3]?.textContent ?? ''));
  expect(names.every((n) => n === vendor), names.join(', ')).toBe(true);
}
