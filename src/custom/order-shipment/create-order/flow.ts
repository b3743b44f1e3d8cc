// Where the order screens live in each area and where a sent order goes (spec 2 §2): the shipping
// company edits its own orders; an LSP edits its customers' under create-shipment.
import type { Role } from '../../../../contract/lib.ts';

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
/** The LSP's create-shipment list (another screen) and the order screens under it. */
export const LSP_CREATE_SHIPMENT = 'order-shipment/create-shipment';
export const LSP_CREATE_ORDER = 'create-order';
export const LSP_IMPORT_ORDERS = 'create-order/import-data';

export const shippingCompanyFlow: OrderFlow = {
  role: 'SHIPMENT_COMPANY',
  createPath: SC_CREATE_ORDER,
  afterSend: SC_INVOICE_ORDER,
  choosesCustomer: false,
};

export const lspFlow: OrderFlow = {
  role: 'LOGISTIC_SERVICE_PROVIDER',
  createPath: `${LSP_CREATE_SHIPMENT}/${LSP_CREATE_ORDER}`,
  afterSend: LSP_CREATE_SHIPMENT,
  choosesCustomer: true,
  importPath: `${LSP_CREATE_SHIPMENT}/${LSP_IMPORT_ORDERS}`,
};

/** "?customer=3" keeps the LSP's chosen customer across its screens. */
export const customerQuery = (id: number | undefined) => (id ? `?customer=${id}` : '');
