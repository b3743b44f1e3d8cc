// The LSP opens a vehicle and a driver of its collaborating vendors read-only: a View link per
// row, a page with the record's values, and nothing to change.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
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
const server = setupServer(
  http.get('*/v1/vehicle', () => HttpResponse.json({ data: [vehicle], meta: { current_page: 1, last_page: 1, total: 1 } })),
  http.get('*/v1/vehicle/:id', () => HttpResponse.json({ data: { ...vehicle, details: [] } })),
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
