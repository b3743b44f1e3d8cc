// The lists behind the dashboards' cards (src/custom/dashboards): paths inside each area, the card
// adds the area's base. Here, where the areas meet the resources' slugs.
import { SC_INVOICE_ORDER } from '../custom/order-shipment/create-order/flow.ts';
import { DISPATCHING_SLUG } from '../custom/order-shipment/dispatching/paths.ts';
import { HISTORY_SLUG } from '../custom/order-shipment/history/paths.ts';
import { ACTIVITY_LOG_SLUG } from '../custom/activity-log/index.tsx';
import { SLUG as DRIVERS_SLUG } from '../resources/drivers/paths.ts';
import { SLUG as LOCATIONS_SLUG } from '../resources/locations/paths.ts';
import { MANAGEMENT_SLUG as LSP_MANAGEMENT_SLUG, PARTNERS_SLUG } from '../resources/logistic-service-providers/paths.ts';
import { SLUG as PRODUCTS_SLUG } from '../resources/products/paths.ts';
import { MANAGEMENT_SLUG as SC_MANAGEMENT_SLUG } from '../resources/shipping-companies/paths.ts';
import { MANAGE_USER_SLUG } from '../resources/users/paths.ts';
import { SLUG as VEHICLES_SLUG } from '../resources/vehicles/paths.ts';
import { MANAGEMENT_SLUG as VENDOR_MANAGEMENT_SLUG } from '../resources/vendors/paths.ts';
import type { AdminLinks, ShipperLinks, VendorLinks } from '../custom/dashboards/dashboards.tsx';

export const adminLinks: AdminLinks = {
  logistics_service_providers: LSP_MANAGEMENT_SLUG,
  shipment_companies: SC_MANAGEMENT_SLUG,
  vendors: VENDOR_MANAGEMENT_SLUG,
  users: MANAGE_USER_SLUG,
  activity: ACTIVITY_LOG_SLUG,
};

export const shipperLinks: ShipperLinks = {
  orders: HISTORY_SLUG,
  products: PRODUCTS_SLUG,
  locations: LOCATIONS_SLUG,
  orders_delivered_30_days: HISTORY_SLUG,
  trucks_on_the_road: HISTORY_SLUG,
  invoices: SC_INVOICE_ORDER,
};

export const vendorLinks: VendorLinks = {
  requests: DISPATCHING_SLUG,
  vehicles: VEHICLES_SLUG,
  vehicle_details: VEHICLES_SLUG,
  drivers: DRIVERS_SLUG,
  lsp_collaborations: PARTNERS_SLUG,
  trucks_on_the_road: HISTORY_SLUG,
};
