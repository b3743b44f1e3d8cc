// The whole /v1 contract. Every call the server serves and the client makes is listed here.
import { auth } from './auth.ts';
import { dashboard } from './dashboard.ts';
import { notifications } from './notification.ts';
import { order } from './order.ts';
import { personalization } from './personalization.ts';
import { product } from './product.ts';
import { shipmentVendors } from './shipment-vendors.ts';

export const contract = { auth, personalization, dashboard, order, shipmentVendors, notifications, product } as const;
export type Contract = typeof contract;

export * from './lib.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './auth.ts';
export * from './personalization.ts';
export * from './dashboard.ts';
export * from './order.ts';
export * from './shipment-vendors.ts';
export * from './notification.ts';
export * from './fields.ts';
export * from './product.ts';
