// The building blocks of the /v1 contract. Imports only zod: the browser bundles this file.
import { z } from 'zod';
import { idParam, readInteger, text } from './fields.ts';
import { messageRef } from './message-ref.ts';

export const ROLES = ['ADMIN', 'LOGISTIC_SERVICE_PROVIDER', 'SHIPMENT_COMPANY', 'VENDOR', 'DRIVER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * What a user of an organisation may do within its role (spec 2 §6). ADMIN accounts always have
 * FULL_ACCESS; a user without a level set has FULL_ACCESS.
 */
export const PERMISSION_LEVELS = ['FULL_ACCESS', 'READ_ONLY'] as const;
export const permissionLevelSchema = z.enum(PERMISSION_LEVELS);
export type PermissionLevel = z.infer<typeof permissionLevelSchema>;

/** Roles that may sign in to the web product (DRIVER is refused at login). */
export type WebRole = Exclude<Role, 'DRIVER'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: nobody signed in, any signed-in user, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface CallDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Body arrives as multipart/form-data (files allowed: the body's fileField()s, each with its limit). */
  multipart?: boolean;
  /** Largest JSON body accepted (default DEFAULT_BODY_BYTES); imports raise it. */
  maxBodyBytes?: number;
  response: R;
  /** The answer is a file (pdf, xlsx): no JSON response schema. */
  file?: boolean;
  /** The answer is a stream of server-sent events (text/event-stream); `response` is each event's data. */
  stream?: true;
  /**
   * A write every signed-in user needs for their own account whatever their permission level
   * (sign out, own profile and password, e-mail code, push token): open to READ_ONLY users.
   * `{ ownId: 'id' }`: open to them only when that path parameter is their own user id.
   */
  selfService?: true | { ownId: string };
  /**
   * Open while the caller must still change its password (never changed, stale sign-in, or an
   * LSP's stale password): the calls that change needs (own profile, the change, sign-out).
   * Every other signed-in call answers 403 until then; public calls are never affected.
   */
  duringPasswordChange?: true;
  /**
   * The call checks credentials of its own (the sign-in's e-mail and password, the fleet service's
   * account): its 401 refuses those, not the session, so the browser does not sign the user out.
   */
  ownCredentials?: true;
  /**
   * The call may answer 503 with a message (a shared worker's queue is full: try again in a moment),
   * declared in its responses besides 200 and the 4xx ones.
   */
  mayBeBusy?: true;
  /**
   * Called by a machine with an API key (`Authorization: Bearer` or `X-API-Key`), not a session:
   * weighbridge software posting tickets (docs/weighbridge.md). `access` is 'public' for sessions.
   */
  machine?: true;
}

/** Largest JSON body of an ordinary call: 1 MB. */
export const DEFAULT_BODY_BYTES = 1024 * 1024;
/** Largest JSON body of an import (10,000 rows of a few hundred bytes). */
export const IMPORT_BODY_BYTES = 16 * 1024 * 1024;

/** Identity function that keeps the literal types of a call definition. */
/** Answers the server writes as its handler built them (JSON.stringify), not by the schema-compiled writer. */
const writtenAsBuiltSchemas = new WeakSet<object>();

/**
 * Marks an answer whose handler builds every field itself (nothing undeclared can be in it) and
 * whose bulk is long arrays of numbers: fast-json-stringify wrote a playback's 100,000 position
 * tuples in 300-370 ms, JSON.stringify in 30-60 ms (server/lib/serializer.ts).
 */
export function writtenAsBuilt<T extends z.ZodType>(schema: T): T {
  writtenAsBuiltSchemas.add(schema);
  return schema;
}

export const isWrittenAsBuilt = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && writtenAsBuiltSchemas.has(schema);

export function call<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: CallDef<P, Q, B, R>,
): CallDef<P, Q, B, R> {
  return def;
}

/**
 * A READ_ONLY user may make the call: every read, public calls and self-service writes (those on
 * their own id only when `params` and `userId` say so; without them, only the unconditional ones).
 */
export function openToReadOnly(def: Pick<CallDef, 'method' | 'access' | 'selfService'>, params?: Record<string, unknown>, userId?: number): boolean {
  if (def.method === 'GET' || def.access === 'public' || def.selfService === true) return true;
  const own = def.selfService?.ownId;
  return own !== undefined && userId !== undefined && Number(params?.[own]) === userId;
}

/** The call may be made by a caller whose password change is still pending. */
export function openDuringPasswordChange(def: Pick<CallDef, 'access' | 'duringPasswordChange'>): boolean {
  return def.access === 'public' || def.duringPasswordChange === true;
}

// ---- answers -------------------------------------------------------------

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ message: z.string().optional(), data });

export const metaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  /**
   * Where the next page starts, on a list read page after page (`ListDecl.cursor`): give it as
   * `cursor` to read on (null after the last page). Opaque: the last row's sort key and id.
   */
  next_cursor: z.string().nullable().optional(),
});
export type ListMeta = z.infer<typeof metaSchema>;

export const pagedAnswer = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: metaSchema });

export const idParams = z.object({ id: idParam() });

/** Timestamps travel as ISO strings. */
export const isoDate = z.string();

// ---- list conventions (spec 2 §7, §9) -----------------------------------

export interface ListDecl<C extends string = string> {
  /** Columns that may be named in search_columns. */
  search: readonly C[];
  /** Columns searched when search_key comes without search_columns. */
  defaultSearch: readonly C[];
  sort: readonly C[];
  defaultSort: { column: C; type: 'asc' | 'desc' };
  filter: readonly C[];
  /** Columns that may be named in filter_date_column. */
  dates?: readonly C[];
  /** entries when none is given; -1 means all (only on a list with `all`). */
  defaultEntries: number;
  /**
   * The list may be asked whole (`entries=-1`, spec 2 §9), up to `max` rows: past that it answers
   * 400 naming the cap. Without it the list is paged and refuses -1. A whole answer is never kept
   * by the server (server/lib/list.ts), so the cap bounds what one request can make it hold.
   */
  all?: { max: number };
  /**
   * The list is read page after page ("load more", spec 2 §4): every page's meta carries
   * `next_cursor`, and `cursor` reads the page after it by the sort key and id of its last row
   * (keyset), so rows written meanwhile never move a row into a page already read or out of the
   * next one. `page` still works as spec 2 §9 gives it. Without it, `cursor` is refused.
   */
  cursor?: true;
}

/** The most rows a list asked whole (`entries=-1`) answers: every one of the client's uses is far below it. */
export const ALL_ROWS_MAX = 5000;

export function listDecl<C extends string>(decl: ListDecl<C>): ListDecl<C> {
  if (decl.defaultEntries === -1 && !decl.all) throw new Error('a list asked whole by default must declare `all`');
  return decl;
}

/** A comma list of names (search_columns, filter_columns). */
const commaList = text(1000)
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []));

/** The most entries one page may ask for; -1 asks for all of a list that allows it (`ListDecl.all`). */
export const MAX_ENTRIES = 1000;

/**
 * A list date: a day in the caller's timezone (YYYY-MM-DD, a real calendar day) or an ISO instant
 * with a 4-digit year. "2026-02-30", "+275760-09-13" and "99999-01-01" are refused.
 */
export const listDate = () => z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'validation.date' }).optional();

/** The longest cursor accepted (a sort key of a few hundred characters, encoded). */
export const CURSOR_MAX = 2000;

/** The raw list query every list call accepts; the server checks names against its ListDecl. */
export const listQuery = z.object({
  search_columns: commaList,
  search_key: text(200).optional(),
  sort_column: text(100).optional(),
  sort_type: text(10)
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .pipe(z.enum(['asc', 'desc'], { error: 'validation.invalid' }).optional()),
  filter_columns: commaList,
  filter_keys: text(2000)
    .optional()
    .transform((v) => (v === undefined ? [] : v.split(',').map((s) => s.trim()))),
  filter_date_column: text(100).optional(),
  filter_date_start: listDate(),
  filter_date_end: listDate(),
  page: z.preprocess(readInteger, z.number({ error: 'validation.integer' }).int('validation.integer').min(1, messageRef('validation.min', { min: 1 })).max(1_000_000, messageRef('validation.max', { max: 1_000_000 })).optional()),
  /** A list's `meta.next_cursor`: the page after it (lists with `ListDecl.cursor` only). */
  cursor: text(CURSOR_MAX).optional(),
  entries: z.preprocess(
    readInteger,
    z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .refine((n) => n === -1 || (n >= 1 && n <= MAX_ENTRIES), messageRef('server.badEntries', { max: MAX_ENTRIES }))
      .optional(),
  ),
});
export type ListQueryInput = z.input<typeof listQuery>;
export type ListQuery = z.output<typeof listQuery>;
