// Issue 24, geofences in a browser, in English and under /id: the LSP draws a forbidden zone around a
// point (API), a seeded truck on the road reports standing still there for over 5 minutes through
// the OsmAnd endpoint (reports stamped in the past, a minute apart), and the LSP finds the alert on
// the dashboard (its geofence drawn when the filter names it), then on the Geofences screen with the "Stopped in a forbidden zone" (geofence_mafia) filter and the
// notification in the bell's drawer.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoDeviceId } from '../../server/seed/demo-tracking.ts';
import { expectAccessible, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const LSP = '/logistic-service-provider';

const T = {
  en: { newest: 'Newest alerts not yet acknowledged', filter: 'Show geofences named', toAlerts: 'All geofences and alerts', drawn: '1 geofence on the map', tab: 'Alerts', type: 'Alert type', mafia: 'Stopped in a forbidden zone', list: 'Alerts', bell: /^Open notifications/, title: 'Truck stopped in a forbidden zone', heading: 'Geofences', acknowledge: 'Acknowledge', acknowledged: 'Acknowledged' },
  id: { newest: 'Peringatan terbaru yang belum ditanggapi', filter: 'Tampilkan geofence bernama', toAlerts: 'Semua geofence dan peringatan', drawn: '1 geofence di peta', tab: 'Peringatan', type: 'Jenis peringatan', mafia: 'Berhenti di zona terlarang', list: 'Peringatan', bell: /^Buka notifikasi/, title: 'Truk berhenti di zona terlarang', heading: 'Geofence', acknowledge: 'Tandai diketahui', acknowledged: 'Diketahui' },
};

interface LiveTruck {
  plate_number: string | null;
  position: { latitude: number; longitude: number } | null;
}

/** A report of `plate` at a point, stamped `at` (ms), standing still; true when a truck took it. */
async function report(api: APIRequestContext, plate: string, latitude: number, longitude: number, at: number) {
  const res = await api.get(`/v1/positions/osmand?id=${demoDeviceId(plate)}&lat=${latitude}&lon=${longitude}&timestamp=${Math.floor(at / 1000)}&speed=0`);
  return res.ok() && (await res.text()).includes('stored');
}

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test.describe(`geofences (${locale})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('a truck standing still in a forbidden zone: the alert under the geofence_mafia filter and the notification in the drawer', async ({ page, request }) => {
      const headers = await bearer(request, 'lsp@lsi.test');
      const trucks = await data<LiveTruck[]>(await request.get('/v1/dashboard/lsp/live-tracking', { headers }));
      // A point of its own per locale, near the truck's last position (so the reports are no jump).
      const truck = trucks.find((x) => x.plate_number && x.position)!;
      const plate = truck.plate_number!;
      const spot = { lat: truck.position!.latitude + (locale === 'en' ? 0.01 : 0.02), lon: truck.position!.longitude };
      const name = `Zona rawan E2E ${locale} ${Date.now() % 100_000}`;
      const made = await request.post('/v1/geofences', { headers, data: { name, kind: 'FORBIDDEN', shape: 'CIRCLE', latitude: spot.lat, longitude: spot.lon, radius_m: 300, dwell_seconds: 60 } });
      expect(made.ok(), await made.text()).toBe(true);
      // Seven minutes still at the spot, a report a minute, ending a minute ago.
      const end = Date.now() - 60_000;
      for (let m = 7; m >= 0; m--) expect(await report(request, plate, spot.lat, spot.lon, end - m * 60_000)).toBe(true);

      // The dashboard lists the new alert, draws the geofence its filter names, and leads to the alerts.
      await openSignedIn(page, 'lsp@lsi.test', prefix(locale, `${LSP}/dashboard`));
      await expect(page.getByRole('list', { name: t.newest }).getByRole('listitem').filter({ hasText: name }).first()).toBeVisible({ timeout: 30_000 });
      await page.getByRole('searchbox', { name: t.filter }).fill(name);
      await expect(page.getByText(t.drawn, { exact: true })).toBeVisible();
      await page.getByRole('link', { name: t.toAlerts }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('combobox', { name: t.type }).click();
      await page.getByRole('option', { name: t.mafia }).click();
      const alert = page.getByRole('list', { name: t.list }).getByRole('listitem').filter({ hasText: name });
      await expect(alert).toBeVisible({ timeout: 30_000 });
      await expect(alert).toContainText(plate);
      await expect(alert).toContainText(t.mafia);
      await settle(page);
      await expectAccessible(page, `${locale} geofence alerts`);
      // Acknowledged: the button goes (the states table allows it once).
      await alert.getByRole('button', { name: t.acknowledge }).click();
      await expect(alert).toContainText(t.acknowledged, { timeout: 10_000 });
      await expect(alert.getByRole('button', { name: t.acknowledge })).toHaveCount(0);

      await page.getByRole('banner').getByRole('button', { name: t.bell }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(t.title).first()).toBeVisible({ timeout: 10_000 });
      await expect(drawer.getByText(name).first()).toBeVisible();
    });
  });
}
