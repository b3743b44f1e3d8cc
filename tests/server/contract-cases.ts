// What the hostile-input suites derive from the contract: every call, the leaves of its body, valid
// paths, and the messages a refusal must carry, from two sources:
// - the JSON schema (independent of the zod checks): a text's maxLength is "At most N characters.",
//   a text with a NUL is the control-characters text, a number's maximum is said in its message, an
//   id is "Invalid value.";
// - the contract's own verdict on the value (zod), in Indonesian: what the server must send, exactly.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { MAX_ID } from '../../contract/fields.ts';
import { contract } from '../../contract/index.ts';
import type { CallDef, Role } from '../../contract/lib.ts';
import { id as idCatalog, messageRef, translate } from '../../contract/messages.ts';
import { startTestApp, type TestApp } from './harness.ts';

export interface Call {
  id: string;
  def: CallDef;
}

export const calls: Call[] = Object.entries(contract).flatMap(([group, defs]) =>
  Object.entries(defs as Record<string, CallDef>).map(([name, def]) => ({ id: `${group}.${name} ${def.method} ${def.path}`, def })),
);

/** The demo accounts the suites sign in with, one per role (drivers cannot sign in to the web product). */
export const ACCOUNTS: Partial<Record<Role, string>> = {
  ADMIN: 'admin@lsi.test',
  LOGISTIC_SERVICE_PROVIDER: 'lsp@lsi.test',
  SHIPMENT_COMPANY: 'shipper@lsi.test',
  VENDOR: 'vendor@lsi.test',
};

/** A role the call admits that has a demo account; null for public calls; undefined: nobody can make it. */
export function roleFor(def: CallDef): Role | null | undefined {
  if (def.access === 'public') return null;
  const roles = def.access === 'signed-in' ? (['LOGISTIC_SERVICE_PROVIDER'] as const) : def.access;
  return roles.find((r) => ACCOUNTS[r]);
}

export type Tokens = Partial<Record<Role, string>>;

/** Signs in every demo account of ACCOUNTS. */
async function signInAll(t: { login(email: string): Promise<string> }): Promise<Tokens> {
  const tokens: Tokens = {};
  for (const [role, email] of Object.entries(ACCOUNTS)) tokens[role as Role] = await t.login(email);
  return tokens;
}

/** The file's seeded app with every demo account signed in (set in beforeAll, closed in afterAll). */
export function signedInApp(): { t: TestApp; tokens: Tokens } {
  const app = {} as { t: TestApp; tokens: Tokens };
  beforeAll(async () => {
    app.t = await startTestApp();
    app.tokens = await signInAll(app.t);
  });
  afterAll(() => app.t?.close());
  return app;
}

/** The token of a demo account the call admits (none for public calls); a call nobody can make throws. */
export function tokenFor(tokens: Tokens, def: CallDef): string | undefined {
  const role = roleFor(def);
  if (role === undefined) throw new Error(`no demo account may call ${def.method} ${def.path}`);
  return role ? tokens[role] : undefined;
}

/** Rows per table: what "nothing was written" is checked against (sign-in bookkeeping aside). */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const res = (await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of res.rows) {
    if (['sessions', 'login_attempts'].includes(name)) continue;
    const r = (await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as { rows: { n: number }[] };
    counts[name] = r.rows[0]!.n;
  }
  return counts;
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  maximum?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
  /** A decimal field's step: its column's scale (contract/fields.ts decimalNumber). */
  multipleOf?: number;
  /** A list of ids that names each once (contract/fields.ts distinctIds). */
  uniqueItems?: boolean;
  /** A list of objects that names each id of this key once. */
  'x-unique-by'?: string;
};
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A path whose parameters the contract accepts (ids as 1, enums as their first value). */
export function validPath(def: Pick<CallDef, 'path' | 'params'>): string {
  const shape = (def.params as z.ZodObject | undefined)?.shape ?? {};
  return def.path.replace(/:(\w+)/g, (_, name: string) => String(jsonSchemaOf(shape[name] as z.ZodType).enum?.[0] ?? '1'));
}

export interface Leaf {
  /** Its path as the errors name it (an item of a list as 0). */
  path: (string | number)[];
  /** Its JSON schema, the variants of a nullable or a union side by side. */
  variants: JsonSchema[];
  types: string[];
}

/** Every leaf of a body. Files (no type) are left to the multipart suites. */
export function leaves(s: JsonSchema, path: (string | number)[] = []): Leaf[] {
  const variants = s.anyOf ?? [s];
  const object = variants.find((v) => v.properties);
  if (object) return Object.entries(object.properties!).flatMap(([k, v]) => leaves(v, [...path, k]));
  const array = variants.find((v) => v.items && (v.items.properties || v.items.anyOf?.some((x) => x.properties)));
  if (array) return leaves(array.items!, [...path, 0]);
  const types = variants.flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : []));
  return types.length ? [{ path, variants: variants.filter((v) => v.type !== 'null'), types }] : [];
}

export interface List {
  /** Its path as the errors name it (an item of an outer list as 0). */
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every list of a body, lists inside the items of lists too. */
export function lists(s: JsonSchema, path: (string | number)[] = []): List[] {
  return (s.anyOf ?? [s]).flatMap((v) => {
    if (v.properties) return Object.entries(v.properties).flatMap(([k, c]) => lists(c, [...path, k]));
    if (v.type === 'array' && v.items) return [{ path, schema: v }, ...lists(v.items, [...path, 0])];
    return [];
  });
}

/** The body with one value at a path ({products: [{name: v}]}). */
export function bodyWith(path: (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);
}

/** The errors name the field, or an item of it ("name.0" for a list of names). */
export const onField = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

/** The messages of the errors on a field (and its items). */
export const messagesOn = (errors: Record<string, string[]> | undefined, field: string) =>
  Object.entries(errors ?? {})
    .filter(([k]) => onField(k, field))
    .flatMap(([, list]) => list);

/** What the contract says of `body`, on `field`, in Indonesian: exactly what the server must answer. */
export function contractSays(schema: z.ZodType, body: unknown, field: string): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.filter((i) => onField(i.path.join('.'), field)).map((i) => translate('id', i.message));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every Indonesian text of the catalog, its %{values} as wildcards. */
const INDONESIAN = Object.values(idCatalog)
  .flatMap((group) => Object.values(group as Record<string, string>))
  .map((text) => new RegExp(`^${escape(text).replace(/%\\\{\w+\\\}/g, '.+')}$`, 's'));
/** A text of the Indonesian catalog (with its values filled in). */
export const isIndonesian = (message: string) => INDONESIAN.some((r) => r.test(message));

export const ID_INVALID = translate('id', 'validation.invalid');
export const CONTROL_CHARS = translate('id', 'validation.controlChars');
export const tooLongText = (max: number) => translate('id', messageRef('validation.tooLong', { max }));

export const isIdSchema = (v: JsonSchema): boolean => (v.type === 'integer' && v.maximum === MAX_ID) || (v.type === 'array' && v.items !== undefined && isIdSchema(v.items));
/** A leaf that holds ids (one or a list). */
export const isIdLeaf = (leaf: Leaf) => leaf.variants.length > 0 && leaf.variants.every(isIdSchema);
/** The longest text a leaf takes (a free text), if the schema says. */
export const maxLengthOf = (leaf: Leaf) => leaf.variants.find((v) => v.type === 'string' && v.maxLength !== undefined)?.maxLength;
/** The largest number a number leaf takes, if the schema says (ids aside). */
export const maximumOf = (leaf: Leaf) => (isIdLeaf(leaf) ? undefined : leaf.variants.find((v) => (v.type === 'number' || v.type === 'integer') && v.maximum !== undefined)?.maximum);
