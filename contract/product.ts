// Products of a shipping company (spec 2 §3 "Product", §7 "Products").
import { z } from 'zod';
import { roles } from './access.ts';
import { importCalls } from './import-calls.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { DIMENSION, fileField, methodPut, optionalId, optionalNumber, optionalText } from './fields.ts';
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

/** The fields a product is made of: the form, the multipart body and the import row share them. */
export const productFields = z.object({
  identity: requiredText(64),
  name: requiredText(191),
  alias: optionalText(),
  product_type: optionalText(64),
  weight: optionalNumber(),
  volume: optionalNumber(),
  dimension_length: optionalNumber(DIMENSION),
  dimension_width: optionalNumber(DIMENSION),
  dimension_height: optionalNumber(DIMENSION),
  unit: optionalText(32),
  unit_type: optionalText(32),
});
export type ProductFields = z.input<typeof productFields>;

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
    summary: 'Create a product (multipart; photo optional)',
    access: owner,
    multipart: true,
    body: productFields.extend({ photo: fileField() }),
    response: dataAnswer(productRecord),
  }),
  update: call({
    method: 'POST',
    path: '/v1/product/:id',
    summary: 'Update a product (multipart, _method=PUT; photo only when a new file; empty numbers leave the value as it is)',
    access: owner,
    multipart: true,
    params: idParams,
    body: productFields.extend({ _method: methodPut, photo: fileField() }),
    response: dataAnswer(productRecord),
  }),
  remove: call({ method: 'DELETE', path: '/v1/product/:id', summary: 'Delete a product not used by any order', access: owner, params: idParams, response: messageSchema }),
  ...productImports.calls,
};
