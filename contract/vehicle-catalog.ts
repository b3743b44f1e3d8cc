// Vehicle types, vehicle features and licence categories (spec 2 §3, §7 "Vehicles"; §9: lists answer all rows).
import { z } from 'zod';
import { roles } from './access.ts';
import { ALL_ROWS_MAX, call, dataAnswer, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { idList, idParam, requiredText } from './fields.ts';
import { PRODUCT_TYPES } from './product.ts';

/**
 * The kinds of product (PRODUCT_TYPES) a vehicle type can carry: a tank truck liquid, a dump truck
 * solid bulk. Empty: not said, and the LSP is not warned (issue 22, docs/server-behaviour.md).
 */
export const vehicleTypeCarries = z
  .array(z.enum(PRODUCT_TYPES.values as readonly ['LIQUID', 'SOLID', 'PACKAGED'], { error: 'validation.invalid' }))
  .max(PRODUCT_TYPES.values.length)
  .refine((v) => new Set(v).size === v.length, { error: 'validation.invalid' });
export type VehicleTypeCarries = z.infer<typeof vehicleTypeCarries>;

export const vehicleTypeRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null: a global type every vendor may use (made by an administrator). */
  vendor_id: z.number().int().nullable(),
  carries: vehicleTypeCarries,
  created_at: isoDate,
});
export type VehicleTypeRecord = z.infer<typeof vehicleTypeRecord>;

export const vehicleFeatureRecord = z.object({ id: z.number().int(), name: z.string() });
export type VehicleFeatureRecord = z.infer<typeof vehicleFeatureRecord>;

export const licenseCategoryRecord = z.object({ id: z.number().int(), name: z.string() });

export const vehicleTypeList = listDecl({
  search: ['name'],
  defaultSearch: ['name'],
  sort: ['name', 'created_at'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['vendor_id'],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
});

export const vehicleFeatureList = listDecl({
  search: ['name'],
  defaultSearch: ['name'],
  sort: ['name'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: [],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
});

const readers = roles.fleetReaders;
const writers = roles.catalogWriters;

export const vehicleTypes = {
  list: call({ method: 'GET', path: '/v1/vehicle-types', summary: 'Vehicle types: global ones plus the vendor\'s own (entries -1 by default)', access: readers, query: listQuery, response: pagedAnswer(vehicleTypeRecord) }),
  create: call({
    method: 'POST',
    path: '/v1/vehicle-types',
    summary: 'Create a vehicle type (vendor: its own; admin: a global one), with the kinds of product it carries',
    access: writers,
    body: z.object({ name: requiredText(191), carries: vehicleTypeCarries.optional() }),
    response: dataAnswer(vehicleTypeRecord),
  }),
  update: call({
    method: 'PUT',
    path: '/v1/vehicle-types/:id',
    summary: 'Say which kinds of product a vehicle type carries (vendor: its own types; admin: the global ones)',
    access: writers,
    params: z.object({ id: idParam() }),
    body: z.object({ carries: vehicleTypeCarries }),
    response: dataAnswer(vehicleTypeRecord),
  }),
  remove: call({
    method: 'DELETE',
    path: '/v1/vehicle-types',
    summary: 'Delete vehicle types (all or none; a type used by a vehicle: 409)',
    access: writers,
    body: z.object({ ids: idList() }),
    response: messageSchema,
  }),
};

export const vehicleFeatures = {
  list: call({ method: 'GET', path: '/v1/vehicle-features', summary: 'Vehicle features (shared by all vendors; entries -1 by default)', access: readers, query: listQuery, response: pagedAnswer(vehicleFeatureRecord) }),
  create: call({
    method: 'POST',
    path: '/v1/vehicle-features',
    summary: 'Create a vehicle feature (a name already used answers 422)',
    access: writers,
    body: z.object({ name: requiredText(191) }),
    response: dataAnswer(vehicleFeatureRecord),
  }),
};

export const licenseCategories = {
  list: call({ method: 'GET', path: '/v1/license-category', summary: 'Driving licence categories (SIM A, B1, …)', access: readers, response: dataAnswer(z.array(licenseCategoryRecord)) }),
};
