// Shipments (spec 2 §3, §4, §7 "Shipments"): the LSP groups published orders into a shipment and
// asks vendors for trucks (a shipment vendor, or "part", per vendor); vendors accept with plates and
// drivers (tracks) or reject; the LSP reworks the dispatch. Life cycles: states.ts; what the server
// does beyond the spec: docs/server-behaviour.md "Orders, shipments and dispatch".
import { z } from 'zod';
import { roles } from './access.ts';
import { ALL_ROWS_MAX, call, dataAnswer, idParams, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { DOCUMENT_FILE, distinctIds, fileField, formList, idList, optionalId, optionalNumber, optionalText, requiredId } from './fields.ts';
import { IDENTITY_MAX, NOTE_MAX, instant, reason, trackAssignment, vehicleLine, vendorRequest } from './freight-fields.ts';
import { messageRef } from './message-ref.ts';
import { orderDetail, orderRow } from './order.ts';
import { SHIPMENT_STATES, SHIPMENT_VENDOR_STATES } from './states.ts';
import { suborderFields } from './suborder.ts';
import { trackRecord } from './track.ts';

const ref = z.object({ id: z.number().int(), name: z.string() });

/** A vehicle model asked of a vendor: how many (pivot.quantity), and whether the vendor has that many free plates. */
export const requestedVehicle = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicle_type: ref.nullable(),
  pivot: z.object({ quantity: z.number().int() }),
  /** The vendor's plates of this model that are not on an active track now. */
  available: z.number().int(),
  /** More asked than available: the vendor may not be able to send them all. */
  exceed: z.boolean(),
});

/** One vendor's part of a shipment (spec 2 §3 "Shipment vendor"). */
export const shipmentPart = z.object({
  id: z.number().int(),
  vendor: ref,
  status: z.enum(SHIPMENT_VENDOR_STATES),
  type: z.string(),
  weight: z.number().nullable(),
  note: z.string().nullable(),
  /** The vendor's reason when it rejected, or the LSP's when it cancelled the part. */
  reason: z.string().nullable(),
  ritase: z.number().int(),
  ritase_identity: z.string().nullable(),
  expired_at: isoDate.nullable(),
  /** REQUESTED and past expired_at: it can no longer be accepted. */
  expired: z.boolean(),
  vehicles: z.array(requestedVehicle),
  tracks_count: z.number().int(),
  /**
   * An accepted part's trucks asked but not on it now: removed or moved off, not yet refilled. The
   * LSP sees the gap and assigns trucks or cancels the part. (The rest a vendor did not take when it
   * accepted fewer is a part of its own: REJECTED with no reason, given to another vendor.)
   */
  open_trucks: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ShipmentPart = z.infer<typeof shipmentPart>;

const counts = {
  /** Trucks on the shipment now (ASSIGNED or ON_THE_WAY). */
  tracks_count: z.number().int(),
  /** Vehicle models asked across the parts in play (REQUESTED or ACCEPTED). */
  type_vehicle_count: z.number().int(),
  /** Trucks asked across the parts in play. */
  vehicle_detail_count: z.number().int(),
};

/** A row of the shipment lists (history-order). */
export const shipmentRow = z.object({
  id: z.number().int(),
  identity: z.string(),
  status: z.enum(SHIPMENT_STATES),
  ritase: z.number().int(),
  logistics_service_provider: ref,
  orders: z.array(z.object({ id: z.number().int(), identity: z.string() })),
  pickup: z.string().nullable(),
  dropoff: z.string().nullable(),
  shipment_vendors: z.array(z.object({ id: z.number().int(), vendor: ref, status: z.enum(SHIPMENT_VENDOR_STATES) })),
  ...counts,
  /** A truck the reader sees lost more than its customer's tolerance (docs/weighbridge.md). */
  beyond_tolerance: z.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ShipmentRow = z.infer<typeof shipmentRow>;

/** The shipment as spec 2 §3 names it: orders, provider, vendor parts, tracks and counts. */
export const shipmentRecord = z.object({
  id: z.number().int(),
  identity: z.string(),
  status: z.enum(SHIPMENT_STATES),
  ritase: z.number().int(),
  note: z.string().nullable(),
  logistics_service_provider: ref,
  orders: z.array(z.object({ id: z.number().int(), identity: z.string(), status: z.string(), shipment_company: ref.nullable(), total_weight: z.number().nullable() })),
  shipment_vendors: z.array(shipmentPart),
  tracks: z.array(trackRecord),
  ...counts,
  created_at: isoDate,
  updated_at: isoDate,
});
export type ShipmentRecord = z.infer<typeof shipmentRecord>;

/** The detail page: the record with each order's stops (for the map) and products. */
export const shipmentDetail = shipmentRecord.extend({ orders: z.array(orderDetail) });
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

/** A published order waiting for a shipment; `is_new` while it is younger than 15 minutes (spec 1 §4). */
export const activeOrderRow = orderRow.extend({ is_new: z.boolean() });
/** The new marker's window (spec 1 §9). */
export const NEW_ORDER_WINDOW_MS = 15 * 60_000;

/** A vendor part at its current trip (ritase), with its trucks of every trip (each says its ritase). */
export const ritaseRow = z.object({
  shipment_vendor_id: z.number().int(),
  ritase: z.number().int(),
  ritase_identity: z.string().nullable(),
  vendor: ref,
  status: z.enum(SHIPMENT_VENDOR_STATES),
  tracks: z.array(trackRecord),
});

/**
 * A point of the marker list: a stop of the shipment's orders, or a truck on the road at its last
 * GPS position. A truck that has not reported yet is listed too, its position and time null.
 */
export const markerRow = z.object({
  kind: z.enum(['PICKUP', 'DROPOFF', 'TRUCK']),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  plate_number: z.string().nullable(),
  driver: z.string().nullable(),
  vendor: z.string().nullable(),
  recorded_at: isoDate.nullable(),
});
export type MarkerRow = z.infer<typeof markerRow>;

export const shipmentList = listDecl({
  search: ['identity', 'orders.identity', 'vendors.name'],
  defaultSearch: ['identity'],
  sort: ['created_at', 'updated_at', 'identity', 'status'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['status'],
  dates: ['created_at'],
  defaultEntries: 9,
  cursor: true,
});

export const activeOrderList = listDecl({
  search: ['identity', 'shipment_company.name', 'pickup.name', 'dropoff.name'],
  defaultSearch: ['identity'],
  sort: ['identity', 'created_at', 'published_at', 'estimation_date', 'total_weight'],
  defaultSort: { column: 'published_at', type: 'desc' },
  filter: ['shipment_company_id', 'pickup_id', 'dropoff_id'],
  dates: ['published_at', 'created_at', 'estimation_date'],
  defaultEntries: 9,
  cursor: true,
});

export const ritaseList = listDecl({
  search: ['vendor.name', 'ritase_identity'],
  defaultSearch: ['vendor.name'],
  sort: ['ritase', 'created_at'],
  defaultSort: { column: 'ritase', type: 'asc' },
  filter: ['ritase', 'status', 'vendor_id'],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
});

export const MOVE_TYPES = ['EXISTING', 'NEW'] as const;

const readers = roles.freightParties;
const lsp = roles.lsp;
const vendor = roles.vendor;
const detailAnswer = dataAnswer(shipmentDetail).extend({ message: z.string() });

export const shipment = {
  list: call({ method: 'GET', path: '/v1/shipment', summary: 'Shipments the caller takes part in (vendor: its parts only)', access: readers, query: listQuery, response: pagedAnswer(shipmentRow) }),
  listV2: call({
    method: 'GET',
    path: '/v2/shipment',
    summary: 'The shipment list with each vendor part, its vehicles and counts (history-order)',
    access: readers,
    query: listQuery,
    response: pagedAnswer(shipmentRow.extend({ shipment_vendors: z.array(shipmentPart) })),
  }),
  activeOrders: call({
    method: 'GET',
    path: '/v1/shipment/active-orders',
    summary: "Published orders of the LSP's customers waiting for a shipment; mill: pickup location name contains",
    access: lsp,
    query: listQuery.extend({ mill: optionalText(191) }),
    response: pagedAnswer(activeOrderRow),
  }),
  create: call({
    method: 'POST',
    path: '/v1/shipment',
    summary: 'Make a shipment of published orders and ask vendors for trucks (one REQUESTED part per vendor)',
    access: lsp,
    body: z.object({
      order_ids: idList(100),
      vendors: z.array(vendorRequest).min(1, 'validation.required').max(20, messageRef('validation.tooManyItems', { max: 20 })),
      note: optionalText(NOTE_MAX),
      set_expired_at: instant().optional(),
    }),
    response: detailAnswer,
  }),
  details: call({ method: 'GET', path: '/v1/shipment/:id/details', summary: 'One shipment with its orders and their stops (vendor: its parts only)', access: readers, params: idParams, response: dataAnswer(shipmentDetail) }),
  show: call({ method: 'GET', path: '/v1/shipment/:id/show', summary: 'One shipment: orders, provider, vendor parts, tracks and counts', access: readers, params: idParams, response: dataAnswer(shipmentRecord) }),
  track: call({ method: 'GET', path: '/v1/shipment/:id/track', summary: 'The trucks of a shipment, every trip', access: readers, params: idParams, response: dataAnswer(z.array(trackRecord)) }),
  ritase: call({
    method: 'GET',
    path: '/v1/shipment/:id/ritase',
    summary: 'The trips (ritase) of a shipment: one row per vendor part (its current trip), with its trucks of every trip',
    access: readers,
    params: idParams,
    query: listQuery,
    response: pagedAnswer(ritaseRow),
  }),
  accept: call({
    method: 'PUT',
    path: '/v1/shipment/:id/accept',
    summary: "Accept the vendor's request with one truck (plate + driver) per vehicle asked",
    access: vendor,
    params: idParams,
    body: z.object({ shipment_vendor_id: requiredId(), tracks: z.array(trackAssignment).min(1, 'validation.required').max(100) }),
    response: detailAnswer,
  }),
  reject: call({
    method: 'PUT',
    path: '/v1/shipment/:id/reject',
    summary: "Reject the vendor's request, with a reason",
    access: vendor,
    params: idParams,
    body: z.object({ shipment_vendor_id: optionalId(), reason: reason() }),
    response: detailAnswer,
  }),
  assign: call({
    method: 'PUT',
    path: '/v1/shipment/:id/assign',
    summary: 'Add trucks to accepted parts, up to the vehicles asked',
    access: roles.carriers,
    params: idParams,
    body: z.object({ tracks: z.array(trackAssignment.extend({ shipment_vendor_id: requiredId() })).min(1, 'validation.required').max(100) }),
    response: detailAnswer,
  }),
  changeVendor: call({
    method: 'PUT',
    path: '/v1/shipment/:id/change-vendor',
    summary: 'Give a request nobody took (REQUESTED or REJECTED) to another vendor, with a note',
    access: lsp,
    params: idParams,
    body: z.object({
      shipment_vendor_id: requiredId(),
      vendor_id: requiredId(),
      new_vendor_id: requiredId(),
      new_vendor_weight: optionalNumber(),
      vehicles: z.array(vehicleLine).min(1, 'validation.required').max(20),
      note: reason(),
      set_expired_at: instant().optional(),
    }),
    response: detailAnswer,
  }),
  changeVehicles: call({
    method: 'POST',
    path: '/v1/shipment/:id/change-vehicles',
    summary: 'Put other plates or drivers on trucks of the shipment (multipart: a supporting file, a note)',
    access: lsp,
    params: idParams,
    multipart: true,
    body: z.object({
      tracks: distinctIds(
        z
          .array(z.object({ track_id: requiredId(), vehicle_detail_id: requiredId(), driver_id: requiredId() }))
          .min(1, 'validation.required')
          .max(50),
        'track_id',
      ),
      note: reason(),
      file: fileField(DOCUMENT_FILE),
    }),
    response: detailAnswer,
  }),
  moveVehicle: call({
    method: 'POST',
    path: '/v1/shipment/move-vehicle',
    summary: 'Move trucks of a shipment to another order (EXISTING: a published or shipped order; NEW: made here), optionally asking more vendors',
    access: lsp,
    multipart: true,
    body: z.object({
      type: z.enum(MOVE_TYPES, { error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalid') }),
      track_ids: idList(100),
      order_id: optionalId(),
      new_order_identity: optionalText(IDENTITY_MAX),
      shipment_company_id: optionalId(),
      suborders: formList(suborderFields, 20),
      additionals: formList(vendorRequest, 10),
      note: reason(),
      file: fileField(DOCUMENT_FILE),
    }),
    response: dataAnswer(z.object({ order_id: z.number().int(), shipment_id: z.number().int() })).extend({ message: z.string() }),
  }),
  reopen: call({
    method: 'PUT',
    path: '/v1/shipment/:id/reopen',
    summary: 'Start the next trip (ritase) with the same trucks: the current trip ends',
    access: lsp,
    params: idParams,
    body: z.object({ note: optionalText(NOTE_MAX) }).nullish(),
    response: detailAnswer,
  }),
  listMarker: call({
    method: 'GET',
    path: '/v1/shipment/:id/list-marker',
    summary: 'The stops of the shipment and its trucks at their last position',
    access: readers,
    params: idParams,
    response: dataAnswer(z.array(markerRow)),
  }),
  exportListMarker: call({
    method: 'GET',
    path: '/v1/shipment/:id/export-list-marker',
    summary: 'The marker list as a spreadsheet (marker-list-{id}.xlsx), in the caller\'s language',
    access: readers,
    params: idParams,
    file: true,
    response: z.any(),
  }),
  download: call({
    method: 'GET',
    path: '/v1/shipment/:id/download',
    summary: "The dispatch note (dispatch-note-{identity}.pdf) in the caller's language: orders, stops, vendors with plates and drivers, weights, WIB times",
    access: readers,
    params: idParams,
    file: true,
    response: z.any(),
  }),
};
