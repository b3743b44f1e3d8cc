// Write bodies and write errors between react-admin and the contract. Pure, unit-tested.
import type { CallDef } from '../../contract/lib.ts';
import { ApiHttpError } from '../api/http.ts';

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const isFile = (v: unknown) => typeof Blob !== 'undefined' && v instanceof Blob;

/** react-admin's file inputs hold `{rawFile, src, title}`: send the File, or nothing for a kept one. */
function unwrapFile(value: unknown): unknown {
  if (value && typeof value === 'object' && !isFile(value) && ('rawFile' in value || 'src' in value)) {
    const raw = (value as { rawFile?: unknown }).rawFile;
    return isFile(raw) ? raw : undefined;
  }
  return value;
}

/**
 * The body of a create or update call. Multipart bodies carry text, where blank means "not given":
 * blanks are left out, and an update sent as POST gets the `_method=PUT` override.
 */
export function toWriteBody(def: CallDef, data: Record<string, unknown>, kind: 'create' | 'update'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(data)) {
    const value = unwrapFile(raw);
    if (def.multipart && isBlank(value)) continue;
    if (value !== undefined) body[key] = value;
  }
  if (kind === 'update' && def.multipart && def.method === 'POST') body._method = 'PUT';
  return body;
}

/** An ApiHttpError whose body.errors react-admin's forms put on the fields (one text per field). */
export class FieldErrorsHttpError extends ApiHttpError {
  override readonly body: { message: string; errors: Record<string, string> };
  constructor(error: ApiHttpError) {
    super(error.status, error.message, error.body);
    const errors = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, [list].flat().join(' ')]));
    this.body = { ...(error.body as object), message: error.message, errors };
  }
}

/** Field errors of a failed write, in the shape react-admin's forms read. */
export function toFormError(error: unknown): unknown {
  return error instanceof ApiHttpError && error.errors && Object.keys(error.errors).length ? new FieldErrorsHttpError(error) : error;
}
