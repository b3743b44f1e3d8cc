// Every /v1 module, registered once.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../lib/services.ts';
import { authRoutes } from './auth.ts';
import { dashboardRoutes } from './dashboard.ts';
import { notificationRoutes } from './notifications.ts';
import { orderRoutes } from './order.ts';
import { personalizationRoutes } from './personalization.ts';
import { productRoutes } from './product.ts';
import { shipmentVendorRoutes } from './shipment-vendors.ts';

export function registerRoutes(app: FastifyInstance, services: Services): void {
  authRoutes(app, services);
  personalizationRoutes(app, services);
  dashboardRoutes(app, services);
  orderRoutes(app, services);
  shipmentVendorRoutes(app, services);
  notificationRoutes(app, services);
  productRoutes(app, services);
}
