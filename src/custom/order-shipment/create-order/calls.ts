// The order flow's server calls: the contract entries of spec 2 §7 "Orders" and the master data
// the editor picks from (locations, products, customers), read with useCall, and the lists of
// orders page by page with usePages (both keyed by the call).
// Every order write reads the order and every list of orders again (ORDER_READS).
import { contract } from '../../../../contract/index.ts';
import type { CallDef } from '../../../../contract/lib.ts';
import type { CallInput } from '../../../api/http.ts';
import { productList } from '../../../../contract/product.ts';
import { useCall, useCallWrite, useWholeList } from '../../../api/useCall.ts';
import { usePages } from '../../../dataProvider/usePages.ts';

/** What an order write changes: the order, and the lists of orders (drafts, pages, sent ones). */
export const ORDER_READS: readonly CallDef[] = [contract.order.get, contract.order.list];

type Query = Record<string, string | number | undefined>;

/** The list conventions' filter pair for one or more columns. */
export function filterQuery(filters: Record<string, string | number | undefined>): Query {
  const set = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');
  if (!set.length) return {};
  return { filter_columns: set.map(([k]) => k).join(','), filter_keys: set.map(([, v]) => String(v)).join(',') };
}

export function useOrder(id: number | undefined) {
  return useCall(contract.order.get, { params: { id: id ?? 0 } }, { enabled: !!id, select: (a) => a.data });
}

/** DRAFT orders page by page, newest first: the one just made heads the list (spec 2 §4). */
export function useDraftPages(companyId: number | undefined, entries: number, enabled = true) {
  return usePages(
    contract.order.list,
    { ...filterQuery({ status: 'DRAFT', shipment_company_id: companyId }), sort_column: 'created_at', sort_type: 'desc', entries },
    { enabled },
  );
}

export interface OrderSearch {
  search: string;
  status: string;
  from: string;
  to: string;
  /** Forced by the screen (invoice-order lists the sent ones). */
  fixedStatus?: string;
}

/** Orders page by page ("load more" appends), newest first; every order write refreshes them. */
export function useOrderPages(s: OrderSearch, entries: number) {
  return usePages(contract.order.list, {
    ...filterQuery({ status: s.fixedStatus ?? s.status }),
    ...(s.search ? { search_key: s.search, search_columns: 'identity,note' } : {}),
    ...(s.from ? { filter_date_column: 'created_at', filter_date_start: s.from } : {}),
    ...(s.to ? { filter_date_column: 'created_at', filter_date_end: s.to } : {}),
    sort_column: 'created_at',
    sort_type: 'desc',
    entries,
  });
}

/** A shipping company's rows of a master-data list, by name, all of them. */
const ofCompany = (companyId: number | undefined) => ({ query: { ...filterQuery({ shipment_company_id: companyId }), sort_column: 'name', sort_type: 'asc', entries: -1 } });

export function useLocations(companyId: number | undefined) {
  return useCall(contract.pickupDropoff.list, ofCompany(companyId), { enabled: !!companyId, select: (a) => a.data });
}

export function useProducts(companyId: number | undefined) {
  return useWholeList(contract.product.list, productList, { query: { ...filterQuery({ shipment_company_id: companyId }), sort_column: 'name', sort_type: 'asc' } }, { enabled: !!companyId, select: (a) => a.data });
}

export function useCustomers(enabled: boolean) {
  return useCall(contract.shipmentCompanies.list, { query: { sort_column: 'name', sort_type: 'asc', entries: -1 } }, { enabled, select: (a) => a.data });
}

/**
 * A write on an order: the screen says how it went (its own toast, or the error at the field or in
 * the panel), and the order and every list of orders are read again.
 */
export function useOrderWrite<C extends CallDef, V = void>(def: C, input: (value: V) => CallInput<C>) {
  return useCallWrite(def, { input, notify: false, refresh: false, invalidates: ORDER_READS, onError: () => undefined });
}
