// What a form sends: only the declared inputs; a file only when a new one was chosen (never the
// URL of the current one); blank numbers and texts left out ("not given", the server keeps them).
import type { InputDef } from './definition.ts';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** react-admin's file inputs hold `{rawFile, src, title}`; a new file has a File in rawFile. */
export function newFileOf(value: unknown): File | undefined {
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  if (typeof File !== 'undefined' && raw instanceof File) return raw;
  if (typeof File !== 'undefined' && value instanceof File) return value;
  return undefined;
}

export function toSubmitBody(values: Record<string, unknown>, inputs: readonly InputDef[], editing?: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const input of inputs) {
    if (editing !== undefined && input.on && input.on !== (editing ? 'edit' : 'create')) continue;
    if (input.sources) {
      for (const source of input.sources) if (!isBlank(values[source])) body[source] = trimmed(values[source]);
      continue;
    }
    const value = values[input.source];
    if (input.kind === 'image') {
      const file = newFileOf(value);
      if (file) body[input.source] = file;
      continue;
    }
    if (isBlank(value) && !(input.sendsBlank && input.toBody)) continue;
    const key = input.bodyKey ?? input.source;
    if (input.toBody) body[key] = input.toBody(value);
    else body[key] = trimmed(value);
  }
  return body;
}
