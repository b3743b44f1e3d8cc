// /v1 answers about shipments, typed by the contract, for every client test of the freight screens
// (history list and detail, the rework actions): one shipment of the LSP with two vendors (one
// accepted with a truck on the road, one asked), its orders and stops, its marker list, its
// timeline; and the same shipment as the rework tests start from (`onTheRoad`: one accepted
// vendor, two trucks running).
import type { MarkerRow, ShipmentDetail, ShipmentPart, ShipmentRow } from '../../../contract/shipment.ts';
import type { HistoryRow } from '../../../contract/shipment-history.ts';
import type { TrackRecord } from '../../../contract/track.ts';
import type { shipmentLiveTrack } from '../../../contract/tracking.ts';
import type { z } from 'zod';

const at = '2026-11-20T03:00:00.000Z';
const lsp = { id: 1, name: 'PT Nusantara Logistik' };
const andalas = { id: 11, name: 'CV Trans Andalas' };
const armada = { id: 12, name: 'PT Armada Sawit Jaya' };

export function row(id: number, patch: Partial<ShipmentRow> = {}): ShipmentRow {
  return {
    id,
    identity: `SHP-2026-${String(id).padStart(4, '0')}`,
    status: 'ON_PROGRESS',
    ritase: 1,
    logistics_service_provider: lsp,
    orders: [{ id: 100 + id, identity: `ORD-${id}` }],
    pickup: 'PKS Sei Mangkei',
    dropoff: 'Refinery Dumai',
    shipment_vendors: [{ id: 200 + id, vendor: andalas, status: 'ACCEPTED' }],
    tracks_count: 1,
    type_vehicle_count: 1,
    vehicle_detail_count: 2,
    beyond_tolerance: false,
    created_at: at,
    updated_at: at,
    ...patch,
  };
}

/** A page of the list as GET /v2/shipment answers it (parts in full there; the card reads vendor and status). */
export const page = (rows: ShipmentRow[], current: number, last: number, total: number) => ({ data: rows, meta: { current_page: current, last_page: last, total } });

const vehicle = { id: 31, name: 'Tanker 16KL', vehicle_type: { id: 1, name: 'Tanker' }, pivot: { quantity: 2 }, available: 1, exceed: true };

export function part(id: number, patch: Partial<ShipmentPart> = {}): ShipmentPart {
  return {
    id,
    vendor: andalas,
    status: 'ACCEPTED',
    type: 'REGULAR',
    weight: 30000,
    note: null,
    reason: null,
    ritase: 1,
    ritase_identity: 'SHP-2026-0002-R1',
    expired_at: at,
    expired: false,
    vehicles: [vehicle],
    tracks_count: 1,
    open_trucks: 0,
    created_at: at,
    updated_at: at,
    ...patch,
  };
}

export function track(id: number, patch: Partial<TrackRecord> = {}): TrackRecord {
  return {
    id,
    shipment_id: 2,
    shipment_identity: 'SHP-2026-0002',
    shipment_vendor_id: 201,
    vendor: andalas,
    order: { id: 102, identity: 'ORD-2' },
    vehicle_id: 31,
    vehicle: { id: 31, name: 'Tanker 16KL' },
    vehicle_detail_id: 41,
    vehicle_detail: { id: 41, plate_number: 'BM 8123 TA' },
    driver_id: 51,
    driver: { id: 51, name: 'Budi Santoso', phone_country_code: null, phone_number: null },
    status: 'ON_THE_WAY',
    ritase: 1,
    source: 'MAPBOX',
    started_at: at,
    finished_at: null,
    created_at: at,
    ...patch,
  };
}

const stop = (id: number, type: 'PICKUP' | 'DROPOFF', name: string, latitude: number, longitude: number) => ({
  id,
  order_id: 102,
  type,
  estimation_date: at,
  pickup_dropoff_location_point_id: id,
  pickup_dropoff_location_point: { id, name, identity: `LOC-${id}`, address: `Jl. ${name}`, latitude, longitude },
  products: [{ product_id: 1, identity: 'CPO-01', name: 'Crude Palm Oil', unit: 'kg', quantity: 30000 }],
  order_number: null,
  note: null,
});

export function detail(patch: Partial<ShipmentDetail> = {}): ShipmentDetail {
  return {
    id: 2,
    identity: 'SHP-2026-0002',
    status: 'ON_PROGRESS',
    ritase: 1,
    note: null,
    logistics_service_provider: lsp,
    orders: [
      {
        id: 102,
        identity: 'ORD-2',
        status: 'ON_SHIPMENT',
        note: null,
        shipment_company_id: 7,
        shipment_company: { id: 7, name: 'PT Sawit Makmur' },
        pickup: { id: 61, name: 'PKS Sei Mangkei' },
        dropoff: { id: 62, name: 'Refinery Dumai' },
        estimation_date: at,
        total_weight: 30000,
        total_volume: null,
        products: [],
        is_selected: false,
        created_at: at,
        published_at: at,
        total_dimension_length: null,
        total_dimension_width: null,
        total_dimension_height: null,
        suborders: [stop(61, 'PICKUP', 'PKS Sei Mangkei', 3.3, 99.1), stop(62, 'DROPOFF', 'Refinery Dumai', 1.6, 101.4)],
        shipment: { id: 2, identity: 'SHP-2026-0002', status: 'ON_PROGRESS' },
      },
    ],
    shipment_vendors: [part(201), part(202, { vendor: armada, status: 'REQUESTED', ritase_identity: null, tracks_count: 0 })],
    tracks: [track(301), track(302, { ritase: 0, status: 'REMOVED', vehicle_detail: { id: 42, plate_number: 'BM 9000 OLD' } })],
    tracks_count: 1,
    type_vehicle_count: 1,
    vehicle_detail_count: 4,
    created_at: at,
    updated_at: at,
    ...patch,
  };
}

export function entry(id: number, patch: Partial<HistoryRow> = {}): HistoryRow {
  return {
    id,
    shipment: { id: 2, identity: 'SHP-2026-0002' },
    shipment_vendor_id: null,
    vendor: null,
    action: 'CREATED',
    summary: 'Rina Kusuma created the shipment for ORD-2.',
    reason: null,
    changes: [],
    user: { id: 3, name: 'Rina Kusuma', role: 'LOGISTIC_SERVICE_PROVIDER' },
    file_url: null,
    created_at: at,
    ...patch,
  };
}

export const accepted = entry(2, {
  action: 'ACCEPTED',
  shipment_vendor_id: 201,
  vendor: andalas,
  summary: 'CV Trans Andalas accepted with one truck.',
  changes: [{ field: 'status', from: 'REQUESTED', to: 'ACCEPTED' }],
  user: { id: 4, name: 'Agus Pratama', role: 'VENDOR' },
  reason: 'Trucks ready at the mill',
});

/** The shipment as the rework actions find it: the accepted vendor alone, with both its trucks running. */
export const onTheRoad = (patch: Partial<ShipmentDetail> = {}): ShipmentDetail =>
  detail({
    shipment_vendors: [part(201, { tracks_count: 2 })],
    tracks: [
      track(301, { status: 'ASSIGNED' }),
      track(302, { status: 'ASSIGNED', vehicle_detail_id: 42, vehicle_detail: { id: 42, plate_number: 'BM 9001 AB' }, driver_id: 52, driver: { id: 52, name: 'Joko Widodo', phone_country_code: null, phone_number: null } }),
    ],
    tracks_count: 2,
    vehicle_detail_count: 2,
    ...patch,
  });

/** A truck's last GPS report, as the marker list carries it. */
export type Position = Pick<MarkerRow, 'latitude' | 'longitude' | 'recorded_at'>;
const NOT_REPORTED: Position = { latitude: null, longitude: null, recorded_at: null };

/**
 * GET /v1/shipment/{id}/list-marker as the server answers it for `shipment`: its stops (pickups
 * first, by name), then its trucks on the road by plate, at their report in `positions` (by track
 * id) or without a position.
 */
export function markersOf(shipment: ShipmentDetail, positions: Record<number, Position> = {}): MarkerRow[] {
  const stops = new Map(
    shipment.orders
      .flatMap((o) => o.suborders)
      .map((s) => [`${s.type}|${s.pickup_dropoff_location_point.name}`, s] as const),
  );
  const stopRows = [...stops.values()]
    .sort((a, b) => b.type.localeCompare(a.type) || a.pickup_dropoff_location_point.name.localeCompare(b.pickup_dropoff_location_point.name))
    .map((s): MarkerRow => {
      const place = s.pickup_dropoff_location_point;
      return { kind: s.type, name: place.name, latitude: place.latitude, longitude: place.longitude, plate_number: null, driver: null, vendor: null, recorded_at: null };
    });
  const trucks = shipment.tracks
    .filter((x) => x.status === 'ASSIGNED' || x.status === 'ON_THE_WAY')
    .sort((a, b) => (a.vehicle_detail?.plate_number ?? '').localeCompare(b.vehicle_detail?.plate_number ?? ''))
    .map((x): MarkerRow => {
      const plate = x.vehicle_detail?.plate_number ?? null;
      return { kind: 'TRUCK', name: plate ?? '', plate_number: plate, driver: x.driver?.name ?? null, vendor: x.vendor?.name ?? null, ...(positions[x.id] ?? NOT_REPORTED) };
    });
  return [...stopRows, ...trucks];
}

/**
 * GET /v1/shipment/{id}/live-tracking as the server answers it for `shipment`: its trucks on the
 * road, at their report in `positions` (moving) or never reported, with no path or stop yet.
 */
export function liveOf(shipment: ShipmentDetail, positions: Record<number, Position> = {}): z.infer<typeof shipmentLiveTrack>[] {
  return shipment.tracks
    .filter((x) => x.status === 'ASSIGNED' || x.status === 'ON_THE_WAY')
    .map((x) => {
      const p = positions[x.id];
      const position = p?.latitude != null && p.longitude != null && p.recorded_at ? { latitude: p.latitude, longitude: p.longitude, speed: 40, heading: null, recorded_at: p.recorded_at } : null;
      return {
        track_id: x.id,
        shipment_id: shipment.id,
        shipment_identity: shipment.identity,
        status: x.status,
        source: x.source,
        plate_number: x.vehicle_detail?.plate_number ?? null,
        driver_name: x.driver?.name ?? null,
        vendor_name: x.vendor?.name ?? null,
        origin: null,
        destination: null,
        position,
        signal: position ? ('MOVING' as const) : ('NO_SIGNAL' as const),
        path: [],
        stops: [],
      };
    });
}
