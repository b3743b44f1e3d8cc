// The LSP's shipment screens this folder owns or links to, inside the area (spec 2 §2). The
// detail page is the history flow's.
import { DETAIL_PATTERN, shipmentDetailPath } from '../history/paths.ts';

export const CHANGE_VENDOR_PATH = `${DETAIL_PATTERN}/change-vendor`;
export const CHANGE_VENDOR_REVIEW_PATH = `${CHANGE_VENDOR_PATH}/review`;
export const MOVE_VEHICLE_PATH = 'order-shipment/move-vehicle';
/** The machine tickets no truck was found for (weighbridge/UnmatchedTickets.tsx). */
export const UNMATCHED_TICKETS_PATH = 'order-shipment/weighbridge/unmatched';

const withId = (pattern: string, id: number | string) => pattern.replace(':id', encodeURIComponent(String(id)));

/** Paths inside the area; prefix the area's basename to navigate. */
export const detailPath = shipmentDetailPath;
export const changeVendorPath = (shipmentId: number | string, partId: number) => `${withId(CHANGE_VENDOR_PATH, shipmentId)}?part=${partId}`;
export const changeVendorReviewPath = (shipmentId: number | string, partId: number) => `${withId(CHANGE_VENDOR_REVIEW_PATH, shipmentId)}?part=${partId}`;
export const moveVehiclePath = (shipmentId: number | string) => `${MOVE_VEHICLE_PATH}?shipment=${shipmentId}`;
