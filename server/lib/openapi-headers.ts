// The headers every /v1 call reads besides its own (spec 1 §7: the client sends both), declared in
// the OpenAPI document of each call. They are not validated: a missing or malformed one falls back
// (English; WIB, the product's zone: lib/locale.ts).
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { WIB_OFFSET_MINUTES } from '../../contract/wib.ts';

const COMMON_HEADERS = {
  'accept-language': {
    type: 'string',
    description: 'The language of messages and generated files: "id" (or "in") for Indonesian, anything else English.',
    examples: ['id', 'en'],
  },
  'timezone-offset': {
    type: 'string',
    pattern: '^-?[0-9]{1,3}$',
    description: `The caller's offset from UTC in minutes, at most 840 either way. Date filters and date-only values (a stop's estimated day) are read in it. Absent or malformed: ${WIB_OFFSET_MINUTES} (WIB, UTC+7).`,
    examples: [String(WIB_OFFSET_MINUTES)],
  },
} as const;

type Transform = typeof jsonSchemaTransform;

/** The zod transform of every route's schema, with the common headers added to what the route declares. */
export const withCommonHeaders: Transform = (document) => {
  const out = jsonSchemaTransform(document);
  const schema = out.schema as Record<string, unknown> & { hide?: boolean; headers?: { properties?: object } };
  if (!schema || schema.hide) return out;
  const own = schema.headers ?? {};
  return { ...out, schema: { ...schema, headers: { type: 'object', ...own, properties: { ...COMMON_HEADERS, ...own.properties } } } };
};
