// The limits of one multipart call, derived from its contract body: its declared files (each with
// its own size), how many text fields it may carry and how long they may be (lists at their
// longest, texts at their longest), and the whole request. Defaults cover what every form sends
// besides its body (the web client sends whole records: ids, dates, kept file addresses).
import { z } from 'zod';
import { fileRules, type FileRule } from '../../contract/fields.ts';
import type { CallDef } from '../../contract/lib.ts';

/** Text fields any call may carry (a driver with 20 licences needs about 50). */
export const DEFAULT_FIELDS = 300;
/** Longest text field in bytes: 4,096 characters of 4-byte UTF-8. */
export const DEFAULT_FIELD_BYTES = 16 * 1024;
/** Text of a whole request besides its files: 300 fields of 1 kB, and 64 kB more. */
const DEFAULT_TEXT_BYTES = DEFAULT_FIELDS * 1024 + 64 * 1024;
/** A part's own bytes: boundary, Content-Disposition with its name (at most 200), line breaks. */
export const PART_OVERHEAD = 320;
/** A number, an id, a date or a choice as text. */
const SHORT_TEXT_BYTES = 64;

export interface MultipartLimits {
  /** Declared file fields and their rules. */
  files: Record<string, FileRule>;
  /** Text fields one request may carry. */
  fields: number;
  /** Longest text field, in bytes. */
  fieldBytes: number;
  /** The whole request: every declared file at its limit, the body's texts at their longest, and the default allowance. */
  maxBytes: number;
  /**
   * The most a request can hold without any file over its limit (every field at its longest):
   * a request declaring more has a file over its limit, and is refused before it is read.
   */
  provableBytes: number;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

interface TextShape {
  /** Fields the value takes. */
  fields: number;
  /** Its longest field, in bytes. */
  longest: number;
  /** All its fields, in bytes, with their parts' overhead. */
  bytes: number;
}

/** The most text a body's value can be sent as (lists at their longest; files count as one field). */
function textShape(s: JsonSchema): TextShape {
  if (s.anyOf) {
    return s.anyOf.map(textShape).reduce((a, b) => ({ fields: Math.max(a.fields, b.fields), longest: Math.max(a.longest, b.longest), bytes: Math.max(a.bytes, b.bytes) }));
  }
  if (s.properties) {
    return Object.values(s.properties)
      .map(textShape)
      .reduce((a, b) => ({ fields: a.fields + b.fields, longest: Math.max(a.longest, b.longest), bytes: a.bytes + b.bytes }), { fields: 0, longest: 0, bytes: 0 });
  }
  if (s.items) {
    const item = textShape(s.items);
    const n = s.maxItems ?? DEFAULT_FIELDS;
    return { fields: n * item.fields, longest: item.longest, bytes: n * item.bytes };
  }
  const bytes = s.maxLength !== undefined ? s.maxLength * 4 : s.type === 'string' && s.enum === undefined && s.const === undefined ? DEFAULT_FIELD_BYTES : SHORT_TEXT_BYTES;
  return { fields: 1, longest: bytes, bytes: bytes + PART_OVERHEAD };
}

/** The limits of a multipart call, from its body (the top-level fileField()s are its files). */
export function multipartLimitsOf(def: Pick<CallDef, 'body'>): MultipartLimits {
  const shape = (def.body as z.ZodObject | undefined)?.shape ?? {};
  const files: Record<string, FileRule> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const rule = fileRules.get(schema as z.ZodType);
    if (rule) files[name] = rule;
  }
  const text = def.body ? textShape(z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : { fields: 0, longest: 0, bytes: 0 };
  const fields = Math.max(DEFAULT_FIELDS, text.fields);
  const fieldBytes = Math.max(DEFAULT_FIELD_BYTES, text.longest);
  const fileBytes = Object.values(files).reduce((n, r) => n + r.maxBytes + PART_OVERHEAD, 0);
  return {
    files,
    fields,
    fieldBytes,
    maxBytes: fileBytes + text.bytes + DEFAULT_TEXT_BYTES,
    provableBytes: fileBytes + fields * (fieldBytes + PART_OVERHEAD) + PART_OVERHEAD,
  };
}
