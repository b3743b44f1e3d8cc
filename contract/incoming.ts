// Incoming trucks (spec 1 §2 "Dashboards", §7 GET /v1/dashboard/lsp/incoming-truck): each truck on
// the road of the LSP with the stop it is heading to (a truck not yet loaded to its mill, a loaded
// one to its refinery), its distance to go, and an ETA from its live position and recent speed,
// weighed against the stop's estimation day and operating hours (docs/tracking.md "Incoming trucks").
import { z } from 'zod';
import { optionalId, readInteger, text } from './fields.ts';
import { isoDate } from './lib.ts';
import { liveTruck } from './live-truck.ts';
import { messageRef } from './message-ref.ts';
import { WIB_OFFSET } from './wib.ts';

export const INCOMING_TYPES = ['PICKUP', 'DROPOFF'] as const;
export const INCOMING_DAYS = ['TODAY', 'TOMORROW'] as const;
export const INCOMING_SORTS = ['eta', 'distance', 'estimation', 'plate'] as const;
export const INCOMING_ENTRIES = 10;
export const INCOMING_ENTRIES_MAX = 100;

/** Roads are longer than the straight line: the ETA counts this much more than the distance shown. */
export const ROAD_FACTOR = 1.25;
/** Slower than this on average over the last minutes, a truck gets no ETA (it is not driving). */
export const ETA_MIN_KMH = 5;
/** The minutes of positions the recent speed averages. */
export const RECENT_SPEED_MINUTES = 15;

const day = z.iso.date({ error: 'validation.date' });
const id = optionalId();

export const incomingQuery = z.object({
  /** PICKUP: trucks heading to their mill (not loaded yet); DROPOFF: loaded trucks heading to their refinery. */
  incoming_type: z.enum(INCOMING_TYPES, { error: 'validation.invalid' }).optional(),
  /** The stop's estimation day (WIB). */
  filter_day: z.enum(INCOMING_DAYS, { error: 'validation.invalid' }).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
  search: text(100).optional(),
  vendor: id,
  driver: id,
  /** A pickup location (its id). */
  mill: id,
  /** A drop-off location (its id). */
  refinery: id,
  plate_number: text(20).optional(),
  product: id,
  /** The shipping company owning the goods (its id). */
  product_owner: id,
  page: z.preprocess(readInteger, z.number({ error: 'validation.integer' }).int('validation.integer').min(1, messageRef('validation.min', { min: 1 })).max(100_000).optional()),
  entries: z.preprocess(readInteger, z.number({ error: 'validation.integer' }).int('validation.integer').min(1, messageRef('validation.min', { min: 1 })).max(INCOMING_ENTRIES_MAX, messageRef('validation.max', { max: INCOMING_ENTRIES_MAX })).optional()),
  sort_by: z.enum(INCOMING_SORTS, { error: 'validation.invalid' }).optional(),
  sort_order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).optional(),
});
export type IncomingQuery = z.output<typeof incomingQuery>;

/** The spreadsheet's filters (spec 1 §7 GET /v1/dashboard/lsp/export-excel): the list's, vendor and driver named vendor_id and driver_id, every matching truck. */
export const incomingExportQuery = incomingQuery.omit({ page: true, entries: true, vendor: true, driver: true }).extend({ vendor_id: id, driver_id: id });
export type IncomingExportQuery = z.output<typeof incomingExportQuery>;

export const incomingTruck = liveTruck.extend({
  incoming_type: z.enum(INCOMING_TYPES),
  target: z.object({
    id: z.number().int(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    estimation_date: isoDate.nullable(),
    start_operation_hour: z.string().nullable(),
    end_operation_hour: z.string().nullable(),
  }),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  product_owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Straight-line metres to the stop; null without a position. */
  distance_m: z.number().nullable(),
  /** Recent average speed (km/h), over the last RECENT_SPEED_MINUTES of positions. */
  recent_kmh: z.number().nullable(),
  eta: isoDate.nullable(),
  /** The ETA falls after the stop's estimation day, or after its closing hour that day. */
  late: z.boolean(),
});
export type IncomingTruck = z.infer<typeof incomingTruck>;

/** When a truck `distanceM` away, averaging `recentKmh`, arrives: null when it is not driving or has no position. */
export function etaOf(distanceM: number | null, recentKmh: number | null, now: Date): Date | null {
  if (distanceM === null || recentKmh === null || recentKmh < ETA_MIN_KMH) return null;
  return new Date(now.getTime() + ((distanceM * ROAD_FACTOR) / 1000 / recentKmh) * 3_600_000);
}

/**
 * Late: arriving after the stop's estimation day ends (WIB), or after its closing hour that day
 * when it has operating hours (an overnight window closes the next morning). No ETA or no
 * estimation: not late (nothing to be late against).
 */
export function isLate(eta: Date | null, estimationDay: string | null, closes: string | null, opens: string | null): boolean {
  if (!eta || !estimationDay) return false;
  const overnight = closes !== null && opens !== null && closes < opens;
  const closing = closes ? `${estimationDay}T${closes}:00${WIB_OFFSET}` : `${estimationDay}T23:59:59${WIB_OFFSET}`;
  const end = new Date(closing).getTime() + (overnight ? 86_400_000 : 0);
  return eta.getTime() > end;
}
