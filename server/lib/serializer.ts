// Answers are written by fast-json-stringify from the contract's JSON schema (the one the OpenAPI
// document shows), compiled once per route and status. Checking the server's own answers with zod
// on every request (the type provider's serializer) cost a fifth of a list request's CPU; the
// compiled writer keeps what matters of it: only the declared fields leave the server. An answer
// marked writtenAsBuilt (contract/lib.ts) is written by JSON.stringify: its handler builds it whole.
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isWrittenAsBuilt } from '../../contract/lib.ts';

type Json = Record<string, unknown>;

/**
 * `anyOf: [T, null]` of a scalar or an object as `type: [T, 'null']`: fast-json-stringify writes it
 * directly, where an `anyOf` is decided at run time by ajv (compiled on the first answer that needs
 * it: about 60 ms on the first shipment detail a process wrote). Validation keywords (minimum,
 * pattern) only describe the value and are kept as they are.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) if (k !== '$schema') out[k] = simplify(v);
  const any = out.anyOf as Json[] | undefined;
  if (any?.length === 2) {
    const [a, b] = any;
    const nullFirst = a?.type === 'null';
    const [nil, other] = nullFirst ? [a, b] : [b, a];
    const isNull = nil?.type === 'null' && Object.keys(nil).length === 1;
    if (isNull && other && typeof other.type === 'string' && other.type !== 'array' && !other.anyOf && !other.oneOf && !other.allOf) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'], ...(other.enum ? { enum: [...(other.enum as unknown[]), null] } : {}) };
    }
  }
  return out;
}

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema as unknown;
  // The handler built every field of it; its bulk is number arrays, which JSON.stringify writes ten times faster.
  if (isWrittenAsBuilt(schema)) return (data: unknown) => JSON.stringify(data);
  if (schema instanceof z.ZodType) {
    try {
      const write = fastJson(simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as never);
      return (data: unknown) => write(data);
    } catch {
      // A schema JSON cannot express (none today): zod checks and writes it.
    }
  }
  return (zodSerializerCompiler as unknown as FastifySerializerCompiler<unknown>)(route);
};
