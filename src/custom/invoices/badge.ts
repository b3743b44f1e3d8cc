// The invoice-order menu dot of the shipping company and the vendor (spec 1 §3: "sc invoice-order",
// "vendor invoice-order"): on while a published invoice exists that the organisation has not opened.
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';

export function useUnreadInvoicesBadge(): boolean {
  const unread = useCall(contract.invoices.list, { query: { unread: '1', entries: 1 } }, { refetchInterval: 60_000 });
  return (unread.data?.data.length ?? 0) > 0;
}

/** The LSP's invoice-order dot (spec 1 §3 "lsp invoice-shipment"): a delivered shipment waits for its invoice. */
export function useShipmentsToInvoiceBadge(): boolean {
  const waiting = useCall(contract.invoices.toInvoice, { query: { entries: 1 } }, { refetchInterval: 60_000 });
  return (waiting.data?.data.length ?? 0) > 0;
}
