// The shipping company's products, declared for the generic CRUD views.
import { contract } from '../../../contract/index.ts';
import { productFields, productList } from '../../../contract/product.ts';
import { defineResource, ImportButton } from '../../components/crud/index.ts';
import { SLUG } from './paths.ts';

export { SLUG };

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'] as const;

export const productResource = defineResource({
  slug: SLUG,
  calls: contract.product,
  listDecl: productList,
  fields: productFields,
  titleSource: 'name',
  columns: [
    { source: 'photo', kind: 'image', urlSource: 'photo_url' },
    { source: 'identity' },
    { source: 'name' },
    { source: 'alias' },
    { source: 'product_type' },
    { source: 'weight', kind: 'number', unitSource: 'unit' },
  ],
  filters: [{ source: 'product_type' }],
  inputs: [
    { source: 'identity', required: true },
    { source: 'name', required: true },
    { source: 'alias' },
    { source: 'product_type' },
    { source: 'weight', kind: 'number' },
    { source: 'unit' },
    { source: 'unit_type' },
    { source: 'volume', kind: 'number' },
    { source: 'dimension_length', kind: 'number' },
    { source: 'dimension_width', kind: 'number' },
    { source: 'dimension_height', kind: 'number' },
    { source: 'photo', kind: 'image', urlSource: 'photo_url', accept: PHOTO_TYPES },
  ],
  searchPlaceholderKey: 'resources.product.search',
  listActions: ImportButton,
});
