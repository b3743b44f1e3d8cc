// Who may make a call: the role lists the contract's files share, named once. A list is a set (the
// server checks membership); its order only says whose data it mostly is.
import type { Role } from './lib.ts';

export const roles = {
  admin: ['ADMIN'],
  lsp: ['LOGISTIC_SERVICE_PROVIDER'],
  shipper: ['SHIPMENT_COMPANY'],
  vendor: ['VENDOR'],
  /** A shipping company's data (products, locations, orders): itself, its LSP, the administrator. */
  shipperDataReaders: ['SHIPMENT_COMPANY', 'LOGISTIC_SERVICE_PROVIDER', 'ADMIN'],
  /** Written by the shipping company for itself or by its LSP for one of its customers. */
  shipperDataWriters: ['SHIPMENT_COMPANY', 'LOGISTIC_SERVICE_PROVIDER'],
  /** A vendor's fleet (vehicles, plates, drivers): the vendor, its LSPs, the administrator. */
  fleetReaders: ['VENDOR', 'LOGISTIC_SERVICE_PROVIDER', 'ADMIN'],
  /** Vehicle types and features: the vendor's own and the administrator's global ones. */
  catalogWriters: ['VENDOR', 'ADMIN'],
  /** Everyone a shipment concerns. */
  freightParties: ['LOGISTIC_SERVICE_PROVIDER', 'VENDOR', 'SHIPMENT_COMPANY', 'ADMIN'],
  /** Those who move a shipment: the LSP and its vendors. */
  carriers: ['LOGISTIC_SERVICE_PROVIDER', 'VENDOR'],
  /** Organisations an administrator manages with an LSP (shipping companies, vendors). */
  adminAndLsp: ['ADMIN', 'LOGISTIC_SERVICE_PROVIDER'],
  /** LSPs as seen by the administrator and by vendors. */
  adminAndVendor: ['ADMIN', 'VENDOR'],
  /** Every role that manages users of its own organisation. */
  userManagers: ['ADMIN', 'LOGISTIC_SERVICE_PROVIDER', 'SHIPMENT_COMPANY', 'VENDOR'],
} as const satisfies Record<string, readonly Role[]>;
