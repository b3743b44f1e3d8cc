// Suborders (spec 2 §3, §7): the stops of an order, PICKUP at a mill or DROPOFF at a refinery, each
// with its products and quantities and an estimated date. Edited while the order is a DRAFT; once
// sent, only its destination changes, with a note (states.ts).
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { optionalText, requiredId } from './fields.ts';
import { dayOrInstant, positiveQuantity, reason } from './freight-fields.ts';
import { messageRef } from './message-ref.ts';
import { locationType } from './pickup-dropoff.ts';

export const suborderRecord = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: z.enum(['PICKUP', 'DROPOFF']),
  estimation_date: isoDate.nullable(),
  pickup_dropoff_location_point_id: z.number().int(),
  pickup_dropoff_location_point: z.object({
    id: z.number().int(),
    name: z.string(),
    identity: z.string(),
    address: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  products: z.array(
    z.object({ product_id: z.number().int(), identity: z.string(), name: z.string(), unit: z.string().nullable(), quantity: z.number() }),
  ),
  order_number: z.string().nullable(),
  note: z.string().nullable(),
});
export type SuborderRecord = z.infer<typeof suborderRecord>;

export const suborderList = listDecl({
  search: ['pickup_dropoff_location_point.name'],
  defaultSearch: ['pickup_dropoff_location_point.name'],
  sort: ['id', 'type', 'estimation_date'],
  defaultSort: { column: 'id', type: 'asc' },
  filter: ['order_id', 'type'],
  dates: ['estimation_date'],
  defaultEntries: 9,
});

/** A product and its quantity on a stop. */
export const suborderProduct = z.object({ product_id: requiredId(), quantity: positiveQuantity() });

/** A stop as the editor sends it (order_id names the DRAFT order it belongs to). */
export const suborderFields = z.object({
  estimation_date: dayOrInstant(),
  type: locationType(),
  pickup_dropoff_location_point_id: requiredId(),
  products: z.array(suborderProduct).min(1, 'validation.required').max(50, messageRef('validation.tooManyItems', { max: 50 })),
});

const writers = roles.shipperDataWriters;
const suborderAnswer = dataAnswer(suborderRecord).extend({ message: z.string() });

export const suborder = {
  list: call({
    method: 'GET',
    path: '/v1/suborder',
    summary: "Stops of the caller's orders (filter order_id), with their locations and products",
    access: roles.shipperDataReaders,
    query: listQuery,
    response: pagedAnswer(suborderRecord),
  }),
  create: call({
    method: 'POST',
    path: '/v1/suborder',
    summary: 'Add a stop to a DRAFT order (location and products of its shipping company); the totals follow',
    access: writers,
    body: suborderFields.extend({ order_id: requiredId() }),
    response: suborderAnswer,
  }),
  update: call({
    method: 'PUT',
    path: '/v1/suborder/:id',
    summary: 'Replace a stop of a DRAFT order (its products too); the totals follow',
    access: writers,
    params: idParams,
    body: suborderFields,
    response: suborderAnswer,
  }),
  remove: call({ method: 'DELETE', path: '/v1/suborder/:id', summary: 'Remove a stop of a DRAFT order', access: writers, params: idParams, response: messageSchema }),
  changeDestinations: call({
    method: 'PUT',
    path: '/v1/suborder/:id/change-destinations',
    summary: 'Send a stop of a sent order (PUBLISHED or ON_SHIPMENT) to another location of the same type, with a note',
    access: writers,
    params: idParams,
    body: z.object({ order_number: optionalText(64), pickup_dropoff_location_point_id: requiredId(), note: reason() }),
    response: suborderAnswer,
  }),
};
