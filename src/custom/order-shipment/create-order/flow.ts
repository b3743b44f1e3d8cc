// Where the order screens live in each area and where a sent order goes (spec 2 §2): the shipping
// company edits its own orders; an LSP edits its customers' under create-shipment.
import type { Role } from '../../../../contract/lib.ts';
// The LSP's order screens sit under create-shipment, whose flow owns those paths.
import { CREATE_ORDER_PATH, CREATE_SHIPMENT_SLUG, IMPORT_ORDERS_PATH } from '../create-shipment/paths.ts';

export interface OrderFlow {
  role: Extract<Role, 'SHIPMENT_COMPANY' | 'LOGISTIC_SERVICE_PROVIDER'>;
  /** The draft list, inside the area; an order's editor is `${createPath}/{id}`. */
  createPath: string;
  /** Where a sent order leads, inside the area (the order id is passed as ?order=). */
  afterSend: string;
  /** The LSP names the customer first; the shipping company orders for itself. */
  choosesCustomer: boolean;
  /** The sheet import, inside the area (LSP only). */
  importPath?: string;
}

export const SC_CREATE_ORDER = 'order-shipment/create-order';
export const SC_INVOICE_ORDER = 'order-shipment/invoice-order';

export const shippingCompanyFlow: OrderFlow = {
  role: 'SHIPMENT_COMPANY',
  createPath: SC_CREATE_ORDER,
  afterSend: SC_INVOICE_ORDER,
  choosesCustomer: false,
};

export const lspFlow: OrderFlow = {
  role: 'LOGISTIC_SERVICE_PROVIDER',
  createPath: `${CREATE_SHIPMENT_SLUG}/${CREATE_ORDER_PATH}`,
  afterSend: CREATE_SHIPMENT_SLUG,
  choosesCustomer: true,
  importPath: `${CREATE_SHIPMENT_SLUG}/${IMPORT_ORDERS_PATH}`,
};

/** "?customer=3" keeps the LSP's chosen customer across its screens. */
export const customerQuery = (id: number | undefined) => (id ? `?customer=${id}` : '');
