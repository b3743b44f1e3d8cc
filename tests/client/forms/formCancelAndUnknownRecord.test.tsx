// The generic forms: Cancel leaves without sending anything; an unknown record id shows the
// server's message (in the user's language, as the server sends it) instead of react-admin's
// "Element does not exist", and goes back to the list.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import products from '../../../src/resources/products/index.tsx';
import { productHandlers, productRow, type Sent } from '../crud/handlers.ts';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const sent: Sent[] = [];
const server = setupServer();
serveDuringTests(server, () => {
  sent.length = 0;
});

function renderApp(path: string, locale: 'en' | 'id' = 'en') {
  server.use(
    // The server's own words (it answers in the caller's Accept-Language).
    http.get('*/v1/product/999999', () => HttpResponse.json({ message: 'Produk tidak ditemukan.' }, { status: 404 })),
    ...productHandlers([productRow()], sent),
  );
  return renderResources(path, variantOf(products, 'SHIPMENT_COMPANY'), locale);
}

describe('a form', () => {
  it('has Cancel, which goes back to the list and sends nothing', async () => {
    renderApp('/product/create');
    // The first form of the file also fetches the lazy form module.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 20_000 }));
    expect(await screen.findByText('Crude palm oil')).toBeInTheDocument();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it('says Batal in Indonesian', async () => {
    renderApp('/product/1', 'id');
    expect(await screen.findByRole('button', { name: 'Batal' })).toBeInTheDocument();
  });
});

describe('an unknown record id', () => {
  it("shows the server's message, not react-admin's, and returns to the list", async () => {
    renderApp('/product/999999', 'id');
    expect(await screen.findByText('Produk tidak ditemukan.')).toBeInTheDocument();
    expect(screen.queryByText(/Elemen tidak ada|Element does not exist/)).toBeNull();
    await waitFor(() => expect(screen.getByText('Crude palm oil')).toBeInTheDocument());
  });
});
