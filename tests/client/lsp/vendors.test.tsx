// The LSP's vendor list against msw speaking /v1/vendors: status chips, and an accepted or rejected
// proposal (each asked first) replacing its row with the vendor the server answered (no list reload).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { VendorRecord } from '../../../contract/vendor.ts';
import vendors from '../../../src/resources/vendors/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const vendor = (patch: Partial<VendorRecord>): VendorRecord => ({ id: 1, name: 'CV Trans Andalas', address: null, logo: null, logo_url: null, status: 'COLLABORATE', created_at: '2026-03-01T03:00:00.000Z', ...patch });
const rows = [vendor({}), vendor({ id: 2, name: 'PT Armada Sawit Jaya', status: 'PROPOSED' })];
const answers: unknown[] = [];
let listCalls = 0;

const server = setupServer(
  http.get('*/v1/vendors', () => {
    listCalls += 1;
    return HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } });
  }),
  http.post('*/v1/vendors/:id/update-collaboration', async ({ request, params }) => {
    const body = (await request.json()) as { status: string };
    answers.push({ id: params.id, ...body });
    return HttpResponse.json({ message: 'Updated successfully.', data: vendor({ id: 2, name: 'PT Armada Sawit Jaya', status: body.status === 'COLLABORATE' ? 'COLLABORATE' : 'REJECTED' }) });
  }),
);
serveDuringTests(server, () => {
  answers.length = 0;
});

function renderList(locale: 'en' | 'id' = 'en') {
  return renderResources('/list-vendor', variantOf(vendors, 'LOGISTIC_SERVICE_PROVIDER'), locale);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('list-vendor', () => {
  it('accepts a proposal and shows the answered vendor in its row', async () => {
    renderList();
    await screen.findByText('PT Armada Sawit Jaya');
    expect(within(rowOf('PT Armada Sawit Jaya')).getByText('PROPOSED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept CV Trans Andalas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View PT Armada Sawit Jaya' })).toHaveAttribute('href', '/list-vendor/2');
    const before = listCalls;
    fireEvent.click(screen.getByRole('button', { name: 'Accept PT Armada Sawit Jaya' }));
    // Accepting asks first: Cancel sends nothing, Confirm sends the answer.
    const ask = await screen.findByRole('dialog', { name: 'Accept "PT Armada Sawit Jaya"?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answers).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept PT Armada Sawit Jaya' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(rowOf('PT Armada Sawit Jaya')).getByText('COLLABORATE')).toBeInTheDocument());
    expect(answers).toEqual([{ id: '2', status: 'COLLABORATE' }]);
    expect(screen.queryByRole('button', { name: 'Accept PT Armada Sawit Jaya' })).toBeNull();
    expect(listCalls).toBe(before);
  });

  it('rejects a proposal after its own question; Cancel sends nothing', async () => {
    renderList();
    await screen.findByText('PT Armada Sawit Jaya');
    const before = listCalls;
    fireEvent.click(screen.getByRole('button', { name: 'Reject PT Armada Sawit Jaya' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject "PT Armada Sawit Jaya"?' });
    expect(within(ask).getByText('The vendor is told its proposal was rejected. It can propose again later.')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answers).toEqual([]);
    expect(within(rowOf('PT Armada Sawit Jaya')).getByText('PROPOSED')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject PT Armada Sawit Jaya' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reject "PT Armada Sawit Jaya"?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(rowOf('PT Armada Sawit Jaya')).getByText('REJECTED')).toBeInTheDocument());
    expect(answers).toEqual([{ id: '2', status: 'REJECTED' }]);
    expect(screen.queryByRole('button', { name: 'Reject PT Armada Sawit Jaya' })).toBeNull();
    expect(listCalls).toBe(before);
  });

  it('shows the chips in Indonesian', async () => {
    renderList('id');
    await screen.findByText('CV Trans Andalas');
    expect(within(rowOf('CV Trans Andalas')).getByText('KOLABORASI')).toBeInTheDocument();
  });
});
