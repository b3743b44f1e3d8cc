// The shipping company's product import (/shipping-company/product/import-data): the generic
// import page with the product columns of the contract.
import { contract, type ProductFields } from '../../../contract/index.ts';
import { request } from '../../api/http.ts';
import { ImportPage, type ImportDefinition } from '../../imports/ImportPage.tsx';
import { productImport } from '../../imports/kinds.ts';
import { SLUG } from './definition.ts';

export const productImportDefinition: ImportDefinition = {
  kind: productImport,
  titleKey: 'imports.titles.product',
  templateCall: () => request(contract.product.importKeys),
  templateFileName: 'product-import-template.xlsx',
  // The rows are productFields' output (checked in the worker): the shape the body expects.
  commit: (rows) => request(contract.product.import, { body: { products: rows as ProductFields[] } }),
  listKey: 'products',
  backTo: SLUG,
};

export default function ProductImport() {
  return <ImportPage definition={productImportDefinition} />;
}
