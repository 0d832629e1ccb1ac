import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];
type ZodRoute = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Response serializers compiled from the contracts' response schemas by fast-json-stringify,
 * Fastify's own serializer for JSON Schema. It writes only the properties the schema names, so
 * the schema stays the presenter that strips columns we did not mean to send, and it fails on a
 * missing required property as the zod parse did. The zod type provider's serializer parses
 * every answer with zod and then runs JSON.stringify: ~11 % of the main thread under the
 * concurrent analysts (issue 9, "Under load"). A schema JSON Schema cannot express (a transform)
 * keeps the zod serializer.
 */
/**
 * zod marks every object `additionalProperties: false`. fast-json-stringify writes only the named
 * properties anyway, but it checks the branches of an `anyOf` (a nullable object) with that rule,
 * so a row with one more column than the schema would fail instead of being trimmed.
 */
function allowingExtraProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingExtraProperties);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    copy[key] = allowingExtraProperties(value);
  }
  return copy;
}

export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const schema: unknown = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as ZodRoute);
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(allowingExtraProperties(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as ZodRoute);
  }
};
