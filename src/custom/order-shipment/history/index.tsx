// The shipment history flow (spec 1 §2 order-shipment/history-order and detail-history-order/{id})
// for the LSP, the vendor and the shipping company: one menu entry per area, each party seeing its
// side (the server scopes every read by the caller). The LSP and the vendor list shipments; the
// shipping company lists the orders it sent with their shipments (issue 11: "History-order lists
// its orders and their shipments"), so an order not yet shipped is there too. The detail is the
// shipment's for all three. The screens' code is fetched when first shown.
import HistoryIcon from '@mui/icons-material/History';
import type { Role } from '../../../../contract/lib.ts';
import type { ResourceDef } from '../../../areas/types.ts';
import { lazyScreen } from '../../../components/lazyScreen.tsx';
import { DETAIL_ROUTE, HISTORY_SLUG } from './paths.ts';

export { HISTORY_SLUG, detailPath, shipmentDetailPath } from './paths.ts';

const HistoryOrderList = lazyScreen(async () => ({ default: (await import('./HistoryOrderList.tsx')).HistoryOrderList }));
const OrderHistoryList = lazyScreen(async () => ({ default: (await import('./OrderHistoryList.tsx')).OrderHistoryList }));
const ShipmentDetailPage = lazyScreen<{ role: Role }>(async () => ({ default: (await import('./ShipmentDetailPage.tsx')).ShipmentDetailPage }));

/** The "History Order" menu entry and its detail screen, for an area of `role`. */
export function historyEntry(role: Role): ResourceDef {
  const Detail = () => <ShipmentDetailPage role={role} />;
  return {
    slug: HISTORY_SLUG,
    labelKey: 'history.menu',
    icon: HistoryIcon,
    list: role === 'SHIPMENT_COMPANY' ? OrderHistoryList : HistoryOrderList,
    routes: [{ path: DETAIL_ROUTE, component: Detail, action: 'show' }],
  };
}
