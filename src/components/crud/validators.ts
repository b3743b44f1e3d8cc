// Field validators of the generic form: the shared rules (check.*) first, then the contract's own
// field schema, so the browser refuses what the server would. Each returns a message key.
import type { z } from 'zod';
import { check } from '../../../contract/checks.ts';
import type { InputDef } from './definition.ts';

export type Validator = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

const keyOf = (message: string | undefined) => (message?.startsWith('validation.') ? message : 'validation.invalid');

/** A validator from one zod field schema: its first issue's message key. */
export function fromSchema(schema: z.ZodType): Validator {
  return (value) => {
    const result = schema.safeParse(value ?? undefined);
    return result.success ? undefined : keyOf(result.error.issues[0]?.message);
  };
}

/** A number input's own rule, for numbers without a contract schema: -5 is "zero or more", not "a number". */
export const nonNegativeNumber: Validator = (value) => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(n)) return 'validation.number';
  return n >= 0 ? undefined : 'validation.nonNegative';
};

/** check.required, flagged so react-admin marks the label with an asterisk. */
export const required: Validator = Object.assign((value: unknown) => check.required(value), { isRequired: true });

export function validatorsFor(input: InputDef, fields?: z.ZodObject<z.ZodRawShape>, editing = false): Validator[] {
  const validators: Validator[] = [];
  if (input.required === true || (input.required === 'create' && !editing)) validators.push(required);
  if (input.confirms) {
    const other = input.confirms;
    // Checked even when empty: a typed password with a blank confirmation does not match.
    const matches: Validator = (value, all) => (isEmpty(all?.[other]) && isEmpty(value) ? undefined : check.matches(all?.[other])(value ?? ''));
    return [...validators, matches];
  }
  if (input.kind === 'image') {
    const accept = input.accept;
    if (accept) validators.push((v) => check.fileType((v as { rawFile?: File } | undefined)?.rawFile, accept));
    return validators;
  }
  const schema = fields?.shape[input.bodyKey ?? input.source] as z.ZodType | undefined;
  if (schema) validators.push(fromSchema(schema));
  else if (input.kind === 'number') validators.push(nonNegativeNumber);
  // An empty optional field is fine; required is already checked above.
  return validators.map((validate) => (validate === required ? validate : (value: unknown, all?: Record<string, unknown>) => (isEmpty(value) ? undefined : validate(value, all))));
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
