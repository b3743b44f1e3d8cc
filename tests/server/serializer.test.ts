// Answers are written from the contract's schema (server/lib/serializer.ts): a nullable object or
// bounded integer is a `type: [T, 'null']` fast-json-stringify writes itself, not an `anyOf` it
// would hand to ajv (compiled on the first answer, and a field it did not declare was a 500).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../server/lib/serializer.ts';

const writerOf = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (data: unknown) => string;

describe('the answer writer', () => {
  const write = writerOf(
    z.object({
      vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      count: z.number().int().nullable(),
      note: z.string().nullable(),
    }),
  );

  it('writes a nullable object and a bounded nullable integer either way', () => {
    expect(JSON.parse(write({ vendor: null, count: null, note: null }))).toEqual({ vendor: null, count: null, note: null });
    expect(JSON.parse(write({ vendor: { id: 3, name: 'Sinar' }, count: 2, note: 'x' }))).toEqual({ vendor: { id: 3, name: 'Sinar' }, count: 2, note: 'x' });
  });

  it('leaves out what the schema does not declare, inside a nullable object too', () => {
    expect(JSON.parse(write({ vendor: { id: 3, name: 'Sinar', password_hash: 'secret' }, count: 1, note: null, internal: true }))).toEqual({ vendor: { id: 3, name: 'Sinar' }, count: 1, note: null });
  });
});
