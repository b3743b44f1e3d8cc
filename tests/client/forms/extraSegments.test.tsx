// Extra path segments after a screen show the 404 page (issue 9), in a real area: the whole app's
// routes (src/App.tsx) signed in as a vendor, its area loaded as in the browser. The screen itself
// still opens at its own path, so the 404 is the extra segment's doing.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { vendorDashboard } from '../../../contract/dashboard.ts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { session } from '../../../src/api/session.ts';
import { profile } from '../../support/profile.ts';
import { openApp } from '../support/app.tsx';
import { serveDuringTests } from '../support/msw.ts';

// The vendor dashboard as the contract declares it (a changed shape fails the type check here).
const none = { part: 0, whole: 0, percent: null };
const vendorDashboardAnswer: z.input<typeof vendorDashboard> = {
  requests: { REQUESTED: 0, ACCEPTED: 0, REJECTED: 0, CANCELLED: 0 },
  vehicles: 2, vehicle_details: 3, drivers: 4, lsp_collaborations: 1, trucks_on_the_road: 0,
  requests_accepted_30_days: none,
  trucks_assigned_30_days: none,
  netto_30_days: { pickup: null, dropoff: null, loss_kg: null, loss_percent: null },
  recent_shipments: [],
};

// The signed-in profile; the area's other calls (counts, lists, the menu's badges) get empty answers.
const server = setupServer(
  http.get('*/v1/auth/profile', () => HttpResponse.json({ data: session.user() })),
  http.get('*/v1/dashboard/vendor', () => HttpResponse.json({ data: vendorDashboardAnswer })),
  http.all('*', () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } })),
);
serveDuringTests(server);

const asVendor = () => session.save('tok', profile({ role: 'VENDOR', vendor: { id: 4, name: 'CV Trans Andalas', logo_url: null } } as never), 3600);

function open(path: string) {
  asVendor();
  openApp(path);
}
const notFound = () => screen.findByRole('heading', { name: '404 Not Found' }, { timeout: 20_000 });

describe('extra path segments in the vendor area', () => {
  it.each(['/vendor/dashboard/zzz', '/vendor/vehicles/1/zzz', '/vendor/vehicles/create/zzz'])('%s is the 404 page', async (path) => {
    open(path);
    expect(await notFound()).toBeInTheDocument();
  });

  it.each([
    ['/vendor/dashboard', 'Recent shipment requests'],
    ['/vendor/vehicles/create', 'Create Vehicle'],
  ])('%s itself opens', async (path, heading) => {
    open(path);
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Not Found' })).toBeNull();
  });
});
