// Where the invoice screens live in each area (spec 1 §2): the LSP's history invoice screens under
// history-order/, the vendor's directly under order-shipment/ (its old history-order/ paths redirect).
import type { Role } from '../../../contract/lib.ts';

export const INVOICE_SLUG = 'order-shipment/invoice-order';
/** The LSP: create-invoice/{shipment id}, detail/{invoice id}. */
export const CREATE_ROUTE = 'create-invoice/:id';
export const LSP_DETAIL_ROUTE = 'detail/:id';
/** The shipping company and the vendor: invoice-order/{invoice id}. */
export const READER_DETAIL_ROUTE = ':id';
/** The invoice and one of its lines, opened from the history (LSP and vendor). */
export const HISTORY_INVOICE_SLUG = 'order-shipment/history-order/detail-history-invoice';
export const HISTORY_LINE_SLUG = 'order-shipment/history-order/detail-invoice-order';
/** The vendor's two (spec 1 §2 "Vendor"). */
export const VENDOR_HISTORY_INVOICE_SLUG = 'order-shipment/detail-history-invoice';
export const VENDOR_LINE_SLUG = 'order-shipment/detail-invoice-order';

/** The invoice's page inside the caller's area. */
export const invoicePath = (basename: string, role: Role, id: number) =>
  `${basename}/${INVOICE_SLUG}/${role === 'LOGISTIC_SERVICE_PROVIDER' ? `detail/${id}` : id}`;
export const createPath = (basename: string, shipmentId: number) => `${basename}/${INVOICE_SLUG}/create-invoice/${shipmentId}`;
export const listPath = (basename: string) => `${basename}/${INVOICE_SLUG}`;
/** A line's page: the LSP and the vendor have one (the shipping company reads lines on the invoice). */
export const linePath = (basename: string, role: Role, id: number) =>
  role === 'SHIPMENT_COMPANY' ? null : `${basename}/${role === 'VENDOR' ? VENDOR_LINE_SLUG : HISTORY_LINE_SLUG}/${id}`;
/** The invoice opened from a shipment's history page, in the caller's area (null: none for this role). */
export const historyInvoicePath = (basename: string, role: Role, id: number) =>
  role === 'SHIPMENT_COMPANY' ? invoicePath(basename, role, id) : `${basename}/${role === 'VENDOR' ? VENDOR_HISTORY_INVOICE_SLUG : HISTORY_INVOICE_SLUG}/${id}`;
