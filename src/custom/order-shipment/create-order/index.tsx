// The order flow's screens as the areas mount them: the shipping company's create-order (its
// editor at create-order/{id}) and invoice-order; the LSP's create-order and
// import-data under create-shipment. Screens load on demand.
import type { ComponentType } from 'react';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../../components/lazyScreen.tsx';
import { CREATE_ORDER_PATH, IMPORT_ORDERS_PATH } from '../create-shipment/paths.ts';
import { scInvoiceBadge, scInvoiceRoutes } from '../../invoices/index.tsx';
import { SC_CREATE_ORDER, SC_INVOICE_ORDER } from './flow.ts';

type Screens = typeof import('./screens.tsx');
const screen = (name: keyof Screens) => lazyScreen(async () => ({ default: (await import('./screens.tsx'))[name] as ComponentType }));
const ScCreateOrder = screen('ScCreateOrder');
const ScOrderEditor = screen('ScOrderEditor');
const InvoiceOrder = screen('InvoiceOrderPage');
const LspCreateOrder = screen('LspCreateOrder');
const LspOrderEditor = screen('LspOrderEditor');
const ImportOrders = screen('ImportOrdersPage');

/** The shipping company's menu entries, in spec 1 §2's order: create-order, invoice-order (history-order is the history flow's). */
export const shippingCompanyOrderEntries = [
  {
    slug: SC_CREATE_ORDER,
    labelKey: 'orders.menu.createOrder',
    icon: AddShoppingCartIcon,
    list: ScCreateOrder,
    routes: [{ path: ':id', component: ScOrderEditor }],
  },
  // Its invoices and invoice-order/{id} are the invoices flow's (src/custom/invoices/), with the menu dot while one is unread.
  { slug: SC_INVOICE_ORDER, labelKey: 'orders.menu.invoiceOrder', icon: ReceiptLongIcon, list: InvoiceOrder, routes: scInvoiceRoutes, ...scInvoiceBadge },
];

/** The LSP's order screens under create-shipment (routes of that resource). */
export const lspOrderRoutes = [
  { path: CREATE_ORDER_PATH, component: LspCreateOrder, action: 'create' as const },
  { path: IMPORT_ORDERS_PATH, component: ImportOrders, action: 'create' as const },
  { path: `${CREATE_ORDER_PATH}/:id`, component: LspOrderEditor, action: 'create' as const },
];

