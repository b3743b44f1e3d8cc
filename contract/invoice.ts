// Invoices (spec 2 §3, §4, §7 "Invoices"; docs/invoices.md): the LSP bills the shipping company for
// a delivered shipment, one line per order and plate, with fees on the invoice or on one line.
// Money travels as decimal text ("1234567.50"), never a binary float: the database sums it as
// numeric(16,2) and screens format the text as it is (formatMoney).
import { z } from 'zod';
import { roles } from './access.ts';
import { DISTANCE, MONEY, decimalNumber, optionalId, readDecimal, requiredId, requiredText } from './fields.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { messageRef } from './message-ref.ts';
import { INVOICE_STATES } from './states.ts';
import { nettoFigures } from './weighbridge.ts';

// ---- money ---------------------------------------------------------------------------------------

const MONEY_INTEGER_DIGITS = MONEY.precision - MONEY.scale;
const MONEY_TEXT = new RegExp(`^\\d{1,${MONEY_INTEGER_DIGITS}}(\\.\\d{1,${MONEY.scale}})?$`);

/**
 * Rupiah as decimal text: a JSON number or text of digits with at most 2 decimals ("1250000.5",
 * "1250000,5"), zero or more, at most 99999999999999.99. Anything else (negative, exponent,
 * thousands separators, 0.1 + 0.2's 0.30000000000000004, NaN, text) is refused with one message.
 * Answers the canonical text ("1250000.5"), which the database reads exactly.
 */
export const money = () =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v;
      if (typeof v !== 'string') return v;
      const s = v.trim();
      return /^\d+,\d+$/.test(s) ? s.replace(',', '.') : s;
    },
    z
      .string({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.money') })
      .regex(MONEY_TEXT, messageRef('validation.money', { max: MONEY.scale }))
      .transform((s) => s.replace(/^0+(?=\d)/, '')),
  );

/** Money as the server answers it: decimal text with 2 decimals ("1234567.50"). */
export const moneyText = z.string();

/** Kilometres driven by one truck for one line, exact to 0.01 (numeric(12,2)). */
const odometer = () => z.preprocess((v) => (v === null || v === '' ? null : readDecimal(v)), decimalNumber(DISTANCE).nullable());

/** invoice-INV-2026-000001.pdf (spec 2 §9); a draft, which has no number yet, invoice-draft-{id}.pdf; a line adds -{n}. */
export const invoiceFileName = (number: string | null, id: number, line?: number) =>
  `invoice-${(number ?? `draft-${id}`).replace(/[^\w.-]+/g, '_')}${line ? `-${line}` : ''}.pdf`;

// ---- answers ---------------------------------------------------------------------------------------

const named = z.object({ id: z.number().int(), name: z.string() });

export const invoiceRow = z.object({
  id: z.number().int(),
  /** "INV/2026/000001", null while DRAFT. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATES),
  shipment: z.object({ id: z.number().int(), identity: z.string() }),
  logistics_service_provider: named,
  shipment_company: named.nullable(),
  /** Lines the caller sees (a vendor: its own trucks'). */
  lines: z.number().int(),
  /** What the shipping company pays (lines and fees less the loss claims); null for a vendor, who never sees the LSP's prices. */
  total: moneyText.nullable(),
  /** A published invoice the caller's organisation (shipping company or vendor) has not opened. */
  unread: z.boolean(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceFee = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  /** The line it is charged on; null: on the invoice as a whole. */
  invoice_detail_id: z.number().int().nullable(),
  description: z.string(),
  cost: moneyText,
  created_at: isoDate,
});
export type InvoiceFee = z.infer<typeof invoiceFee>;

export const invoiceDetailRow = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  invoice_status: z.enum(INVOICE_STATES),
  shipment: z.object({ id: z.number().int(), identity: z.string() }),
  order: z.object({ id: z.number().int(), identity: z.string() }),
  vehicle_detail: z.object({ id: z.number().int(), plate_number: z.string() }).nullable(),
  vehicle: z.string().nullable(),
  vendor: named.nullable(),
  /** The line's price to the shipping company; null for a vendor. */
  cost: moneyText.nullable(),
  total_odometer: z.string().nullable(),
  /** The fees charged on this line (null for a vendor). */
  fees_total: moneyText.nullable(),
  /** The netto of the line's trucks when the invoice was drafted (weighbridge), the loss and whether it is beyond the customer's tolerance. */
  netto: nettoFigures,
  /** kg of the loss beyond the tolerance (all of it when no tolerance is set); "0.000" within it. */
  claim_kg: z.string(),
  /** claim_kg x the invoice's claim price, deducted from the line (docs/invoices.md "Losses and claims"); null for a vendor. */
  claim: moneyText.nullable(),
  /** cost + fees_total - claim (null for a vendor). */
  total: moneyText.nullable(),
});
export type InvoiceDetailRow = z.infer<typeof invoiceDetailRow>;

export const invoiceRecord = invoiceRow.extend({
  details: z.array(invoiceDetailRow),
  /** Fees the caller sees (none for a vendor). */
  fees: z.array(invoiceFee),
  /** Sum of the lines' costs, of every fee, and both (null for a vendor). */
  lines_total: moneyText.nullable(),
  fees_total: moneyText.nullable(),
  /** Sum of the lines' loss claims, deducted from the total (null for a vendor). */
  claims_total: moneyText.nullable(),
  /** Rupiah per kg of loss beyond tolerance, the customer's when drafted; null: no claim (and null for a vendor). */
  claim_price: moneyText.nullable(),
  /** The actions the caller may take now (contract/states.ts). */
  actions: z.array(z.enum(['edit', 'publish'])),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

// ---- lists -----------------------------------------------------------------------------------------

export const invoiceList = listDecl({
  search: ['shipment.identity', 'number', 'shipment_company.name'],
  defaultSearch: ['shipment.identity'],
  sort: ['created_at', 'published_at', 'number'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['status', 'shipment_id'],
  dates: ['created_at', 'published_at'],
  defaultEntries: 9,
});

export const invoiceDetailList = listDecl({
  search: ['order.identity', 'vehicle_detail.plate_number'],
  defaultSearch: ['order.identity'],
  sort: ['id', 'order.identity'],
  defaultSort: { column: 'id', type: 'asc' },
  filter: ['invoice_id'],
  defaultEntries: 15,
});

/** The LSP's delivered shipments that have no invoice yet (its invoice-order, and its menu dot). */
export const toInvoiceList = listDecl({
  search: ['identity'],
  defaultSearch: ['identity'],
  sort: ['updated_at', 'created_at'],
  defaultSort: { column: 'updated_at', type: 'desc' },
  filter: [],
  defaultEntries: 9,
});

export const toInvoiceRow = z.object({
  id: z.number().int(),
  identity: z.string(),
  orders: z.array(z.object({ id: z.number().int(), identity: z.string() })),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ToInvoiceRow = z.infer<typeof toInvoiceRow>;

export const invoiceFeeList = listDecl({
  search: ['description'],
  defaultSearch: ['description'],
  sort: ['id'],
  defaultSort: { column: 'id', type: 'asc' },
  filter: ['invoice_id', 'invoice_detail_id'],
  defaultEntries: 15,
});

const flag = z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' || v === undefined || v === '' ? false : v), z.boolean({ error: 'validation.invalid' }));

const feeBody = z.object({ description: requiredText(255), cost: money() });

export const invoiceCalls = {
  list: call({
    method: 'GET',
    path: '/v1/invoices',
    summary: 'Invoices: the LSP its own; a shipping company its published ones; a vendor the published ones with lines of its trucks (unread=1: not opened yet)',
    access: roles.freightParties,
    query: listQuery.extend({ unread: flag.optional() }),
    response: pagedAnswer(invoiceRow),
  }),
  toInvoice: call({
    method: 'GET',
    path: '/v1/invoices/shipments-to-invoice',
    summary: 'The LSP’s DELIVERED shipments without an invoice yet, latest delivered first',
    access: roles.lsp,
    query: listQuery,
    response: pagedAnswer(toInvoiceRow),
  }),
  create: call({
    method: 'POST',
    path: '/v1/invoices',
    summary: 'Draft the invoices of a DELIVERED shipment: one per shipping company of its orders, one line per order and plate',
    access: roles.lsp,
    body: z.object({ shipment_id: requiredId() }),
    response: dataAnswer(z.array(invoiceRow)).extend({ message: z.string() }),
  }),
  get: call({
    method: 'GET',
    path: '/v1/invoices/:id',
    summary: 'One invoice with its lines, fees and totals as the caller sees it (opening a published one marks it read)',
    access: roles.freightParties,
    params: idParams,
    response: dataAnswer(invoiceRecord),
  }),
  publish: call({
    method: 'PUT',
    path: '/v1/invoices/:id/publish',
    summary: "Publish a DRAFT invoice: it takes the next number of the LSP's year and never changes again",
    access: roles.lsp,
    params: idParams,
    response: dataAnswer(invoiceRecord).extend({ message: z.string() }),
  }),
  print: call({
    method: 'GET',
    path: '/v1/invoices/:id/print',
    summary: "The invoice as a PDF (invoice-{number}.pdf) in the caller's language, amounts in rupiah",
    access: roles.freightParties,
    params: idParams,
    response: z.any(),
    file: true,
  }),
  details: call({
    method: 'GET',
    path: '/v1/invoice-details',
    summary: 'Invoice lines (filter invoice_id); a vendor its own trucks’ lines, without prices',
    access: roles.freightParties,
    query: listQuery,
    response: pagedAnswer(invoiceDetailRow),
  }),
  detail: call({
    method: 'GET',
    path: '/v1/invoice-details/:id',
    summary: 'One invoice line',
    access: roles.freightParties,
    params: idParams,
    response: dataAnswer(invoiceDetailRow),
  }),
  updateDetail: call({
    method: 'PUT',
    path: '/v1/invoice-details/:id',
    summary: 'Change a line of a DRAFT invoice: cost, total odometer, and the plate (vehicle_detail_id, sent only if set)',
    access: roles.lsp,
    params: idParams,
    body: z.object({
      cost: money().optional(),
      total_odometer: odometer().optional(),
      vehicle_detail_id: optionalId(),
      /** Sent back as they are; a line never moves to another invoice or order. */
      invoice_id: optionalId(),
      order_id: optionalId(),
    }),
    response: dataAnswer(invoiceDetailRow).extend({ message: z.string() }),
  }),
  printDetail: call({
    method: 'GET',
    path: '/v1/invoice-details/:id/print',
    summary: 'One invoice line as a PDF (invoice-{number}-{line}.pdf)',
    access: roles.freightParties,
    params: idParams,
    response: z.any(),
    file: true,
  }),
  fees: call({
    method: 'GET',
    path: '/v1/invoice-fees',
    summary: 'Fees of invoices (filter invoice_id, invoice_detail_id); not for vendors',
    access: roles.shipperDataReaders,
    query: listQuery,
    response: pagedAnswer(invoiceFee),
  }),
  addFee: call({
    method: 'POST',
    path: '/v1/invoice-fees',
    summary: 'Add a fee (description, cost) to a DRAFT invoice, or to one of its lines',
    access: roles.lsp,
    body: feeBody.extend({ invoice_id: requiredId(), invoice_detail_id: optionalId() }),
    response: dataAnswer(invoiceFee).extend({ message: z.string() }),
  }),
  updateFee: call({
    method: 'PUT',
    path: '/v1/invoice-fees/:id',
    summary: 'Change a fee of a DRAFT invoice',
    access: roles.lsp,
    params: idParams,
    body: feeBody,
    response: dataAnswer(invoiceFee).extend({ message: z.string() }),
  }),
  removeFee: call({
    method: 'DELETE',
    path: '/v1/invoice-fees/:id',
    summary: 'Remove a fee of a DRAFT invoice',
    access: roles.lsp,
    params: idParams,
    response: messageSchema,
  }),
};
