// The registry of import kinds. The worker looks a kind up by name, because a zod schema cannot be
// posted to it. A new import (locations, vehicles, plates, customers' locations) adds one entry.
import { MAX_IMPORT_ROWS, productFields, productImportColumns } from '../../contract/product.ts';
import type { ImportKind } from './types.ts';

export const productImport: ImportKind = {
  name: 'product',
  columns: productImportColumns,
  rowSchema: productFields,
  maxRows: MAX_IMPORT_ROWS,
  unique: ['identity'],
};

export const importKinds: Record<string, ImportKind> = { [productImport.name]: productImport };
