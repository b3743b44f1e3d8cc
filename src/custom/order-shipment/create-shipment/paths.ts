// Where the create-shipment flow lives inside the LSP area (spec 1 §2, spec 2 §2).
export const CREATE_SHIPMENT_SLUG = 'order-shipment/create-shipment';
export const SELECT_VEHICLE_PATH = 'select-vehicle';
export const REVIEW_PATH = 'select-vehicle/review';
/** The order editor and the order import under create-shipment (the create-order flow's screens: linked only when the area has them). */
export const CREATE_ORDER_PATH = 'create-order';
export const IMPORT_ORDERS_PATH = 'create-order/import-data';
