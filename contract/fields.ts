// Field schemas shared by forms, JSON and multipart bodies, list queries and spreadsheet rows.
// Every text and number a caller sends goes through one of these, so the form, the import preview
// and the server refuse the same values with the same message (a key of messages.ts, with its
// values when it has some: "validation.tooLong?max=191").
// Multipart bodies and sheets send text: empty means "not given", numbers are read from decimal text.
import { z } from 'zod';
import { messageRef } from './message-ref.ts';

// zod's own texts are English only. Every check without a message of its own answers one of our
// keys, with the limit when there is one; the client and the server translate it.
z.config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null) return 'validation.required';
    if (issue.code === 'too_big') {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return messageRef('validation.tooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return messageRef('validation.tooManyItems', { max });
      return messageRef('validation.max', { max });
    }
    if (issue.code === 'too_small') {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array') return 'validation.required';
      return min === 0 ? 'validation.nonNegative' : messageRef('validation.min', { min });
    }
    if (issue.code === 'invalid_type' && issue.expected === 'int' && typeof issue.input === 'number') return 'validation.integer';
    if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) return 'validation.number';
    return 'validation.invalid';
  },
});

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

// ---- text -----------------------------------------------------------------------------------

/**
 * Control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in a
 * text, and none of the others belongs in a name, an address or a search.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasNoControlCharacters = (s: string) => !CONTROL_CHARACTERS.test(s);

export const tooLong = (max: number) => messageRef('validation.tooLong', { max });

/** Any text a caller sends: at most `max` characters (after trimming), no control characters. */
export const text = (max: number) => z.string().trim().max(max, tooLong(max)).refine(hasNoControlCharacters, 'validation.controlChars');

/** Text kept exactly as typed (passwords, tokens): not trimmed, same limits. */
export const rawText = (max: number) => z.string().max(max, tooLong(max)).refine(hasNoControlCharacters, 'validation.controlChars');

/** A non-empty text after trimming. */
export const requiredText = (max = 255) =>
  z.string().trim().min(1, 'validation.required').max(max, tooLong(max)).refine(hasNoControlCharacters, 'validation.controlChars');

/** An optional text; '' counts as not given. */
export const optionalText = (max = 191) => z.preprocess(blankToUndefined, text(max).optional());

// ---- numbers --------------------------------------------------------------------------------

/**
 * Decimal text as people write it: "12", "-3", "12.5", "12,5" (Indonesian decimal comma), "1e3".
 * Anything else ("0x10", "0b1", "Infinity", "12abc") stays text, so the number schema refuses it
 * instead of JavaScript's Number() reading "0x10" as 16.
 */
const DECIMAL_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d{1,3})?$/;

/**
 * A leading minus as sheets and word processors write it: the minus sign (U+2212) and the en dash
 * (U+2013, "-5" after autocorrect) are read as "-", so "−5" is refused as negative, not as text.
 */
const TYPOGRAPHIC_MINUS = /^[\u2212\u2013]/;

/** The number a decimal text or a JSON number stands for; blank is undefined; anything else as it came. */
export function readDecimal(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  const s = b.trim().replace(TYPOGRAPHIC_MINUS, '-');
  if (s === '') return undefined;
  return DECIMAL_TEXT.test(s) ? Number(s.replace(',', '.')) : b;
}

/** A whole number as a JSON number or as digits ("12"); nothing else. */
export function readInteger(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  const s = b.trim();
  return /^[+-]?\d{1,16}$/.test(s) ? Number(s) : s === '' ? undefined : b;
}

/** A column of type numeric(precision, scale); the database schema declares its columns with these. */
export interface DecimalColumn {
  precision: number;
  scale: number;
}
/** Quantities and capacities (kg, m³): numeric(14,3). */
export const QUANTITY: DecimalColumn = { precision: 14, scale: 3 };
/** Lengths (cm, m): numeric(10,2). */
export const DIMENSION: DecimalColumn = { precision: 10, scale: 2 };
/** An order's lengths laid end to end (product length x quantity, summed): numeric(12,2). */
export const DIMENSION_TOTAL: DecimalColumn = { precision: 12, scale: 2 };
/** Quality percentages of a weighbridge ticket (DOBI, FFA, water): numeric(6,2). */
export const QUALITY: DecimalColumn = { precision: 6, scale: 2 };
/** Money (rupiah) of invoices and their fees: numeric(16,2). */
export const MONEY: DecimalColumn = { precision: 16, scale: 2 };
/** Distances driven (km): numeric(12,2). */
export const DISTANCE: DecimalColumn = { precision: 12, scale: 2 };
/** Every size a numeric column of the database may have: the schema declares its columns with these. */
export const DECIMAL_COLUMNS = { QUANTITY, DIMENSION, DIMENSION_TOTAL, QUALITY, MONEY, DISTANCE } as const;

/** The largest value a numeric(precision, scale) column holds, e.g. 99999999999.999 for (14,3). */
export const decimalMax = ({ precision, scale }: DecimalColumn) => Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);

const numberError = (iss: { input: unknown }) => (iss.input === undefined ? 'validation.required' : 'validation.number');

/**
 * How many decimals a number has, as a spreadsheet shows it: its shortest decimal form (the digits
 * JSON.stringify writes) at 15 significant digits, the precision Excel and SheetJS keep. 0.0004 has
 * 4, 1e-7 has 7, 2.50 is 2.5 and has 1, and a computed cell such as 0.1 + 0.2 (0.30000000000000004
 * in binary) is 0.3 and has 1: its last digits are the float's noise, not a finer value the column
 * would round. Never from arithmetic on the float (1.005 * 1000 is 1004.9999999999999).
 */
export function decimalsOf(n: number): number {
  const [mantissa = '', exponent = '0'] = String(Number(n.toPrecision(15))).split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** The smallest step of a column: 0.001 for numeric(14,3). */
export const decimalStep = ({ scale }: DecimalColumn) => 10 ** -scale;

/** "At most 3 decimals.": the message of a number finer than its column, which would round it. */
export const tooManyDecimals = ({ scale }: DecimalColumn) => messageRef('validation.decimals', { max: scale });

/**
 * A number its numeric(precision, scale) column holds exactly: zero or more (or more than zero when
 * `positive`), at most the column's maximum, no more decimals than its scale (decimalsOf). The JSON
 * schema says the column's step as multipleOf.
 */
export const decimalNumber = (column: DecimalColumn, { positive = false } = {}) => {
  const number = z.number({ error: numberError }).finite('validation.number');
  return (positive ? number.gt(0, 'validation.positive') : number.nonnegative('validation.nonNegative'))
    .max(decimalMax(column), messageRef('validation.max', { max: decimalMax(column) }))
    .refine((n) => decimalsOf(n) <= column.scale, tooManyDecimals(column))
    .meta({ multipleOf: decimalStep(column) });
};

/** An optional non-negative number that fits the column (QUANTITY by default); '' counts as not given, "12,5" is read as 12.5. */
export const optionalNumber = (column: DecimalColumn = QUANTITY) => z.preprocess(readDecimal, decimalNumber(column).optional());

/** A required non-negative number. */
export const requiredNumber = (column: DecimalColumn = QUANTITY) => z.preprocess(readDecimal, decimalNumber(column));

/** A number within [min, max] (coordinates), with one message for every way it can be wrong. */
export const boundedNumber = (min: number, max: number, message: string) =>
  z.preprocess(readDecimal, z.number({ error: (iss) => (iss.input === undefined ? 'validation.required' : message) }).finite(message).min(min, message).max(max, message));

// ---- fixed lists ----------------------------------------------------------------------------

/**
 * A fixed list of values (codes stored as they are, labelled in the reader's language) and other
 * spellings people write in a sheet or sent before the list existed ("kg", "KG", "Kilogram").
 */
export interface ChoiceList<V extends string = string> {
  values: readonly V[];
  /** Other spellings, lower-case, e.g. { kilogram: 'kg' }. */
  aliases?: Readonly<Record<string, V>>;
}

const spelling = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The listed value a text stands for (case, outer spaces and the list's aliases ignored), or undefined. */
export function choiceOf<V extends string>(list: ChoiceList<V>, value: unknown): V | undefined {
  if (typeof value !== 'string') return undefined;
  const key = spelling(value);
  return list.values.find((v) => spelling(v) === key) ?? list.aliases?.[key];
}

/** "Choose one of: kg, ton, …": the message of a value outside the list (the codes are the same in every language). */
export const choiceMessage = (list: ChoiceList) => messageRef('validation.choice', { choices: list.values.join(', ') });

/** An optional value of a fixed list: '' is not given, a known spelling becomes its value, any other text is refused. */
export const optionalChoice = <V extends string>(list: ChoiceList<V>) =>
  z.preprocess((v) => {
    const b = blankToUndefined(typeof v === 'string' ? v.trim() : v);
    return b === undefined ? undefined : (choiceOf(list, b) ?? b);
  }, z.enum(list.values as [V, ...V[]], { error: choiceMessage(list) }).optional());

/**
 * On update: a listed value, or a text saved before the list existed that is sent back unchanged
 * (the handler compares it with the saved one: keptOrChosen). A known spelling becomes its value.
 */
export const keptChoice = <V extends string>(list: ChoiceList<V>, max = 64) =>
  z.preprocess(blankToUndefined, text(max).transform((s) => choiceOf(list, s) ?? s).optional());

/** The value may be saved: absent (kept), one of the list, or the saved value itself unchanged. */
export const keptOrChosen = (list: ChoiceList, value: unknown, saved: unknown) =>
  value === undefined || value === null || value === '' || choiceOf(list, value) !== undefined || value === saved;

// ---- ids ------------------------------------------------------------------------------------

/** The largest id (integer column). */
export const MAX_ID = 2_147_483_647;

/**
 * An id as a JSON number or as its digits ("12"); nothing else: no sign ("+12"), no spaces
 * (" 12"), no other notation ("1e3", "0x10"). Blank is undefined.
 */
export function readId(v: unknown): unknown {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\d{1,16}$/.test(b) ? Number(b) : b;
}

const idNumber = () =>
  z
    .number({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalid') })
    .int('validation.invalid')
    .positive('validation.invalid')
    .max(MAX_ID, 'validation.invalid');

/** A required reference id: 12 or "12"; '' counts as not given. */
export const requiredId = () => z.preprocess(readId, idNumber());

/** An optional reference id; '' counts as not given. */
export const optionalId = () => z.preprocess(readId, idNumber().optional());

/** An id that may be cleared: null or '' clears, absent leaves it as it is. */
export const nullableId = () => z.preprocess((v) => (v === '' || v === null ? null : readId(v)), z.union([z.null(), idNumber()]).optional());

/** "Listed twice: 12.": an id a list names more than once. */
export const listedTwice = (id: unknown) => messageRef('validation.listedTwice', { id: String(id) });

/**
 * A list that names each id once. A list of ids is refused on the list itself, each repeated id said
 * once (a form shows it under the list); a list of objects keyed by an id (the trucks of
 * change-vehicles by track_id) on the key of each item that repeats an earlier one
 * (tracks.1.track_id). The JSON schema says it: uniqueItems, or x-unique-by with the key.
 */
export function distinctIds<T extends z.ZodArray>(list: T, key?: string) {
  return list
    .superRefine(
      (items, ctx) => {
        const seen = new Set<number>();
        const said = new Set<number>();
        items.forEach((item, i) => {
          const id = key === undefined ? item : (item as Record<string, unknown> | undefined)?.[key];
          if (typeof id !== 'number') return;
          if (seen.has(id) && !(key === undefined && said.has(id))) ctx.addIssue({ code: 'custom', path: key === undefined ? [] : [i, key], message: listedTwice(id) });
          if (seen.has(id)) said.add(id);
          seen.add(id);
        });
      },
      // Said with the items' other faults (a missing field), not only once they are mended.
      { when: (payload) => Array.isArray(payload.value) },
    )
    .meta(key === undefined ? { uniqueItems: true } : { 'x-unique-by': key });
}

/** A list of distinct ids; multipart "ids[]" arrives as a list, a comma text is split. */
export const idList = (max = 1000) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : typeof v === 'number' ? [v] : v),
    distinctIds(z.array(z.preprocess(readId, idNumber())).min(1, 'validation.required').max(max, messageRef('validation.tooManyItems', { max }))),
  );

/** Path parameters: the id of a record. */
export const idParam = () => requiredId();

// ---- lists, files, forms --------------------------------------------------------------------

/**
 * An optional list in a multipart body: absent = unchanged, the bare key ('') = the empty list
 * (what the browser's client sends for []), otherwise the items; `key`: the id that may not repeat
 * between them (distinctIds).
 */
export const formList = <T extends z.ZodType>(item: T, max: number, key?: string) => {
  const list = z.array(item).max(max, messageRef('validation.tooManyItems', { max }));
  return z.preprocess((v) => (v === '' ? [] : v), (key === undefined ? list : distinctIds(list, key)).optional());
};

/** The rows of an import: at least one, at most `max` (the limit is said in the message). */
export const importRows = <T extends z.ZodType>(row: T, max: number) =>
  z.array(row).min(1, 'validation.required').max(max, messageRef('validation.maxRows', { max }));

const MIB = 1024 * 1024;

/** "2 MB", "512 kB": a size limit as people read it. */
export const formatBytes = (bytes: number) => (bytes >= MIB ? `${Number((bytes / MIB).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} kB`);

/** What a file field accepts: kinds by content (never by name) and the size limit. */
export interface FileRule {
  accept: readonly ('image' | 'document' | 'spreadsheet')[];
  maxBytes: number;
}
export const IMAGE_FILE: FileRule = { accept: ['image'], maxBytes: 2 * MIB };
export const DOCUMENT_FILE: FileRule = { accept: ['image', 'document'], maxBytes: 5 * MIB };

/**
 * The file rules of a body's fields. A multipart call reads only the file parts its body declares
 * here, and stops reading a file at its limit (server/lib/multipart.ts).
 */
export const fileRules = z.registry<FileRule>();

/**
 * A file field: a new File when one was chosen; anything else (an existing URL) is ignored by the
 * handler. `rule` says what the server accepts (default: an image up to 2 MB).
 */
export const fileField = (rule: FileRule = IMAGE_FILE) => {
  const schema = z.any().optional();
  schema.register(fileRules, rule);
  return schema;
};

/** The method override of multipart updates (POST + _method=PUT). */
export const methodPut = z.literal('PUT').optional();

/** The keys of an object schema, and those that must be filled (derived: nothing declared twice). */
export function importColumns<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const keys = Object.keys(schema.shape) as (keyof S & string)[];
  const required = keys.filter((k) => !z.safeParse(schema.shape[k]!, undefined).success);
  return { keys, required };
}
