// What the LSP picks from when it reworks a dispatch: the vendors it collaborates with, a vendor's
// vehicle models, and its plates and drivers that are free (not on an active track, not blocked).
import { contract } from '../../../../contract/index.ts';
import { useCall, useWholeList } from '../../../api/useCall.ts';
import { productList } from '../../../../contract/product.ts';
import { vendorList } from '../../../../contract/vendor.ts';

const ALL = -1;
const ofVendor = (vendorId: number) => ({ filter_columns: 'vendor_id', filter_keys: String(vendorId), entries: ALL });

export function usePartnerVendors() {
  return useWholeList(contract.vendors.list, vendorList, { query: { filter_columns: 'status', filter_keys: 'COLLABORATE' } }, { select: (answer) => answer.data.filter((v) => v.status === 'COLLABORATE') });
}

export function useVendorVehicles(vendorId: number | null) {
  return useCall(contract.vehicle.list, { query: ofVendor(vendorId ?? 0) }, { enabled: vendorId !== null, select: (answer) => answer.data });
}

export function useFreePlates(vendorId: number) {
  return useCall(contract.vehicleDetail.list, { query: { ...ofVendor(vendorId), mode: 'available' } }, { select: (answer) => answer.data });
}

export function useFreeDrivers(vendorId: number) {
  return useCall(contract.driver.list, { query: { ...ofVendor(vendorId), mode: 'available' } }, { select: (answer) => answer.data });
}

/** The LSP's customers (for a new order of a move). */
export function useCustomers() {
  return useCall(contract.shipmentCompanies.list, { query: { entries: ALL } }, { select: (answer) => answer.data });
}

/** A customer's locations and products (the stops of a new order). */
export function useCustomerCatalog(companyId: number | '') {
  const ofCompany = { filter_columns: 'shipment_company_id', filter_keys: String(companyId) };
  const enabled = companyId !== '';
  const places = useCall(contract.pickupDropoff.list, { query: { ...ofCompany, entries: ALL } }, { enabled, select: (a) => a.data });
  const products = useWholeList(contract.product.list, productList, { query: ofCompany }, { enabled, select: (a) => a.data });
  return { places: places.data ?? [], products: products.data ?? [] };
}

/** Orders that can receive moved trucks: published, or on another live shipment; by identity. */
export function useTargetOrders(search: string) {
  const query = { filter_columns: 'status,status', filter_keys: 'PUBLISHED,ON_SHIPMENT', search_columns: 'identity', search_key: search || undefined, entries: 20 };
  return useCall(contract.order.list, { query }, { select: (answer) => answer.data });
}
