// Tracks (spec 2 §3 "Track", §7 "Tracks"): one truck on one shipment, a plate and its driver for
// one trip (ritase). Removing one frees the truck and the driver for another trip (states.ts).
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate } from './lib.ts';
import { idList } from './fields.ts';
import { reason } from './freight-fields.ts';
import { TRACK_STATES } from './states.ts';

const ref = z.object({ id: z.number().int(), name: z.string() });

export const trackRecord = z.object({
  id: z.number().int(),
  shipment_id: z.number().int(),
  shipment_identity: z.string(),
  shipment_vendor_id: z.number().int().nullable(),
  vendor: ref.nullable(),
  order: z.object({ id: z.number().int(), identity: z.string() }).nullable(),
  vehicle_id: z.number().int().nullable(),
  vehicle: ref.nullable(),
  vehicle_detail_id: z.number().int().nullable(),
  vehicle_detail: z.object({ id: z.number().int(), plate_number: z.string() }).nullable(),
  driver_id: z.number().int().nullable(),
  driver: z.object({ id: z.number().int(), name: z.string(), phone_country_code: z.string().nullable(), phone_number: z.string().nullable() }).nullable(),
  status: z.enum(TRACK_STATES),
  ritase: z.number().int(),
  source: z.string(),
  started_at: isoDate.nullable(),
  finished_at: isoDate.nullable(),
  created_at: isoDate,
});
export type TrackRecord = z.infer<typeof trackRecord>;

const removedAnswer = dataAnswer(z.array(trackRecord)).extend({ message: z.string() });

export const tracks = {
  get: call({
    method: 'GET',
    path: '/v1/tracks/:id',
    summary: 'One track (LSP: of its shipments; vendor: its own; shipping company: carrying its orders)',
    access: roles.freightParties,
    params: idParams,
    response: dataAnswer(trackRecord),
  }),
  remove: call({
    method: 'PUT',
    path: '/v1/tracks/:id/remove',
    summary: 'Take a truck off its shipment (REMOVED), with a reason; the plate and driver are free again',
    access: roles.carriers,
    params: idParams,
    body: z.object({ reason: reason() }),
    response: removedAnswer,
  }),
  bulkRemove: call({
    method: 'PUT',
    path: '/v1/tracks/bulk-remove',
    summary: 'Take several trucks of one shipment off it, all or none, with a reason',
    access: roles.carriers,
    body: z.object({ track_ids: idList(100), reason: reason() }),
    response: removedAnswer,
  }),
};
