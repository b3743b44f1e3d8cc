// Where the create-shipment flow lives inside the LSP area (spec 1 §2, spec 2 §2).
export const CREATE_SHIPMENT_SLUG = 'order-shipment/create-shipment';
export const SELECT_VEHICLE_PATH = 'select-vehicle';
export const REVIEW_PATH = 'select-vehicle/review';
/** The order editor of create-shipment (another flow's screen: linked only when the area has it). */
export const CREATE_ORDER_PATH = 'create-order';
export const IMPORT_ORDERS_PATH = 'create-order/import-data';
