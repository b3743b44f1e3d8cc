// The building blocks of the /v1 contract. Imports only zod: the browser bundles this file.
import { z } from 'zod';

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
  /** Body arrives as multipart/form-data (files allowed). */
  multipart?: boolean;
  response: R;
  /** The answer is a file (pdf, xlsx): no JSON response schema. */
  file?: boolean;
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
}

/** Identity function that keeps the literal types of a call definition. */
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
});
export type ListMeta = z.infer<typeof metaSchema>;

export const pagedAnswer = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: metaSchema });

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
  /** entries when none is given; -1 means all. */
  defaultEntries: number;
}

export function listDecl<C extends string>(decl: ListDecl<C>): ListDecl<C> {
  return decl;
}

const commaList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []));

/** The raw list query every list call accepts; the server checks names against its ListDecl. */
export const listQuery = z.object({
  search_columns: commaList,
  search_key: z.string().max(200).optional(),
  sort_column: z.string().optional(),
  sort_type: z
    .string()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .pipe(z.enum(['asc', 'desc']).optional()),
  filter_columns: commaList,
  filter_keys: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? [] : v.split(',').map((s) => s.trim()))),
  filter_date_column: z.string().optional(),
  filter_date_start: z.string().optional(),
  filter_date_end: z.string().optional(),
  page: z.coerce.number().int().min(1).optional(),
  entries: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 1000), 'entries must be -1 or 1..1000')
    .optional(),
});
export type ListQueryInput = z.input<typeof listQuery>;
export type ListQuery = z.output<typeof listQuery>;
