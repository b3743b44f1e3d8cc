// The vendor's "Dispatching Shipment" (spec 1 §2, spec 2 §4): its requests, accepted with trucks or
// rejected with a reason, and the page after an accept.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceDef } from '../../../areas/types.ts';
import { contract } from '../../../../contract/index.ts';
import { shipmentVendorList } from '../../../../contract/shipment-vendors.ts';
import type { SlugSource } from '../../../dataProvider/index.ts';
import { useOpenRequestsBadge } from './badge.ts';
import { DISPATCHING_SLUG, SUCCESS_PATH } from './paths.ts';
import { lazyScreen } from '../../../components/lazyScreen.tsx';
import { Requests } from './Requests.tsx';

/** The page after an accept is fetched when first shown: the vendor's landing (Requests) does not carry it. */
const SuccessAccept = lazyScreen(async () => ({ default: (await import('./SuccessAccept.tsx')).SuccessAccept }));

const dispatchingData: Record<string, SlugSource> = {
  [DISPATCHING_SLUG]: { list: contract.shipmentVendors.list, listDecl: shipmentVendorList },
};

export const dispatchingEntry: ResourceDef = {
  slug: DISPATCHING_SLUG,
  labelKey: 'shell.menu.dispatchingShipment',
  icon: LocalShippingIcon,
  list: Requests,
  routes: [{ path: SUCCESS_PATH, component: SuccessAccept, action: 'edit', flowEnd: true }],
  data: dispatchingData,
  badge: true,
  useBadge: useOpenRequestsBadge,
};
