// Where "Dispatching Shipment" lives inside the vendor area (spec 1 §2).
export const DISPATCHING_SLUG = 'order-shipment/create-order';
export const SUCCESS_PATH = 'success-accept-shipment';
