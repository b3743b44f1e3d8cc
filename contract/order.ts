// Orders (spec 2 §3, §4, §7 "Orders"): a shipping company's request to move its products, made as a
// DRAFT, given stops (suborders, contract/suborder.ts) and sent (published) to its LSP. An LSP makes
// orders for its customers the same way, or imports them (bulk-import). Life cycle: states.ts.
import { z } from 'zod';
import { roles } from './access.ts';
import { ALL_ROWS_MAX, IMPORT_BODY_BYTES, call, dataAnswer, idParams, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { importColumns, importRows, optionalId, optionalText, requiredId, requiredText } from './fields.ts';
import { IDENTITY_MAX, NOTE_MAX, dayOrInstant, positiveQuantity } from './freight-fields.ts';
import { locationType } from './pickup-dropoff.ts';
import { ORDER_STATES } from './states.ts';
import { suborderRecord } from './suborder.ts';

export const orderStatusSchema = z.enum(ORDER_STATES);

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const orderRow = z.object({
  id: z.number().int(),
  identity: z.string(),
  status: orderStatusSchema,
  note: z.string().nullable(),
  shipment_company_id: z.number().int().nullable(),
  shipment_company: named,
  pickup: named,
  dropoff: named,
  estimation_date: isoDate.nullable(),
  total_weight: z.number().nullable(),
  total_volume: z.number().nullable(),
  /** The products it picks up, each once, with their kind (product_type; null: not said). */
  products: z.array(z.object({ name: z.string(), product_type: z.string().nullable() })),
  is_selected: z.boolean(),
  created_at: isoDate,
  published_at: isoDate.nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** The shipment carrying an order: the latest one not cancelled. */
export const orderShipment = z.object({ id: z.number().int(), identity: z.string(), status: z.string() });

/** One order with its stops and the totals computed from their products (PICKUP stops). */
export const orderDetail = orderRow.extend({
  total_dimension_length: z.number().nullable(),
  total_dimension_width: z.number().nullable(),
  total_dimension_height: z.number().nullable(),
  suborders: z.array(suborderRecord),
  /** The live shipment carrying the order, if any. */
  shipment: orderShipment.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** A sent order in the shipping company's history-order, with its shipment when it has one. */
export const orderHistoryRow = orderRow.extend({
  shipment: orderShipment.nullable(),
  /** A truck carrying the order lost more than the company's tolerance (docs/weighbridge.md). */
  beyond_tolerance: z.boolean(),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRow>;

/** The shipping company's history-order: the orders it sent (published, whatever their state now). */
export const orderHistoryList = listDecl({
  search: ['identity', 'note', 'shipment.identity'],
  defaultSearch: ['identity', 'shipment.identity'],
  sort: ['published_at', 'created_at', 'identity', 'status'],
  defaultSort: { column: 'published_at', type: 'desc' },
  filter: ['status'],
  dates: ['published_at', 'created_at'],
  defaultEntries: 9,
  cursor: true,
});

export const orderList = listDecl({
  search: ['identity', 'note', 'shipment_company.name'],
  defaultSearch: ['identity'],
  sort: ['identity', 'status', 'created_at', 'published_at', 'total_weight'],
  defaultSort: { column: 'identity', type: 'asc' },
  filter: ['status', 'shipment_company_id'],
  dates: ['created_at', 'published_at'],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
  cursor: true,
});

/** One row of an order sheet: one product on one stop of one order (spec 2 §3 "Bulk order import row"). */
export const orderImportRow = z.object({
  identity_order: requiredText(IDENTITY_MAX),
  type: locationType(),
  identity_location: requiredText(64),
  identity_product: requiredText(64),
  quantity: positiveQuantity(),
  estimation: dayOrInstant(),
});
export type OrderImportRow = z.output<typeof orderImportRow>;
export const orderImportColumns = importColumns(orderImportRow);
export const MAX_ORDER_IMPORT_ROWS = 5_000;

/** What an order import answers: how many orders it made and their ids. */
export const orderImportAnswer = dataAnswer(z.object({ orders: z.number().int(), ids: z.array(z.number().int()) })).extend({ message: z.string() });

const writers = roles.shipperDataWriters;
const readers = roles.shipperDataReaders;
const orderAnswer = dataAnswer(orderDetail).extend({ message: z.string() });

export const order = {
  list: call({
    method: 'GET',
    path: '/v1/order',
    summary: 'Orders of the caller (LSP: its own; shipping company: its own), with the list conventions',
    access: readers,
    query: listQuery,
    response: pagedAnswer(orderRow),
  }),
  history: call({
    method: 'GET',
    path: '/v1/order/history',
    summary: "The shipping company's sent orders (published, whatever their state now), newest first, each with its shipment when it has one (history-order)",
    access: roles.shipper,
    query: listQuery,
    response: pagedAnswer(orderHistoryRow),
  }),
  get: call({ method: 'GET', path: '/v1/order/:id', summary: 'One order with its stops, products and totals', access: readers, params: idParams, response: dataAnswer(orderDetail) }),
  create: call({
    method: 'POST',
    path: '/v1/order',
    summary: 'Make a DRAFT order (identity generated when absent; an LSP names its customer)',
    access: writers,
    body: z.object({
      identity: optionalText(IDENTITY_MAX),
      status: z.enum(['DRAFT'], { error: 'validation.invalid' }).optional(),
      shipment_company_id: optionalId(),
    }),
    response: orderAnswer,
  }),
  identity: call({
    method: 'PUT',
    path: '/v1/order/:id/identity',
    summary: "Change a DRAFT order's identity",
    access: writers,
    params: idParams,
    body: z.object({ id: optionalId(), identity: requiredText(IDENTITY_MAX) }),
    response: orderAnswer,
  }),
  publish: call({
    method: 'PUT',
    path: '/v1/order/:orderId/publish',
    summary: 'Send a DRAFT order to the LSP (PUBLISHED), with an optional note; it needs a pickup and a drop-off with products',
    access: writers,
    params: z.object({ orderId: requiredId() }),
    body: z.object({ note: optionalText(NOTE_MAX) }).nullish(),
    response: orderAnswer,
  }),
  cancel: call({
    method: 'PUT',
    path: '/v1/order/:id/cancel',
    summary: 'Cancel a DRAFT or PUBLISHED order',
    access: writers,
    params: idParams,
    response: orderAnswer,
  }),
  bulkImport: call({
    method: 'POST',
    path: '/v1/order/bulk-import',
    summary: 'Import PUBLISHED orders from sheet rows (one product of one stop per row), all or none',
    access: writers,
    maxBodyBytes: IMPORT_BODY_BYTES,
    body: z.object({ shipment_company_id: optionalId(), data: importRows(orderImportRow, MAX_ORDER_IMPORT_ROWS) }),
    response: orderImportAnswer,
  }),
};
