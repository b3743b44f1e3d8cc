// Product type, unit and unit type are chosen from the contract's lists (issue 9), labelled in the
// reader's language and sent as their values; a product saved before the lists existed still
// shows its values and saves unchanged, and a listed value replaces one when chosen.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import products from '../../../src/resources/products/index.tsx';
import { productHandlers, productRow, type Sent } from '../crud/handlers.ts';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const sent: Sent[] = [];
const legacy = productRow({ id: 5, identity: 'OLD-1', name: 'Old drum oil', product_type: 'Cairan', unit: 'drum', unit_type: 'WEIGHT' });
const rows = [productRow(), legacy];
const server = setupServer();
serveDuringTests(server, () => {
  sent.length = 0;
});

function renderAt(path: string, locale: 'en' | 'id' = 'en') {
  server.use(...productHandlers(rows, sent));
  return renderResources(path, variantOf(products, 'SHIPMENT_COMPANY'), locale);
}

const lastPost = () => sent.filter((s) => s.method === 'POST').at(-1);

/** Opens the select named `label` and picks the option named `option`. */
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('product lists', () => {
  it('offers the listed values by their English labels and sends the values', async () => {
    renderAt('/product/create');
    fireEvent.change(await screen.findByLabelText(/Identity/), { target: { value: 'RBD-9' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Olein' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Product type/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options.filter((o) => o?.trim())).toEqual(['Liquid bulk (CPO, PKO: tank truck)', 'Solid bulk (PK, FFB: dump truck)', 'Packaged (bags, drums)']);
    fireEvent.click(screen.getByRole('option', { name: 'Liquid bulk (CPO, PKO: tank truck)' }));
    await choose(/^Unit(?! type)/, 'kl (kilolitre)');
    await choose(/Unit type/, 'Volume');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastPost()).toBeDefined());
    expect(lastPost()!.form).toEqual({ identity: 'RBD-9', name: 'Olein', product_type: 'LIQUID', unit: 'kl', unit_type: 'VOLUME' });
  });

  it('labels them in Indonesian under /id', async () => {
    renderAt('/product/create', 'id');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Jenis produk/ }));
    expect(await screen.findByRole('option', { name: 'Curah padat (PK, TBS: dump truck)' })).toBeInTheDocument();
  });

  it('shows a listed type by its label in the list, and a value saved before the lists as it was', async () => {
    renderAt('/product');
    expect(await screen.findByText('Liquid bulk (CPO, PKO: tank truck)')).toBeInTheDocument();
    expect(screen.getByText('Cairan')).toBeInTheDocument();
  });

  it('keeps values saved before the lists: shown and saved unchanged', async () => {
    renderAt('/product/5');
    expect(await screen.findByText('Cairan (saved earlier; choose a listed value to change it)')).toBeInTheDocument();
    expect(screen.getByText('drum (saved earlier; choose a listed value to change it)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Old drum oil A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastPost()).toBeDefined());
    expect(lastPost()!.form).toMatchObject({ _method: 'PUT', name: 'Old drum oil A', product_type: 'Cairan', unit: 'drum', unit_type: 'WEIGHT' });

  });

  it('replaces a value saved before the lists when a listed one is chosen', async () => {
    renderAt('/product/5');
    await choose(/^Unit(?! type)/, 'ton');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastPost()).toBeDefined());
    expect(lastPost()!.form).toMatchObject({ product_type: 'Cairan', unit: 'ton' });
  });
});
