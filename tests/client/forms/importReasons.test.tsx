// Issue 9 in the import previews as a person sees them: the columns named in the reader's language
// (the template header under each), and "-5" in a number column refused with the real reason
// ("must be zero or more"), in English and under /id, for products and vehicles.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { utils, write } from '@e965/xlsx';
import ProductImport from '../../../src/resources/products/import.tsx';
import VehicleImport from '../../../src/resources/vehicles/import.tsx';

function sheetFile(rows: unknown[][]) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet');
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], 'sheet.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

function renderAt(path: string, page: React.ReactNode, rows: unknown[][]) {
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [sheetFile(rows)] } });
}

const heads = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const row = (line: number) => document.querySelector(`tr[data-line="${line}"]`) as HTMLElement;

describe('import previews', () => {
  it('products under /id: Indonesian column names and "Harus nol atau lebih." for -5', async () => {
    renderAt('/id/shipping-company/product/import-data', <ProductImport />, [['identity', 'name', 'weight', 'volume', 'unit'], ['P-1', 'Beras', -5, '-5', 'kg']]);
    expect(await screen.findByText('Baris: 1, dengan kesalahan: 1')).toBeInTheDocument();
    expect(heads()).toEqual(expect.arrayContaining(['Beratweight', 'Volumevolume', 'Satuanunit']));
    expect(within(row(2)).getAllByText('Harus nol atau lebih.').length).toBeGreaterThan(0);
    expect(within(row(2)).queryByText('Harus berupa angka.')).toBeNull();
  });

  it('products in English: "Must be zero or more." for -5, and a unit outside the list names the list', async () => {
    renderAt('/shipping-company/product/import-data', <ProductImport />, [['identity', 'name', 'weight', 'unit'], ['P-1', 'Rice', -5, 'barrel']]);
    expect(await screen.findByText('Rows: 1, with errors: 1')).toBeInTheDocument();
    expect(within(row(2)).getAllByText('Must be zero or more.').length).toBeGreaterThan(0);
    expect(within(row(2)).getAllByText(/Choose one of the listed values: kg, ton, liter, kl, pcs\./).length).toBeGreaterThan(0);
    expect(within(row(2)).queryByText('Must be a number.')).toBeNull();
  });

  it('vehicles in English: English column names and "Must be zero or more." for -5', async () => {
    renderAt('/vendor/vehicles/import-data', <VehicleImport />, [['name', 'type_name', 'features_name', 'max_weight'], ['Tangki 9', 'Tangki CPO', 'GPS', '-5']]);
    expect(await screen.findByText('Rows: 1, with errors: 1')).toBeInTheDocument();
    expect(heads()).toEqual(expect.arrayContaining(['Vehicle typetype_name', 'Featuresfeatures_name', 'Max weight (kg)max_weight']));
    expect(within(row(2)).getAllByText('Must be zero or more.').length).toBeGreaterThan(0);
  });
});
