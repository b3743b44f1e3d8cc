// The product import page in jsdom (no Worker: the parse runs in-process) against msw.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { utils, write } from '@e965/xlsx';
import ProductImport from '../../../src/resources/products/import.tsx';
import { serveDuringTests } from '../support/msw.ts';

const posted: unknown[] = [];
const server = setupServer(
  http.post('*/v1/product/import', async ({ request }) => {
    const body = (await request.json()) as { products: { identity: string }[] };
    posted.push(body);
    if (body.products.some((p) => p.identity === 'TAKEN')) {
      return HttpResponse.json({ message: 'The data sent is not valid.', errors: { 'products.1.identity': ['Identity already used by another company.'] } }, { status: 422 });
    }
    return HttpResponse.json({ message: 'Products imported.', data: { created: body.products.length - 1, updated: 1 } });
  }),
  http.get('*/v1/product/import', () => HttpResponse.json({ data: { keys: ['identity', 'name'], required: ['identity'], max_rows: 10000 } })),
);
serveDuringTests(server, () => {
  posted.length = 0;
});

const HEADER = ['Identity', 'Name', 'Weight', 'Volume'];
function sheetFile(rows: unknown[][], name = 'products.xlsx') {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([HEADER, ...rows]), 'Products');
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

function renderPage(path = '/shipping-company/product/import-data') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ProductImport />
    </MemoryRouter>,
  );
}

const choose = (file: File) => fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
const submitButton = () => screen.findByRole('button', { name: /^(Import all rows|Impor semua baris) \(\d+\)$/ });

describe('product import page', () => {
  it('shows a broken row, sends nothing, then imports the fixed file and shows the summary', async () => {
    renderPage();
    choose(sheetFile([['P-1', 'Rice', 5, ''], ['P-2', '', 'heavy', 1], ['P-3', 'Sugar', '2,5', '']]));

    expect(await screen.findByText('Rows: 3, with errors: 1')).toBeInTheDocument();
    const broken = document.querySelector('tr[data-line="3"]') as HTMLElement;
    expect(broken).toHaveAttribute('aria-invalid', 'true');
    expect(within(broken).getAllByText(/Required Data is Empty/).length).toBeGreaterThan(0);
    expect(within(broken).getByText('Must be a number.')).toBeInTheDocument();
    expect(await submitButton()).toBeDisabled();
    expect(posted).toHaveLength(0);

    choose(sheetFile([['P-1', 'Rice', 5, ''], ['P-2', 'Salt', 1, 1], ['P-3', 'Sugar', '2,5', '']]));
    expect(await screen.findByText('Rows: 3, with errors: 0')).toBeInTheDocument();
    fireEvent.click(await submitButton());

    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(screen.getByTestId('import-created')).toHaveTextContent('Created: 2');
    expect(screen.getByTestId('import-updated')).toHaveTextContent('Updated: 1');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/product');
    expect(posted).toEqual([
      {
        products: [
          { identity: 'P-1', name: 'Rice', weight: 5 },
          { identity: 'P-2', name: 'Salt', weight: 1, volume: 1 },
          { identity: 'P-3', name: 'Sugar', weight: 2.5 },
        ],
      },
    ]);
  });

  it('puts a 422 answer on the matching preview row', async () => {
    renderPage();
    choose(sheetFile([['P-1', 'Rice', 5, ''], ['TAKEN', 'Salt', 1, 1]]));
    fireEvent.click(await submitButton());
    expect(await screen.findByText(/The server refused the import/)).toBeInTheDocument();
    const refused = document.querySelector('tr[data-line="3"]') as HTMLElement;
    expect(within(refused).getAllByText(/Identity already used/).length).toBeGreaterThan(0);
    expect(await submitButton()).toBeDisabled();
  });

  it('refuses other file types, in Indonesian under /id', async () => {
    renderPage('/id/shipping-company/product/import-data');
    choose(new File(['identity,name'], 'products.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Tipe file tidak diizinkan')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('names the preview columns in the reader\'s language, the template header under each', async () => {
    renderPage('/id/shipping-company/product/import-data');
    choose(sheetFile([['P-1', '', 5, '']]));
    expect(await screen.findByText('Baris: 1, dengan kesalahan: 1')).toBeInTheDocument();
    const heads = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(heads).toEqual(expect.arrayContaining(['Identitasidentity', 'Namaname', 'Beratweight', 'Jenis produkproduct_type']));
    // The row's status names the column in Indonesian too.
    const broken = document.querySelector('tr[data-line="2"]') as HTMLElement;
    expect(within(broken).getByText(/^Nama: /)).toBeInTheDocument();
  });

  it('reads a CSV and keeps formulas as text', async () => {
    renderPage();
    choose(new File(['identity,name\nP-9,=1+2\n'], 'products.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Rows: 1, with errors: 0')).toBeInTheDocument();
    expect(screen.getByText('=1+2')).toBeInTheDocument();
  });
});
