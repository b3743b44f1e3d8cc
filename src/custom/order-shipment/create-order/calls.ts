// The order flow's server calls through react-query: the contract entries of spec 2 §7 "Orders"
// and the master data the editor picks from (locations, products, customers). One query key root
// per thing so a write refreshes exactly what it changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../../contract/index.ts';
import type { OrderDetail } from '../../../../contract/order.ts';
import { request } from '../../../api/http.ts';
import { usePages } from '../../../dataProvider/usePages.ts';

export const ORDER_KEY = ['lsi', 'orders'] as const;

type Query = Record<string, string | number | undefined>;

/** The list conventions' filter pair for one or more columns. */
export function filterQuery(filters: Record<string, string | number | undefined>): Query {
  const set = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');
  if (!set.length) return {};
  return { filter_columns: set.map(([k]) => k).join(','), filter_keys: set.map(([, v]) => String(v)).join(',') };
}

export function useOrder(id: number | undefined) {
  return useQuery({
    queryKey: [...ORDER_KEY, 'one', id],
    queryFn: ({ signal }) => request(contract.order.get, { params: { id: id! }, signal }).then((a) => a.data),
    enabled: !!id,
  });
}

/** DRAFT orders, newest first: the one just made heads the list (spec 2 §4). */
export function useDrafts(companyId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...ORDER_KEY, 'drafts', companyId],
    queryFn: ({ signal }) =>
      request(contract.order.list, {
        query: { ...filterQuery({ status: 'DRAFT', shipment_company_id: companyId }), sort_column: 'created_at', sort_type: 'desc', entries: 50 },
        signal,
      }),
    enabled,
  });
}

export interface OrderSearch {
  search: string;
  status: string;
  from: string;
  to: string;
  /** Forced by the screen (invoice-order lists the sent ones). */
  fixedStatus?: string;
}

export const PAGE_SIZE = 9;

/** Orders page by page ("load more" appends), newest first; under ORDER_KEY, so every order write refreshes them. */
export function useOrderPages(s: OrderSearch) {
  return usePages(
    contract.order.list,
    {
      ...filterQuery({ status: s.fixedStatus ?? s.status }),
      ...(s.search ? { search_key: s.search, search_columns: 'identity,note' } : {}),
      ...(s.from ? { filter_date_column: 'created_at', filter_date_start: s.from } : {}),
      ...(s.to ? { filter_date_column: 'created_at', filter_date_end: s.to } : {}),
      sort_column: 'created_at',
      sort_type: 'desc',
      entries: PAGE_SIZE,
    },
    { scope: ORDER_KEY },
  );
}

export function useLocations(companyId: number | undefined) {
  return useQuery({
    queryKey: ['lsi', 'order-locations', companyId],
    queryFn: ({ signal }) =>
      request(contract.pickupDropoff.list, { query: { ...filterQuery({ shipment_company_id: companyId }), sort_column: 'name', sort_type: 'asc', entries: -1 }, signal }).then((a) => a.data),
    enabled: !!companyId,
  });
}

export function useProducts(companyId: number | undefined) {
  return useQuery({
    queryKey: ['lsi', 'order-products', companyId],
    queryFn: ({ signal }) =>
      request(contract.product.list, { query: { ...filterQuery({ shipment_company_id: companyId }), sort_column: 'name', sort_type: 'asc', entries: -1 }, signal }).then((a) => a.data),
    enabled: !!companyId,
  });
}

export function useCustomers(enabled: boolean) {
  return useQuery({
    queryKey: ['lsi', 'order-customers'],
    queryFn: ({ signal }) => request(contract.shipmentCompanies.list, { query: { sort_column: 'name', sort_type: 'asc', entries: -1 }, signal }).then((a) => a.data),
    enabled,
  });
}

/** A write on an order: afterwards the order and every list of orders are read again. */
export function useOrderWrite<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ORDER_KEY }),
  });
}

export const orderCalls = {
  create: (shipment_company_id?: number) => request(contract.order.create, { body: { status: 'DRAFT', shipment_company_id } }).then((a) => a.data),
  identity: (order: Pick<OrderDetail, 'id'>, identity: string) => request(contract.order.identity, { params: { id: order.id }, body: { id: order.id, identity } }),
  publish: (id: number, note: string) => request(contract.order.publish, { params: { orderId: id }, body: note.trim() ? { note: note.trim() } : {} }),
  cancel: (id: number) => request(contract.order.cancel, { params: { id } }),
  removeStop: (id: number) => request(contract.suborder.remove, { params: { id } }),
};
