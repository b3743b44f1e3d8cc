// Plates (vehicle details): one physical truck of a vehicle model, with its usual driver
// (spec 2 §3 "Vehicle detail", §7 "Vehicles"; §9: all rows by default).
import { z } from 'zod';
import { roles } from './access.ts';
import { importCalls } from './import-calls.ts';
import { ALL_ROWS_MAX, call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { idList, nullableId, optionalText, requiredId } from './fields.ts';
import { requiredText } from './rules.ts';

/** "bm  8123 tu " -> "BM 8123 TU": plates are stored upper-case with single spaces. */
export const normalizePlate = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * An Indonesian plate (TNKB): 1-2 region letters, 1-4 digits, 0-3 suffix letters, e.g. "B 1234 XYZ",
 * "BM 8123 TU", "D 1". Written with or without spaces or hyphens ("b1234xyz", "BM-8123-TU").
 */
const INDONESIAN_PLATE = /^([A-Z]{1,2})[ -]?(\d{1,4})(?:[ -]?([A-Z]{1,3}))?$/;

/** The plate as stored ("B 1234 XYZ"), or null when it is not an Indonesian plate. */
export function canonicalPlate(s: string): string | null {
  const match = INDONESIAN_PLATE.exec(normalizePlate(s));
  return match ? [match[1], match[2], match[3]].filter(Boolean).join(' ') : null;
}

export const plateNumber = () =>
  requiredText(32).transform((s, ctx) => {
    const plate = canonicalPlate(s);
    if (plate === null) ctx.addIssue({ code: 'custom', message: 'validation.plateNumber' });
    return plate ?? s;
  });


export const vehicleDetailRecord = z.object({
  id: z.number().int(),
  plate_number: z.string(),
  vehicle_id: z.number().int(),
  vehicle: z.object({ id: z.number().int(), name: z.string(), vehicle_type_name: z.string().nullable() }),
  driver_id: z.number().int().nullable(),
  driver: z.object({ id: z.number().int(), name: z.string(), is_blocked: z.boolean() }).nullable(),
  vendor_id: z.number().int(),
  /** The plate is on a track of a shipment that is not finished. */
  on_track: z.boolean(),
  created_at: isoDate,
});
export type VehicleDetailRecord = z.infer<typeof vehicleDetailRecord>;

export const vehicleDetailFields = z.object({
  vehicle_id: requiredId(),
  plate_number: plateNumber(),
  driver_id: nullableId(),
});

/** An import row: the vehicle by name (or id), the driver by national identity (NIK). */
export const vehicleDetailImportRow = z.object({
  plate_number: plateNumber(),
  vehicle_name: requiredText(191),
  driver_national_identity: optionalText(32),
});
export const MAX_VEHICLE_DETAIL_IMPORT_ROWS = 5_000;

export const vehicleDetailList = listDecl({
  search: ['plate_number', 'vehicle.name', 'driver.name'],
  defaultSearch: ['plate_number'],
  sort: ['plate_number', 'created_at', 'vehicle.name'],
  defaultSort: { column: 'plate_number', type: 'asc' },
  filter: ['vehicle_id', 'driver_id', 'vendor_id'],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
});

/** mode: all (default); available = not on an active track; on_track = on one. */
export const VEHICLE_DETAIL_MODES = ['all', 'available', 'on_track'] as const;
export const vehicleDetailListQuery = listQuery.extend({ mode: z.enum(VEHICLE_DETAIL_MODES).optional() });

const readers = roles.fleetReaders;
const owner = roles.vendor;

/** The plate sheet: a plate of the vendor already there is updated. */
export const plateImports = importCalls({
  name: 'plate', path: '/v1/vehicle-detail/import', access: owner, list: 'vehicles_details', fields: vehicleDetailImportRow,
  maxRows: MAX_VEHICLE_DETAIL_IMPORT_ROWS, unique: ['plate_number'],
  summary: 'Import plates in one transaction (all rows or none); a plate of the vendor already there is updated',
});

export const vehicleDetail = {
  list: call({ method: 'GET', path: '/v1/vehicle-detail', summary: 'Plates (entries -1; mode all|available|on_track; filters vehicle_id, driver_id, vendor_id)', access: readers, query: vehicleDetailListQuery, response: pagedAnswer(vehicleDetailRecord) }),
  get: call({ method: 'GET', path: '/v1/vehicle-detail/:id', summary: 'One plate', access: readers, params: idParams, response: dataAnswer(vehicleDetailRecord) }),
  create: call({ method: 'POST', path: '/v1/vehicle-detail', summary: 'Add a plate to one of the vendor\'s vehicles (plate unique platform-wide)', access: owner, body: vehicleDetailFields, response: dataAnswer(vehicleDetailRecord) }),
  update: call({ method: 'PUT', path: '/v1/vehicle-detail/:id', summary: 'Change a plate (driver_id null clears the driver; absent keeps it)', access: owner, params: idParams, body: vehicleDetailFields, response: dataAnswer(vehicleDetailRecord) }),
  remove: call({ method: 'DELETE', path: '/v1/vehicle-detail/:id', summary: 'Delete a plate (409 when shipments use it)', access: owner, params: idParams, response: messageSchema }),
  removeMany: call({ method: 'DELETE', path: '/v1/vehicle-detail', summary: 'Delete several plates (all or none)', access: owner, body: z.object({ vehicle_detail_ids: idList() }), response: messageSchema }),
  ...plateImports.calls,
};
