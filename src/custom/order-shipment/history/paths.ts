// Where the history screens live inside each area (spec 1 §2: order-shipment/history-order and
// its detail-history-order/{id}), the same path for the LSP, the vendor and the shipping company.
// Every screen that leads to a shipment's detail (create-shipment, the actions, notifications)
// takes its path from here.
export const HISTORY_SLUG = 'order-shipment/history-order';
export const DETAIL_ROUTE = 'detail-history-order/:id';
/** The detail's route pattern inside the area. */
export const DETAIL_PATTERN = `${HISTORY_SLUG}/${DETAIL_ROUTE}`;

/** The detail of shipment `id` inside the area (prefix the area's basename to navigate). */
export const shipmentDetailPath = (id: number | string) => DETAIL_PATTERN.replace(':id', encodeURIComponent(String(id)));
/** The same under the area's basename. */
export const detailPath = (basename: string, id: number | string) => `${basename}/${shipmentDetailPath(id)}`;
export const listPath = (basename: string) => `${basename}/${HISTORY_SLUG}`;
