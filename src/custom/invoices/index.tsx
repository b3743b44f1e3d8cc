// The invoice screens as the areas mount them (spec 1 §2): the LSP's invoice-order with
// create-invoice/{id} and detail/{id}, and the invoice and its line opened from the history
// (history-order/detail-history-invoice/{id}, detail-invoice-order/{id}); the shipping company's
// and the vendor's invoice-order and invoice-order/{id}, with the menu dot while an invoice is
// unread. Screens load on demand.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Role } from '../../../contract/lib.ts';
import type { ResourceDef, SubRoute } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { useShipmentsToInvoiceBadge, useUnreadInvoicesBadge } from './badge.ts';
import { CREATE_ROUTE, HISTORY_INVOICE_SLUG, HISTORY_LINE_SLUG, INVOICE_SLUG, LSP_DETAIL_ROUTE, READER_DETAIL_ROUTE, VENDOR_HISTORY_INVOICE_SLUG, VENDOR_LINE_SLUG } from './paths.ts';
import { MovedTo } from './MovedTo.tsx';

export { INVOICE_SLUG } from './paths.ts';

const InvoiceList = lazyScreen<{ role: Role }>(async () => ({ default: (await import('./InvoiceList.tsx')).InvoiceList }));
const InvoicePage = lazyScreen<{ role: Role }>(async () => ({ default: (await import('./InvoicePage.tsx')).InvoicePage }));
const LinePage = lazyScreen<{ role: Role }>(async () => ({ default: (await import('./LinePage.tsx')).LinePage }));
const CreateInvoicePage = lazyScreen(async () => ({ default: (await import('./CreateInvoicePage.tsx')).CreateInvoicePage }));

const forRole = (role: Role) => ({
  list: () => <InvoiceList role={role} />,
  invoice: () => <InvoicePage role={role} />,
  line: () => <LinePage role={role} />,
});

/** The invoice and its line opened from the history (no menu entry): the LSP's under history-order/, the vendor's under order-shipment/ (spec 1 §2). */
function historyEntries(role: Role): ResourceDef[] {
  const s = forRole(role);
  const entry = (slug: string, component: () => React.JSX.Element): ResourceDef => ({ slug, labelKey: 'invoices.menu', icon: ReceiptLongIcon, menu: false, routes: [{ path: ':id', component, action: 'show' }] });
  if (role !== 'VENDOR') return [entry(HISTORY_INVOICE_SLUG, s.invoice), entry(HISTORY_LINE_SLUG, s.line)];
  // The vendor's former paths under history-order/ keep working: they redirect.
  return [
    entry(VENDOR_HISTORY_INVOICE_SLUG, s.invoice),
    entry(VENDOR_LINE_SLUG, s.line),
    entry(HISTORY_INVOICE_SLUG, () => <MovedTo slug={VENDOR_HISTORY_INVOICE_SLUG} />),
    entry(HISTORY_LINE_SLUG, () => <MovedTo slug={VENDOR_LINE_SLUG} />),
  ];
}

/** The LSP's invoice-order (after the spec's menu, docs/decisions.md) and the history's invoice screens. */
export function lspInvoiceEntries(): ResourceDef[] {
  const s = forRole('LOGISTIC_SERVICE_PROVIDER');
  return [
    {
      slug: INVOICE_SLUG,
      labelKey: 'invoices.menu',
      icon: ReceiptLongIcon,
      list: s.list,
      badge: true,
      useBadge: useShipmentsToInvoiceBadge,
      routes: [
        { path: CREATE_ROUTE, component: CreateInvoicePage, action: 'create' },
        { path: LSP_DETAIL_ROUTE, component: s.invoice, action: 'show' },
      ],
    },
    ...historyEntries('LOGISTIC_SERVICE_PROVIDER'),
  ];
}

/** The shipping company's invoice-order/{id} (its list is create-order's invoice-order page, which shows the order just sent). */
export const scInvoiceRoutes: readonly SubRoute[] = [{ path: READER_DETAIL_ROUTE, component: forRole('SHIPMENT_COMPANY').invoice, action: 'show' }];
export const scInvoiceBadge = { badge: true, useBadge: useUnreadInvoicesBadge } as const;

/** The vendor's invoice-order with its dot, and the history's invoice screens. */
export function vendorInvoiceEntries(): ResourceDef[] {
  const s = forRole('VENDOR');
  return [
    { slug: INVOICE_SLUG, labelKey: 'invoices.menu', icon: ReceiptLongIcon, list: s.list, routes: [{ path: READER_DETAIL_ROUTE, component: s.invoice, action: 'show' }], ...scInvoiceBadge },
    ...historyEntries('VENDOR'),
  ];
}
