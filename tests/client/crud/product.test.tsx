// The product screens from the generic CRUD views, against msw handlers speaking the real /v1 shapes.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { HttpResponse } from 'msw';
import products from '../../../src/resources/products/index.tsx';
import { productHandlers, productRow, type Sent } from './handlers.ts';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const sent: Sent[] = [];
let rows = [productRow(), productRow({ id: 2, identity: 'PK-02', name: 'Palm kernel', alias: null, weight: 500 })];
const server = setupServer();
serveDuringTests(server, () => {
  sent.length = 0;
});

function renderApp(path: string, locale: 'en' | 'id' = 'en', overrides = {}) {
  server.use(...productHandlers(rows, sent, overrides));
  return renderResources(path, variantOf(products, 'SHIPMENT_COMPANY'), locale);
}

const lastSent = (method: string) => sent.filter((s) => s.method === method).at(-1);

describe('product list', () => {
  it('renders rows sorted by name with 9 entries, and Edit/Delete per row', async () => {
    renderApp('/product');
    expect(await screen.findByText('Crude palm oil')).toBeInTheDocument();
    expect(screen.getByText('1.000 kg')).toBeInTheDocument();
    const query = lastSent('GET')!.query;
    expect(query.get('sort_column')).toBe('name');
    expect(query.get('sort_type')).toBe('asc');
    expect(query.get('entries')).toBe('9');
    expect(screen.getByRole('link', { name: 'Edit Crude palm oil' })).toHaveAttribute('href', '/product/1');
    expect(screen.getByRole('button', { name: 'Delete Palm kernel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /import/i })).toHaveAttribute('href', '/product/import-data');
  });

  it('searches by the default search columns', async () => {
    renderApp('/product');
    await screen.findByText('Crude palm oil');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name' }), { target: { value: 'palm' } });
    await waitFor(() => expect(lastSent('GET')!.query.get('search_key')).toBe('palm'));
    expect(lastSent('GET')!.query.get('search_columns')).toBe('name');
  });

  it('says what to do next when there are no products, in Indonesian too', async () => {
    const saved = rows;
    rows = [];
    try {
      renderApp('/product', 'id');
      expect(await screen.findByText('Belum ada produk. Tambahkan satu atau impor dari spreadsheet.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Impor' })).toBeInTheDocument();
    } finally {
      rows = saved;
    }
  });

  it('deletes after a confirmation and shows the server message', async () => {
    renderApp('/product');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Palm kernel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete "Palm kernel"?')).toBeInTheDocument();
    expect(lastSent('DELETE')).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lastSent('DELETE')?.path).toBe('/v1/product/2'));
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
  });
});

describe('product form', () => {
  it('shows "Required." on empty required fields and sends nothing', async () => {
    renderApp('/product/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(lastSent('POST')).toBeUndefined();
  });

  it('creates with multipart, without a photo when none was chosen', async () => {
    renderApp('/product/create');
    fireEvent.change(await screen.findByLabelText(/Identity/), { target: { value: 'RBD-03' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Olein' } });
    fireEvent.change(screen.getByLabelText('Weight'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent('POST')).toBeDefined());
    const post = lastSent('POST')!;
    expect(post.contentType).toMatch(/^multipart\/form-data/);
    expect(post.form).toEqual({ identity: 'RBD-03', name: 'Olein', weight: '12.5' });
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
  });

  it('says "File type not allowed" when the photo chosen is not an image, and nothing is kept', async () => {
    renderApp('/product/create');
    const input = await screen.findByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'spec.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File type not allowed');
    // An image afterwards is taken, and the message goes.
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'cpo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.queryByText('File type not allowed')).not.toBeInTheDocument());
  });

  it('puts the server field errors on the fields', async () => {
    const create = () => HttpResponse.json({ message: 'The data sent is not valid.', errors: { identity: ['Already used.'] } }, { status: 422 });
    renderApp('/product/create', 'en', { create });
    fireEvent.change(await screen.findByLabelText(/Identity/), { target: { value: 'CPO-01' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already used.')).toBeInTheDocument();
  });

  it('updates with _method=PUT, without empty dimensions or the current photo', async () => {
    rows[0] = productRow({ photo: 'products/cpo.png', photo_url: 'http://localhost/files/products/cpo.png', volume: null });
    renderApp('/product/1');
    expect(await screen.findByRole('img', { name: 'Current photo' })).toHaveAttribute('src', 'http://localhost/files/products/cpo.png');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'CPO grade A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent('POST')).toBeDefined());
    const form = lastSent('POST')!.form!;
    expect(lastSent('POST')!.path).toBe('/v1/product/1');
    expect(form._method).toBe('PUT');
    expect(form.name).toBe('CPO grade A');
    for (const key of ['photo', 'volume', 'dimension_length', 'dimension_width', 'dimension_height', 'id', 'photo_url']) expect(form, key).not.toHaveProperty(key);
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
  });
});
