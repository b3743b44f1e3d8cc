// Products of a shipping company (spec 2 §3 "Product", §7 "Products").
import { z } from 'zod';
import { roles } from './access.ts';
import { importCalls } from './import-calls.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { DIMENSION, fileField, keptChoice, keptOrChosen, methodPut, optionalChoice, optionalId, optionalNumber, optionalText, type ChoiceList } from './fields.ts';
import { requiredText } from './rules.ts';

export const productRecord = z.object({
  id: z.number().int(),
  identity: z.string(),
  name: z.string(),
  alias: z.string().nullable(),
  product_type: z.string().nullable(),
  weight: z.number().nullable(),
  volume: z.number().nullable(),
  dimension_length: z.number().nullable(),
  dimension_width: z.number().nullable(),
  dimension_height: z.number().nullable(),
  unit: z.string().nullable(),
  unit_type: z.string().nullable(),
  photo: z.string().nullable(),
  photo_url: z.string().nullable(),
  shipment_company_id: z.number().int(),
  created_at: isoDate,
});
export type ProductRecord = z.infer<typeof productRecord>;

// The spec lists the fields but no values; these are palm-oil freight's (docs/decisions.md,
// "Product type and unit lists"). Values are stored as written here and labelled per language.
/** How the goods travel: bulk liquid (CPO, PKO, olein: tank trucks), bulk solid (PK, FFB, shells: dump trucks), packaged (bags, drums). */
export const PRODUCT_TYPES: ChoiceList<'LIQUID' | 'SOLID' | 'PACKAGED'> = {
  values: ['LIQUID', 'SOLID', 'PACKAGED'],
  aliases: { cair: 'LIQUID', padat: 'SOLID', kemasan: 'PACKAGED', packed: 'PACKAGED' },
};
/** The unit quantities and weights of the product are counted in. */
export const PRODUCT_UNITS: ChoiceList<'kg' | 'ton' | 'liter' | 'kl' | 'pcs'> = {
  values: ['kg', 'ton', 'liter', 'kl', 'pcs'],
  aliases: { kilogram: 'kg', kgs: 'kg', t: 'ton', tonne: 'ton', tons: 'ton', l: 'liter', litre: 'liter', lt: 'liter', ltr: 'liter', kiloliter: 'kl', kilolitre: 'kl', pc: 'pcs', piece: 'pcs', pieces: 'pcs', buah: 'pcs' },
};
/** What the unit measures. */
export const PRODUCT_UNIT_TYPES: ChoiceList<'WEIGHT' | 'VOLUME' | 'COUNT'> = {
  values: ['WEIGHT', 'VOLUME', 'COUNT'],
  aliases: { mass: 'WEIGHT', berat: 'WEIGHT', jumlah: 'COUNT', quantity: 'COUNT' },
};
/** The fields chosen from a list, by name. */
export const PRODUCT_CHOICES = { product_type: PRODUCT_TYPES, unit: PRODUCT_UNITS, unit_type: PRODUCT_UNIT_TYPES } as const;

/** The fields a product is made of: the form, the multipart body and the import row share them. */
export const productFields = z.object({
  identity: requiredText(64),
  name: requiredText(191),
  alias: optionalText(),
  product_type: optionalChoice(PRODUCT_TYPES),
  weight: optionalNumber(),
  volume: optionalNumber(),
  dimension_length: optionalNumber(DIMENSION),
  dimension_width: optionalNumber(DIMENSION),
  dimension_height: optionalNumber(DIMENSION),
  unit: optionalChoice(PRODUCT_UNITS),
  unit_type: optionalChoice(PRODUCT_UNIT_TYPES),
});
export type ProductFields = z.input<typeof productFields>;

/**
 * An update may send back a value saved before the lists existed, unchanged: such products still
 * show and stay editable; a change must be a listed value (checked by keptOrChosen against the saved one).
 */
export const productUpdateFields = productFields.extend({
  product_type: keptChoice(PRODUCT_TYPES, 64),
  unit: keptChoice(PRODUCT_UNITS, 32),
  unit_type: keptChoice(PRODUCT_UNIT_TYPES, 32),
});

/** The list fields of an update that are neither listed nor the saved value: field -> the list's message. */
export function changedOffList(body: Partial<Record<keyof typeof PRODUCT_CHOICES, unknown>>, saved: Partial<Record<keyof typeof PRODUCT_CHOICES, unknown>>) {
  const fields = Object.keys(PRODUCT_CHOICES) as (keyof typeof PRODUCT_CHOICES)[];
  return fields.filter((f) => !keptOrChosen(PRODUCT_CHOICES[f], body[f], saved[f]));
}

export const MAX_IMPORT_ROWS = 10_000;

export const productList = listDecl({
  search: ['name', 'identity', 'alias'],
  defaultSearch: ['name'],
  sort: ['name', 'identity', 'created_at', 'weight', 'product_type'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['shipment_company_id', 'product_type', 'unit'],
  dates: ['created_at'],
  defaultEntries: 9,
});

const readers = roles.shipperDataReaders;
const owner = roles.shipper;

/** The product sheet: an existing identity is updated; the shipping company imports for itself. */
export const productImports = importCalls({
  name: 'product', path: '/v1/product/import', access: owner, list: 'products', fields: productFields,
  maxRows: MAX_IMPORT_ROWS, unique: ['identity'], extra: { shipment_company_id: optionalId() },
  summary: 'Import products in one transaction (all rows or none); an existing identity is updated',
});

export const product = {
  list: call({ method: 'GET', path: '/v1/product', summary: 'Products (shipping company: its own; LSP: its customers\')', access: readers, query: listQuery, response: pagedAnswer(productRecord) }),
  get: call({ method: 'GET', path: '/v1/product/:id', summary: 'One product', access: readers, params: idParams, response: dataAnswer(productRecord) }),
  create: call({
    method: 'POST',
    path: '/v1/product',
    summary: 'Create a product (multipart; photo optional; product_type, unit and unit_type from their lists)',
    access: owner,
    multipart: true,
    body: productFields.extend({ photo: fileField() }),
    response: dataAnswer(productRecord),
  }),
  update: call({
    method: 'POST',
    path: '/v1/product/:id',
    summary: 'Update a product (multipart, _method=PUT; photo only when a new file; empty fields leave the value as it is; product_type, unit and unit_type: a listed value, or the saved one unchanged)',
    access: owner,
    multipart: true,
    params: idParams,
    body: productUpdateFields.extend({ _method: methodPut, photo: fileField() }),
    response: dataAnswer(productRecord),
  }),
  remove: call({ method: 'DELETE', path: '/v1/product/:id', summary: 'Delete a product not used by any order', access: owner, params: idParams, response: messageSchema }),
  ...productImports.calls,
};
