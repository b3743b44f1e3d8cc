// Benchmark page: the real product ImportPage (worker, parse, checks, windowed preview) with the
// answers stubbed, plus a bare SheetJS parse of the same bytes for comparison. Built and driven
// by bench/import/run.mjs.
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ImportPage } from '../../src/imports/ImportPage.tsx';
import { productImportDefinition } from '../../src/resources/products/import.tsx';

const definition = {
  ...productImportDefinition,
  templateCall: async () => ({ data: { keys: [...productImportDefinition.kind.columns.keys] } }),
  commit: async (rows: Record<string, unknown>[]) => ({ data: { created: rows.length, updated: 0 } }),
};

/** SheetJS alone on the main thread: read (dense) + rows, the least any import must do. */
async function bareSheetJs(bytes: ArrayBuffer): Promise<{ ms: number; rows: number }> {
  const { read, utils } = await import('@e965/xlsx');
  const started = performance.now();
  const book = read(new Uint8Array(bytes), { type: 'array', dense: true });
  const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: '' });
  return { ms: performance.now() - started, rows: rows.length - 1 };
}

Object.assign(window, { bareSheetJs });

createRoot(document.getElementById('root')!).render(
  <MemoryRouter initialEntries={['/shipping-company/product/import-data']}>
    <ImportPage definition={definition} />
  </MemoryRouter>,
);
