// Where the history screens live inside each area (spec 1 §2: order-shipment/history-order and
// its detail-history-order/{id}), the same path for the LSP, the vendor and the shipping company.
export const HISTORY_SLUG = 'order-shipment/history-order';
export const DETAIL_ROUTE = 'detail-history-order/:id';

/** The detail of shipment `id`, under the area's basename. */
export const detailPath = (basename: string, id: number | string) => `${basename}/${HISTORY_SLUG}/detail-history-order/${id}`;
export const listPath = (basename: string) => `${basename}/${HISTORY_SLUG}`;
