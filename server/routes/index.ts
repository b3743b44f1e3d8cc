// Every /v1 module, registered once.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../lib/services.ts';
import { authRoutes } from './auth.ts';
import { dashboardRoutes } from './dashboard.ts';
import { notificationRoutes } from './notifications.ts';
import { orderRoutes } from './order.ts';
import { personalizationRoutes } from './personalization.ts';
import { productRoutes } from './product.ts';
import { pickupDropoffRoutes } from './pickup-dropoff.ts';
import { groupRoutes } from './groups.ts';
import { locationRoutes } from './location.ts';
import { shipmentVendorRoutes } from './shipment-vendors.ts';
import { lspRoutes } from './lsp.ts';
import { profileRoutes } from './profile.ts';
import { registrationRoutes } from './registration.ts';
import { shipmentCompanyRoutes } from './shipment-company.ts';
import { userRoutes } from './users.ts';
import { vendorRoutes } from './vendor.ts';
import { vehicleRoutes } from './vehicle.ts';
import { vehicleDetailRoutes } from './vehicle-detail.ts';
import { vehicleCatalogRoutes } from './vehicle-catalog.ts';
import { driverRoutes } from './driver.ts';
import { fmsRoutes } from './fms.ts';

export function registerRoutes(app: FastifyInstance, services: Services): void {
  authRoutes(app, services);
  personalizationRoutes(app, services);
  dashboardRoutes(app, services);
  orderRoutes(app, services);
  shipmentVendorRoutes(app, services);
  notificationRoutes(app, services);
  productRoutes(app, services);
  pickupDropoffRoutes(app, services);
  groupRoutes(app, services);
  locationRoutes(app, services);
  shipmentCompanyRoutes(app, services);
  vendorRoutes(app, services);
  lspRoutes(app, services);
  profileRoutes(app, services);
  registrationRoutes(app, services);
  userRoutes(app, services);
  vehicleRoutes(app, services);
  vehicleDetailRoutes(app, services);
  vehicleCatalogRoutes(app, services);
  driverRoutes(app, services);
  fmsRoutes(app, services);
}
