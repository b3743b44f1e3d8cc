// Orders (spec 2 §3, §7 "Orders"). Writes arrive with the order flow.
import { z } from 'zod';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { ORDER_STATUSES } from './dashboard.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const orderRow = z.object({
  id: z.number().int(),
  identity: z.string(),
  status: orderStatusSchema,
  note: z.string().nullable(),
  shipment_company_id: z.number().int().nullable(),
  shipment_company: named,
  pickup: named,
  dropoff: named,
  estimation_date: isoDate.nullable(),
  total_weight: z.number().nullable(),
  total_volume: z.number().nullable(),
  is_selected: z.boolean(),
  created_at: isoDate,
  published_at: isoDate.nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderList = listDecl({
  search: ['identity', 'note', 'shipment_company.name'],
  defaultSearch: ['identity'],
  sort: ['identity', 'status', 'created_at', 'published_at', 'total_weight'],
  defaultSort: { column: 'identity', type: 'asc' },
  filter: ['status', 'shipment_company_id'],
  dates: ['created_at', 'published_at'],
  defaultEntries: -1,
});

export const order = {
  list: call({
    method: 'GET',
    path: '/v1/order',
    summary: 'Orders of the caller (LSP: its own; shipping company: its own), with the list conventions',
    access: ['LOGISTIC_SERVICE_PROVIDER', 'SHIPMENT_COMPANY', 'ADMIN'],
    query: listQuery,
    response: pagedAnswer(orderRow),
  }),
  get: call({
    method: 'GET',
    path: '/v1/order/:id',
    summary: 'One order',
    access: ['LOGISTIC_SERVICE_PROVIDER', 'SHIPMENT_COMPANY', 'ADMIN'],
    params: idParams,
    response: dataAnswer(orderRow),
  }),
};
