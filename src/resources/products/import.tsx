// The shipping company's product import (/shipping-company/product/import-data): the generic
// import page with the product columns of the contract.
import { productImports } from '../../../contract/product.ts';
import { importDefinition } from '../../imports/family.ts';
import { ImportPage } from '../../imports/ImportPage.tsx';
import { SLUG } from './definition.ts';

export const productImportDefinition = importDefinition(productImports, { titleKey: 'imports.titles.product', backTo: SLUG });

export default function ProductImport() {
  return <ImportPage definition={productImportDefinition} />;
}
