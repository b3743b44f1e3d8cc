// Pickup/drop-off locations of a shipping company: mills and refineries (spec 2 §3, §7 "Locations").
import { z } from 'zod';
import { roles } from './access.ts';
import { importCalls } from './import-calls.ts';
import { ALL_ROWS_MAX, call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { boundedNumber, optionalId, optionalText, requiredId } from './fields.ts';
import { requiredText } from './rules.ts';

export const LOCATION_TYPES = ['PICKUP', 'DROPOFF'] as const;
export const MAX_LOCATION_IMPORT_ROWS = 5_000;
/** Operating hours and time suggestions are read in Western Indonesia Time (UTC+7, no DST). */
export const LOCATION_TIMEZONE = { name: 'Asia/Jakarta', label: 'WIB', offsetMinutes: 420 } as const;

const blank = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

/** A required coordinate within ±limit; "1,5" is read as 1.5 (spreadsheets in Indonesian locale). */
export const coordinate = (limit: 90 | 180) => boundedNumber(-limit, limit, limit === 90 ? 'validation.latitude' : 'validation.longitude');

/** "6:00", "06:00" and "06:00:00" become "06:00"; anything else fails with the format message. */
export const operationHour = () =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (typeof b !== 'string') return b;
      const m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(b.trim());
      return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : b.trim();
    },
    z.string({ error: 'validation.hourFormat' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.hourFormat').optional(),
  );

export const locationType = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(LOCATION_TYPES, { error: (iss) => (iss.input === undefined || iss.input === '' ? 'validation.required' : 'validation.invalid') }),
  );

/** The fields a location is made of: the form body and the import row share them. */
export const locationFields = z.object({
  identity: requiredText(64),
  name: requiredText(191),
  type: locationType(),
  latitude: coordinate(90),
  longitude: coordinate(180),
  address: optionalText(2000),
  pic_location: optionalText(191),
  alias: optionalText(191),
  start_operation_hour: operationHour(),
  end_operation_hour: operationHour(),
  category: optionalText(64),
});
export type LocationFields = z.output<typeof locationFields>;

/**
 * Operating hours come both or neither. end > start is a day window (06:00-22:00); end < start
 * is an overnight window (22:00-06:00, closing the next morning); end = start is refused.
 */
export function withOperatingHours<T extends z.ZodType<{ start_operation_hour?: string; end_operation_hour?: string }>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const { start_operation_hour: start, end_operation_hour: end } = v;
    if (start && !end) ctx.addIssue({ code: 'custom', path: ['end_operation_hour'], message: 'validation.required' });
    if (end && !start) ctx.addIssue({ code: 'custom', path: ['start_operation_hour'], message: 'validation.required' });
    if (start && end && start === end) ctx.addIssue({ code: 'custom', path: ['end_operation_hour'], message: 'validation.hoursEqual' });
  });
}

const named = z.object({ id: z.number().int(), name: z.string() });

export const locationRecord = z.object({
  id: z.number().int(),
  identity: z.string(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  pic_location: z.string().nullable(),
  alias: z.string().nullable(),
  start_operation_hour: z.string().nullable(),
  end_operation_hour: z.string().nullable(),
  category: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group: named.nullable(),
  shipment_company_id: z.number().int(),
  shipment_company: named,
  created_at: isoDate,
  updated_at: isoDate,
});
export type LocationRecord = z.infer<typeof locationRecord>;

export const locationList = listDecl({
  search: ['name', 'identity', 'alias', 'address'],
  defaultSearch: ['name'],
  sort: ['name', 'identity', 'type', 'category', 'created_at'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['type', 'shipment_company_id', 'group_id', 'category'],
  dates: ['created_at'],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
});

export const timeSuggestionQuery = z.object({
  pickup_dropoff_location_point_id: requiredId(),
  /** A day (YYYY-MM-DD, WIB) to suggest from; today when absent or past. */
  date: z.iso.date({ error: 'validation.date' }).optional(),
});

export const timeSuggestion = z.object({
  pickup_dropoff_location_point_id: z.number().int(),
  timezone: z.string(),
  start_operation_hour: z.string(),
  end_operation_hour: z.string(),
  suggestions: z.array(z.object({ estimation_date: isoDate, date: z.string(), time: z.string() })),
});

const readers = roles.shipperDataReaders;
/** A shipping company for itself; an LSP for one of its customers (shipment_company_id). */
const writers = roles.shipperDataWriters;

/** The location sheet: an existing identity is replaced by its row. */
export const locationImports = importCalls({
  name: 'location', path: '/v1/pickup-dropoff/import', access: writers, list: 'locations', fields: locationFields,
  row: withOperatingHours(locationFields), maxRows: MAX_LOCATION_IMPORT_ROWS, unique: ['identity'], extra: { shipment_company_id: optionalId() },
  summary: 'Import locations in one transaction (all rows or none); an existing identity is replaced by its row',
});

export const pickupDropoff = {
  list: call({ method: 'GET', path: '/v1/pickup-dropoff', summary: "Locations (shipping company: its own; LSP: its customers'; admin: all); entries default -1", access: readers, query: listQuery, response: pagedAnswer(locationRecord) }),
  get: call({ method: 'GET', path: '/v1/pickup-dropoff/:id', summary: 'One location', access: readers, params: idParams, response: dataAnswer(locationRecord) }),
  create: call({
    method: 'POST',
    path: '/v1/pickup-dropoff',
    summary: 'Create a location (shipping company: its own; LSP: for one of its customers, shipment_company_id required)',
    access: writers,
    body: withOperatingHours(locationFields.extend({ group_id: optionalId(), shipment_company_id: optionalId() })),
    response: dataAnswer(locationRecord),
  }),
  update: call({
    method: 'PUT',
    path: '/v1/pickup-dropoff/:id',
    summary: 'Replace a location (an optional field left out is cleared; it stays with its company)',
    access: writers,
    params: idParams,
    body: withOperatingHours(locationFields.extend({ group_id: optionalId() })),
    response: dataAnswer(locationRecord),
  }),
  remove: call({ method: 'DELETE', path: '/v1/pickup-dropoff/:id', summary: 'Delete a location no suborder uses (409 otherwise)', access: writers, params: idParams, response: messageSchema }),
  ...locationImports.calls,
  timeSuggestion: call({
    method: 'GET',
    path: '/v1/pickup-dropoff/time-suggestion',
    summary: "Estimation times inside a location's operating hours (WIB): the next 3 slots",
    access: readers,
    query: timeSuggestionQuery,
    response: dataAnswer(timeSuggestion),
  }),
};
