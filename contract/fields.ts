// Field schemas shared by forms, multipart bodies and spreadsheet rows. Multipart and sheets send
// text: empty means "not given", numbers are parsed.
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

/** An optional text; '' counts as not given. */
export const optionalText = (max = 191) => z.preprocess(blankToUndefined, z.string().trim().max(max, 'validation.invalid').optional());

/** An optional non-negative number; '' counts as not given, "12,5" is read as 12.5. */
export const optionalNumber = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? Number(b.trim().replace(',', '.')) : b;
    },
    z.number({ error: 'validation.number' }).finite('validation.number').nonnegative('validation.number').optional(),
  );

/** A required non-negative number. */
export const requiredNumber = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? Number(b.trim().replace(',', '.')) : b;
    },
    z.number({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.number') }).finite('validation.number').nonnegative('validation.number'),
  );

/**
 * An optional list in a multipart body: absent = unchanged, the bare key ('') = the empty list
 * (what the browser's client sends for []), otherwise the items.
 */
export const formList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (v === '' ? [] : v), z.array(item).max(max, 'validation.invalid').optional());

/** A file field: a new File when one was chosen; anything else (an existing URL) is ignored. */
export const fileField = () => z.any().optional();

/** The method override of multipart updates (POST + _method=PUT). */
export const methodPut = z.literal('PUT').optional();

/** The keys of an object schema, and those that must be filled (derived: nothing declared twice). */
export function importColumns<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const keys = Object.keys(schema.shape) as (keyof S & string)[];
  const required = keys.filter((k) => !z.safeParse(schema.shape[k]!, undefined).success);
  return { keys, required };
}
