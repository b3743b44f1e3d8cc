// The rework pages, as routes inside the LSP area (mounted by the area next to the detail page).
import { Route } from 'react-router';
import { AccessGate } from '../../../layout/AccessGate.tsx';
import { ChangeVendorPage } from './ChangeVendorPage.tsx';
import { ChangeVendorReview } from './ChangeVendorReview.tsx';
import { SHIPMENT_RESOURCE } from './allowed.ts';
import { CHANGE_VENDOR_PATH, CHANGE_VENDOR_REVIEW_PATH, MOVE_VEHICLE_PATH } from './paths.ts';
import { MoveVehiclePage } from './MoveVehiclePage.tsx';

const guarded = (page: React.ReactNode) => (
  <AccessGate action="edit" resource={SHIPMENT_RESOURCE}>
    {page}
  </AccessGate>
);

export const actionRoutes = [
  <Route key="change-vendor" path={CHANGE_VENDOR_PATH} element={guarded(<ChangeVendorPage />)} />,
  <Route key="change-vendor-review" path={CHANGE_VENDOR_REVIEW_PATH} element={guarded(<ChangeVendorReview />)} />,
  <Route key="move-vehicle" path={MOVE_VEHICLE_PATH} element={guarded(<MoveVehiclePage />)} />,
];

/** The patterns of these pages (for the area's list of screens). */
export const actionPaths = [CHANGE_VENDOR_PATH, CHANGE_VENDOR_REVIEW_PATH, MOVE_VEHICLE_PATH];
