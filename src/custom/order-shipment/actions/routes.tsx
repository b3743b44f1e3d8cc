// The rework pages, as routes inside the LSP area (mounted by the area next to the detail page).
// Each page is fetched when first shown, so the LSP's first view does not carry them.
import { Route } from 'react-router';
import { AccessGate } from '../../../layout/AccessGate.tsx';
import { lazyScreen } from '../../../components/lazyScreen.tsx';
import { SHIPMENT_RESOURCE } from './allowed.ts';
import { CHANGE_VENDOR_PATH, CHANGE_VENDOR_REVIEW_PATH, MOVE_VEHICLE_PATH, UNMATCHED_TICKETS_PATH } from './paths.ts';

const ChangeVendorPage = lazyScreen(async () => ({ default: (await import('./ChangeVendorPage.tsx')).ChangeVendorPage }));
const ChangeVendorReview = lazyScreen(async () => ({ default: (await import('./ChangeVendorReview.tsx')).ChangeVendorReview }));
const MoveVehiclePage = lazyScreen(async () => ({ default: (await import('./MoveVehiclePage.tsx')).MoveVehiclePage }));
const UnmatchedTickets = lazyScreen(async () => ({ default: (await import('../weighbridge/UnmatchedTickets.tsx')).UnmatchedTickets }));

const guarded = (page: React.ReactNode) => (
  <AccessGate action="edit" resource={SHIPMENT_RESOURCE}>
    {page}
  </AccessGate>
);

export const actionRoutes = [
  <Route key="change-vendor" path={CHANGE_VENDOR_PATH} element={guarded(<ChangeVendorPage />)} />,
  <Route key="change-vendor-review" path={CHANGE_VENDOR_REVIEW_PATH} element={guarded(<ChangeVendorReview />)} />,
  <Route key="move-vehicle" path={MOVE_VEHICLE_PATH} element={guarded(<MoveVehiclePage />)} />,
  <Route key="unmatched-tickets" path={UNMATCHED_TICKETS_PATH} element={guarded(<UnmatchedTickets />)} />,
];

/** The patterns of these pages (for the area's list of screens). */
export const actionPaths = [CHANGE_VENDOR_PATH, CHANGE_VENDOR_REVIEW_PATH, MOVE_VEHICLE_PATH, UNMATCHED_TICKETS_PATH];
