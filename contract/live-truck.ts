// A truck on the road as the live reads answer it (docs/tracking.md "Reads"): the live map, the
// shipping status of trucks, a shipment's trucks and the incoming trucks all build on it.
import { z } from 'zod';
import { isoDate } from './lib.ts';
import { TRACK_STATES } from './states.ts';

/** One position as the live map shows it. */
export const livePosition = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** km/h */
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  recorded_at: isoDate,
});

const point = z.object({ latitude: z.number(), longitude: z.number(), name: z.string() });

/** A truck on the road as the live map and the truck status show it. */
export const liveTruck = z.object({
  track_id: z.number().int(),
  shipment_id: z.number().int(),
  shipment_identity: z.string(),
  status: z.enum(TRACK_STATES),
  /** MAPBOX: planned direction; FMS: driven path (spec 1 §1). */
  source: z.string(),
  plate_number: z.string().nullable(),
  driver_name: z.string().nullable(),
  vendor_name: z.string().nullable(),
  origin: point.nullable(),
  destination: point.nullable(),
  position: livePosition.nullable(),
  /** MOVING, STOPPED (under 2 km/h), SILENT (nothing for 15 minutes), NO_SIGNAL (never reported). */
  signal: z.enum(['MOVING', 'STOPPED', 'SILENT', 'NO_SIGNAL']),
});
export type LiveTruck = z.infer<typeof liveTruck>;

