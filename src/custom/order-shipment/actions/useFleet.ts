// What the LSP picks from when it reworks a dispatch: the vendors it collaborates with, a vendor's
// vehicle models, and its plates and drivers that are free (not on an active track, not blocked).
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../../contract/index.ts';
import { request } from '../../../api/http.ts';

const ALL = -1;
const ofVendor = (vendorId: number) => ({ filter_columns: 'vendor_id', filter_keys: String(vendorId), entries: ALL });

export function usePartnerVendors() {
  return useQuery({
    queryKey: ['lsi', 'actions', 'vendors'],
    queryFn: ({ signal }) => request(contract.vendors.list, { query: { filter_columns: 'status', filter_keys: 'COLLABORATE', entries: ALL }, signal }),
    select: (answer) => answer.data.filter((v) => v.status === 'COLLABORATE'),
  });
}

export function useVendorVehicles(vendorId: number | null) {
  return useQuery({
    queryKey: ['lsi', 'actions', 'vehicles', vendorId],
    enabled: vendorId !== null,
    queryFn: ({ signal }) => request(contract.vehicle.list, { query: ofVendor(vendorId!), signal }),
    select: (answer) => answer.data,
  });
}

export function useFreePlates(vendorId: number) {
  return useQuery({
    queryKey: ['lsi', 'actions', 'plates', vendorId],
    queryFn: ({ signal }) => request(contract.vehicleDetail.list, { query: { ...ofVendor(vendorId), mode: 'available' }, signal }),
    select: (answer) => answer.data,
  });
}

export function useFreeDrivers(vendorId: number) {
  return useQuery({
    queryKey: ['lsi', 'actions', 'drivers', vendorId],
    queryFn: ({ signal }) => request(contract.driver.list, { query: { ...ofVendor(vendorId), mode: 'available' }, signal }),
    select: (answer) => answer.data,
  });
}

/** The LSP's customers (for a new order of a move). */
export function useCustomers() {
  return useQuery({
    queryKey: ['lsi', 'actions', 'customers'],
    queryFn: ({ signal }) => request(contract.shipmentCompanies.list, { query: { entries: ALL }, signal }),
    select: (answer) => answer.data,
  });
}

/** A customer's locations and products (the stops of a new order). */
export function useCustomerCatalog(companyId: number | '') {
  const query = { filter_columns: 'shipment_company_id', filter_keys: String(companyId), entries: ALL };
  const enabled = companyId !== '';
  const places = useQuery({ queryKey: ['lsi', 'actions', 'places', companyId], enabled, queryFn: ({ signal }) => request(contract.pickupDropoff.list, { query, signal }), select: (a) => a.data });
  const products = useQuery({ queryKey: ['lsi', 'actions', 'products', companyId], enabled, queryFn: ({ signal }) => request(contract.product.list, { query, signal }), select: (a) => a.data });
  return { places: places.data ?? [], products: products.data ?? [] };
}

/** Orders that can receive moved trucks: published, or on another live shipment; by identity. */
export function useTargetOrders(search: string) {
  return useQuery({
    queryKey: ['lsi', 'actions', 'orders', search],
    queryFn: ({ signal }) =>
      request(contract.order.list, {
        query: { filter_columns: 'status,status', filter_keys: 'PUBLISHED,ON_SHIPMENT', search_columns: 'identity', search_key: search || undefined, entries: 20 },
        signal,
      }),
    select: (answer) => answer.data,
  });
}
