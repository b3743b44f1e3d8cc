// Pickup/drop-off locations of a shipping company: mills and refineries (spec 2 §3, §7 "Locations").
import { z } from 'zod';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { importColumns, optionalText } from './fields.ts';
import { requiredText } from './rules.ts';

export const LOCATION_TYPES = ['PICKUP', 'DROPOFF'] as const;
export const MAX_LOCATION_IMPORT_ROWS = 5_000;
/** Operating hours and time suggestions are read in Western Indonesia Time (UTC+7, no DST). */
export const LOCATION_TIMEZONE = { name: 'Asia/Jakarta', label: 'WIB', offsetMinutes: 420 } as const;

const blank = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
const toNumber = (v: unknown) => {
  const b = blank(v);
  return typeof b === 'string' ? Number(b.trim().replace(',', '.')) : b;
};

/** A required coordinate within ±limit; "1,5" is read as 1.5 (spreadsheets in Indonesian locale). */
export const coordinate = (limit: 90 | 180) => {
  const key = limit === 90 ? 'validation.latitude' : 'validation.longitude';
  return z.preprocess(
    toNumber,
    z.number({ error: (iss) => (iss.input === undefined ? 'validation.required' : key) }).finite(key).min(-limit, key).max(limit, key),
  );
};

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

const optionalId = () => z.preprocess(blank, z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid').max(2_147_483_647, 'validation.invalid').optional());

/** Spreadsheet columns of a location import, in template order. */
export const locationImportColumns = importColumns(locationFields);

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
});

export const timeSuggestionQuery = z.object({
  pickup_dropoff_location_point_id: z.coerce.number().int().positive().max(2_147_483_647),
  /** A day (YYYY-MM-DD, WIB) to suggest from; today when absent or past. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid').optional(),
});

export const timeSuggestion = z.object({
  pickup_dropoff_location_point_id: z.number().int(),
  timezone: z.string(),
  start_operation_hour: z.string(),
  end_operation_hour: z.string(),
  suggestions: z.array(z.object({ estimation_date: isoDate, date: z.string(), time: z.string() })),
});

const readers = ['SHIPMENT_COMPANY', 'LOGISTIC_SERVICE_PROVIDER', 'ADMIN'] as const;
/** A shipping company for itself; an LSP for one of its customers (shipment_company_id). */
const writers = ['SHIPMENT_COMPANY', 'LOGISTIC_SERVICE_PROVIDER'] as const;

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
  importKeys: call({
    method: 'GET',
    path: '/v1/pickup-dropoff/import',
    summary: 'Column keys of the location import template',
    access: writers,
    response: dataAnswer(z.object({ keys: z.array(z.string()), required: z.array(z.string()), max_rows: z.number().int() })),
  }),
  import: call({
    method: 'POST',
    path: '/v1/pickup-dropoff/import',
    summary: 'Import locations in one transaction (all rows or none); an existing identity is replaced by its row',
    access: writers,
    body: z.object({
      locations: z.array(withOperatingHours(locationFields)).min(1, 'validation.required').max(MAX_LOCATION_IMPORT_ROWS, 'validation.maxRows'),
      shipment_company_id: optionalId(),
    }),
    response: dataAnswer(z.object({ created: z.number().int(), updated: z.number().int() })).extend({ message: z.string() }),
  }),
  timeSuggestion: call({
    method: 'GET',
    path: '/v1/pickup-dropoff/time-suggestion',
    summary: "Estimation times inside a location's operating hours (WIB): the next 3 slots",
    access: readers,
    query: timeSuggestionQuery,
    response: dataAnswer(timeSuggestion),
  }),
};
