// The shipping company's products, declared for the generic CRUD views. Product type, unit and
// unit type are chosen from the contract's lists; a value saved before the lists existed still
// shows and is kept while unchanged (docs/decisions.md, "Product type and unit lists").
import { contract } from '../../../contract/index.ts';
import { PRODUCT_TYPES, PRODUCT_UNIT_TYPES, PRODUCT_UNITS, productFields, productList } from '../../../contract/product.ts';
import { defineResource, ImportButton } from '../../components/crud/index.ts';
import { SLUG } from './paths.ts';

export { SLUG };

/** The labels of the listed values, by field (src/i18n/en/entry.ts). */
const CHOICES = { product_type: 'entry.choices.product_type', unit: 'entry.choices.unit', unit_type: 'entry.choices.unit_type' } as const;

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
    { source: 'product_type', choicePrefix: CHOICES.product_type },
    { source: 'weight', kind: 'number', unitSource: 'unit' },
  ],
  filters: [{ source: 'product_type', kind: 'select', choices: PRODUCT_TYPES.values, choicePrefix: CHOICES.product_type }],
  inputs: [
    { source: 'identity', required: true },
    { source: 'name', required: true },
    { source: 'alias' },
    { source: 'product_type', kind: 'select', choices: PRODUCT_TYPES.values, choicePrefix: CHOICES.product_type, keepsSaved: true },
    { source: 'weight', kind: 'number' },
    { source: 'unit', kind: 'select', choices: PRODUCT_UNITS.values, choicePrefix: CHOICES.unit, keepsSaved: true },
    { source: 'unit_type', kind: 'select', choices: PRODUCT_UNIT_TYPES.values, choicePrefix: CHOICES.unit_type, keepsSaved: true },
    { source: 'volume', kind: 'number' },
    { source: 'dimension_length', kind: 'number' },
    { source: 'dimension_width', kind: 'number' },
    { source: 'dimension_height', kind: 'number' },
    { source: 'photo', kind: 'image', urlSource: 'photo_url', accept: PHOTO_TYPES },
  ],
  searchPlaceholderKey: 'resources.product.search',
  listActions: ImportButton,
});
