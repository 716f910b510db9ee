import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation compiled from each route's zod response schema. The zod schema stays the
 * single source (validation, types, OpenAPI); here it is turned into JSON Schema once per route
 * and status, and Fastify's fast-json-stringify writes the body from it. That replaces a zod parse
 * plus JSON.stringify on every response, and it keeps the property that matters: only the
 * properties the schema names are written, so a row with extra columns (a password hash, say)
 * never leaks. A required property that is missing throws, and the error handler answers 500.
 *
 * Schemas JSON Schema cannot say exactly what zod would write fall back to the zod serialiser:
 * transforms, codecs, dates (unrepresentable), defaults (zod fills them in), and unions (which
 * fast-json-stringify would resolve by validating each branch at run time).
 */
const FALLBACK_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'prefixItems', 'default']);

function usesFallbackKeyword(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesFallbackKeyword);
  if (!node || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node)) {
    if (FALLBACK_KEYWORDS.has(key)) return true;
    // A tuple: each position has its own schema, which shapeOnly does not keep.
    if (key === 'items' && Array.isArray(value)) return true;
    if (usesFallbackKeyword(value)) return true;
  }
  return false;
}

type JsonSchema = { [keyword: string]: unknown };

/**
 * Only the keywords that shape the output. Bounds, patterns and formats check input and are the
 * zod schema's business; left in, some (OpenAPI 3.0's boolean exclusiveMinimum) are not even
 * valid for the JSON Schema draft fast-json-stringify reads.
 */
function shapeOnly(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  if (node.type !== undefined) out.type = node.type;
  if (node.nullable === true) out.nullable = true;
  if (Array.isArray(node.required)) out.required = node.required;
  if (node.properties && typeof node.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, JsonSchema>).map(([key, value]) => [
        key,
        shapeOnly(value),
      ]),
    );
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items))
    out.items = shapeOnly(node.items as JsonSchema);
  if (typeof node.additionalProperties === 'boolean') out.additionalProperties = node.additionalProperties;
  else if (node.additionalProperties && typeof node.additionalProperties === 'object')
    out.additionalProperties = shapeOnly(node.additionalProperties as JsonSchema);
  return out;
}

/** The JSON Schema for a response, or null when the zod serialiser must write it. */
export function responseJsonSchema(schema: z.core.$ZodType): JsonSchema | null {
  let json: JsonSchema;
  try {
    // OpenAPI 3.0 says `nullable: true`, which fast-json-stringify handles without validation.
    json = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  if (usesFallbackKeyword(json)) return null;
  return shapeOnly(json);
}

function compile(routeSchema: Parameters<typeof zodSerializerCompiler>[0]): (data: unknown) => string {
  const { schema } = routeSchema;
  const json = schema instanceof z.core.$ZodType ? responseJsonSchema(schema) : null;
  if (json) {
    try {
      return fastJson(json);
    } catch {
      // A shape fast-json-stringify does not take: zod writes it, as before.
    }
  }
  return zodSerializerCompiler(routeSchema);
}

/**
 * Compiles on a route's first response rather than at start-up: most routes of a process answer
 * rarely, and building all of them up front costs start-up time and memory for nothing.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compile(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    return serialize(data);
  };
};
