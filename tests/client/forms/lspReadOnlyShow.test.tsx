// The LSP opens a vehicle and a driver of its collaborating vendors read-only: a View link per
// row, a page with the record's values (the driver's phone as dialled), and nothing to change.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import drivers from '../../../src/resources/drivers/index.tsx';
import { LSP_SLUG as DRIVER_SLUG } from '../../../src/resources/drivers/paths.ts';
import vehicles, { LSP_SLUG } from '../../../src/resources/vehicles/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const vehicle = {
  id: 7,
  name: 'Tangki CPO 30 KL',
  photo_url: null,
  vehicle_type: { id: 1, name: 'Tanker' },
  features: [{ id: 1, name: 'GPS' }],
  max_volume: 30,
  max_weight: 30000,
  vehicle_details_count: 2,
  vendor: { id: 3, name: 'PT Armada Sawit Jaya' },
};
const driver = {
  id: 12,
  user_id: 40,
  user_name: 'Rudi Hartono',
  email: null,
  phone_country_code: '62',
  phone_number: '81234567890',
  avatar: null,
  avatar_url: null,
  national_identity: '1472031109900001',
  is_blocked: false,
  vendor_id: 3,
  vendor: { id: 3, name: 'PT Armada Sawit Jaya' },
  created_at: '2026-03-01T03:00:00.000Z',
  licenses: [{ id: 1, license_category_id: 2, license_category_name: 'B2 Umum', license_number: '9876543210' }],
  vehicle_details: [],
};
const server = setupServer(
  http.get('*/v1/vehicle', () => HttpResponse.json({ data: [vehicle], meta: { current_page: 1, last_page: 1, total: 1 } })),
  http.get('*/v1/vehicle/:id', () => HttpResponse.json({ data: { ...vehicle, details: [] } })),
  http.get('*/v2/drivers', () => HttpResponse.json({ data: [driver], meta: { current_page: 1, last_page: 1, total: 1 } })),
  http.get('*/v1/drivers/:id', () => HttpResponse.json({ data: driver })),
);
serveDuringTests(server);

describe("the LSP's list-vehicle", () => {
  it('opens a vehicle read-only from its row', async () => {
    const slug = LSP_SLUG;
    renderResources(`/${slug}`, variantOf(vehicles, 'LOGISTIC_SERVICE_PROVIDER'));
    const view = await screen.findByRole('link', { name: 'View Tangki CPO 30 KL' }, { timeout: 20_000 });
    expect(view).toHaveAttribute('href', `/${slug}/7/show`);
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    fireEvent.click(view);
    expect(await screen.findByText('PT Armada Sawit Jaya', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Tanker')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe("the LSP's list-driver", () => {
  it('opens a driver read-only from its row', async () => {
    renderResources(`/${DRIVER_SLUG}`, variantOf(drivers, 'LOGISTIC_SERVICE_PROVIDER'));
    const view = await screen.findByRole('link', { name: 'View Rudi Hartono' }, { timeout: 20_000 });
    expect(view).toHaveAttribute('href', `/${DRIVER_SLUG}/12/show`);
    // The phone as it is dialled (issue 22), in the row and on the page.
    expect(await screen.findByText('+62 812-3456-7890')).toBeInTheDocument();
    expect(screen.queryByText('+62 81234567890')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Block / })).toBeNull();
    fireEvent.click(view);
    expect(await screen.findByText('1472031109900001', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('B2 Umum 9876543210')).toBeInTheDocument();
    expect(await screen.findByText('+62 812-3456-7890')).toBeInTheDocument();
    // The status as the list shows it (its chip), not the raw value.
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('false')).toBeNull();
    expect(screen.getByText('PT Armada Sawit Jaya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit user account' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
