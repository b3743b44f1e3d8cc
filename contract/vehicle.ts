// A vendor's vehicle models (spec 2 §3 "Vehicle", "Vehicle import row"; §7 "Vehicles"; §9: all rows, by name).
// One vehicle is a model ("Tangki CPO 30 KL"); its plates are vehicle details (vehicle-detail.ts).
import { z } from 'zod';
import { roles } from './access.ts';
import { importCalls } from './import-calls.ts';
import { ALL_ROWS_MAX, call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { DIMENSION, fileField, formList, idList, methodPut, nullableId, optionalNumber, requiredId, text } from './fields.ts';
import { canonicalPlate, plateNumber } from './vehicle-detail.ts';
import { requiredText } from './rules.ts';
import { vehicleTypeCarries } from './vehicle-catalog.ts';

const named = z.object({ id: z.number().int(), name: z.string() });

export const vehicleRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  max_volume: z.number().nullable(),
  max_weight: z.number().nullable(),
  vehicle_type_id: z.number().int().nullable(),
  /** With the kinds of product it carries (empty: not said), for the LSP's fit warning. */
  vehicle_type: named.extend({ carries: vehicleTypeCarries }).nullable(),
  vendor_id: z.number().int(),
  vendor: named,
  feature_ids: z.array(z.number().int()),
  features: z.array(named),
  photo: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** MANUAL (made here or imported) or FMS (synced from the fleet-management service). */
  source: z.string(),
  vehicle_details_count: z.number().int(),
  created_at: isoDate,
});
export type VehicleRecord = z.infer<typeof vehicleRecord>;

export const vehiclePlate = z.object({
  id: z.number().int(),
  plate_number: z.string(),
  driver_id: z.number().int().nullable(),
  driver: z.object({ id: z.number().int(), name: z.string(), is_blocked: z.boolean() }).nullable(),
});
export const vehicleWithDetails = vehicleRecord.extend({ details: z.array(vehiclePlate) });

/** Features: at least one id (spec 2 §5); "1,2" and feature_ids[] both arrive as a list. */
export const featureIds = () => idList();

/** The fields of the vehicle form and multipart body. */
export const vehicleFields = z.object({
  name: requiredText(191),
  vehicle_type_id: requiredId(),
  feature_ids: featureIds(),
  length: optionalNumber(DIMENSION),
  width: optionalNumber(DIMENSION),
  height: optionalNumber(DIMENSION),
  max_volume: optionalNumber(),
  max_weight: optionalNumber(),
});
export type VehicleFields = z.input<typeof vehicleFields>;

/** A plate given with a new vehicle: its number (Indonesian format) and its usual driver (optional). */
export const newVehiclePlate = z.object({ plate_number: plateNumber(), driver_id: nullableId() });
export const MAX_NEW_VEHICLE_PLATES = 50;

/** The rows whose plate (as stored: canonicalPlate) an earlier row already has; rows not a plate are skipped. */
export function repeatedPlateRows(plates: readonly unknown[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  plates.forEach((p, i) => {
    const plate = typeof p === 'string' ? canonicalPlate(p) : null;
    if (plate === null) return;
    if (seen.has(plate)) repeated.push(i);
    seen.add(plate);
  });
  return repeated;
}

/**
 * The plates of a new vehicle, saved with it (all or nothing): a plate twice in the list is
 * refused on its second row, as one already used elsewhere is (by the server).
 */
export const newVehiclePlates = () =>
  formList(newVehiclePlate, MAX_NEW_VEHICLE_PLATES).superRefine((plates, ctx) => {
    for (const i of repeatedPlateRows((plates ?? []).map((p) => p.plate_number))) ctx.addIssue({ code: 'custom', path: [i, 'plate_number'], message: 'validation.duplicate' });
  });

/** The create form and body: the vehicle's fields and, optionally, its plates. */
export const vehicleCreateFields = vehicleFields.extend({ plates: newVehiclePlates() });

/** A spreadsheet row: type and features by name (features comma-separated), made when missing. */
export const vehicleImportRow = z.object({
  name: requiredText(191),
  type_name: requiredText(191),
  features_name: requiredText(1000),
  length: optionalNumber(DIMENSION),
  width: optionalNumber(DIMENSION),
  height: optionalNumber(DIMENSION),
  max_volume: optionalNumber(),
  max_weight: optionalNumber(),
});
export type VehicleImportRow = z.output<typeof vehicleImportRow>;
export const MAX_VEHICLE_IMPORT_ROWS = 5_000;

/** "Tangki, GPS Tracker ,," -> ["Tangki", "GPS Tracker"] (spec 2 §5: features are split on commas). */
export const splitFeatures = (s: string) => [...new Set(s.split(',').map((f) => f.trim().replace(/\s+/g, ' ')).filter(Boolean))];

export const vehicleList = listDecl({
  search: ['name', 'vehicle_details.plate_number', 'vehicle_type.name'],
  defaultSearch: ['name'],
  sort: ['name', 'created_at', 'max_weight', 'max_volume', 'vehicle_details_count'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['vendor_id', 'vehicle_type_id', 'source'],
  dates: ['created_at'],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
});

/** `type`: a vehicle type id, or a type name (case-insensitive). */
export const vehicleListQuery = listQuery.extend({ type: text(191).optional() });

const readers = roles.fleetReaders;
const owner = roles.vendor;

/** The vehicle sheet: an existing name is updated; types and features are made by name when missing. */
export const vehicleImports = importCalls({
  name: 'vehicle', path: '/v1/vehicle/import', access: owner, list: 'vehicles', fields: vehicleImportRow,
  maxRows: MAX_VEHICLE_IMPORT_ROWS, unique: ['name'],
  summary: 'Import vehicles in one transaction (all rows or none); types and features are made by name when missing; an existing name is updated',
});

export const vehicle = {
  list: call({ method: 'GET', path: '/v1/vehicle', summary: 'Vehicles (vendor: its own; LSP: its collaborating vendors\'; entries -1, name ascending)', access: readers, query: vehicleListQuery, response: pagedAnswer(vehicleRecord) }),
  get: call({ method: 'GET', path: '/v1/vehicle/:id', summary: 'One vehicle with its features and plates (with drivers)', access: readers, params: idParams, response: dataAnswer(vehicleWithDetails) }),
  create: call({
    method: 'POST',
    path: '/v1/vehicle',
    summary: 'Create a vehicle (multipart; feature_ids required, photo optional) with its plates (plates[i][plate_number], plates[i][driver_id], optional): all saved or none; a plate already used answers 422 on plates.<i>.plate_number',
    access: owner,
    multipart: true,
    body: vehicleCreateFields.extend({ photo: fileField() }),
    response: dataAnswer(vehicleWithDetails),
  }),
  update: call({
    method: 'POST',
    path: '/v1/vehicle/:id',
    summary: 'Update a vehicle (multipart, _method=PUT; feature_ids replace the old ones; photo only when a new file)',
    access: owner,
    multipart: true,
    params: idParams,
    body: vehicleFields.extend({ _method: methodPut, photo: fileField() }),
    response: dataAnswer(vehicleRecord),
  }),
  remove: call({ method: 'DELETE', path: '/v1/vehicle/:id', summary: 'Delete a vehicle and its plates (409 when shipments use it)', access: owner, params: idParams, response: messageSchema }),
  addDetails: call({
    method: 'POST',
    path: '/v1/vehicle/:id/add-vehicle-details',
    summary: 'Move existing plates of the vendor to this vehicle',
    access: owner,
    params: idParams,
    body: z.object({ vehicle_detail_ids: idList() }),
    response: dataAnswer(vehicleWithDetails),
  }),
  removeImage: call({ method: 'DELETE', path: '/v1/vehicle/:id/image', summary: 'Remove the vehicle photo', access: owner, params: idParams, response: dataAnswer(vehicleRecord) }),
  ...vehicleImports.calls,
};
