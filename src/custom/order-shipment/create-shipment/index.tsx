// The LSP's Create Shipment flow (spec 1 §2, spec 2 §4): the landing list of published orders,
// select-vehicle and its review. `extraRoutes`: other screens under create-shipment (the order
// editor, create-order) that the area brings.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceDef } from '../../../areas/types.ts';
import { contract } from '../../../../contract/index.ts';
import { activeOrderList } from '../../../../contract/shipment.ts';
import type { SlugSource } from '../../../dataProvider/index.ts';
import { lazyScreen } from '../../../components/lazyScreen.tsx';
import { ActiveOrders } from './ActiveOrders.tsx';
import { useNewOrdersBadge } from './badge.ts';
import { CREATE_SHIPMENT_SLUG, REVIEW_PATH, SELECT_VEHICLE_PATH } from './paths.ts';

// The flow's later steps are fetched when first shown: the LSP's landing (ActiveOrders) does not carry them.
const SelectVehicle = lazyScreen(async () => ({ default: (await import('./SelectVehicle.tsx')).SelectVehicle }));
const Review = lazyScreen(async () => ({ default: (await import('./Review.tsx')).Review }));

const createShipmentData: Record<string, SlugSource> = {
  [CREATE_SHIPMENT_SLUG]: { list: contract.shipment.activeOrders, listDecl: activeOrderList },
};

export function createShipmentEntry(extraRoutes: NonNullable<ResourceDef['routes']> = []): ResourceDef {
  return {
    slug: CREATE_SHIPMENT_SLUG,
    labelKey: 'shell.menu.createShipment',
    icon: LocalShippingIcon,
    list: ActiveOrders,
    routes: [
      { path: SELECT_VEHICLE_PATH, component: SelectVehicle, action: 'create' },
      { path: REVIEW_PATH, component: Review, action: 'create' },
      ...extraRoutes,
    ],
    data: createShipmentData,
    badge: true,
    useBadge: useNewOrdersBadge,
  };
}
