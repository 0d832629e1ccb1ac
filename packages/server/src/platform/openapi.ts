import type { FastifyInstance } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiKeyScheme } from '@cargo-sentry/contracts/api-users/api-users';
import { uploadedFileSchema } from '@cargo-sentry/contracts/shared/uploads';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformInput = Parameters<Transform>[0];

/** Top-level keys a zod schema rejects when they are missing, found by parsing an empty object. */
function requiredKeys(schema: ZodType): Set<string> {
  const result = schema.safeParse({});
  if (result.success) return new Set();
  return new Set(result.error.issues.filter((issue) => issue.path.length === 1).map((issue) => String(issue.path[0])));
}

/**
 * A query or body JSON schema whose `required` lists only what a request may really not leave
 * out: zod's JSON Schema marks a field required when it cannot see the default behind a
 * preprocessing step (`country` of the incident filters), so the list is checked against the
 * schema's own behaviour.
 */
function withTrulyRequired(json: unknown, schema: unknown): void {
  if (!json || typeof json !== 'object' || !Array.isArray((json as { required?: unknown }).required)) return;
  if (!schema || typeof (schema as ZodType).safeParse !== 'function') return;
  const needed = requiredKeys(schema as ZodType);
  const object = json as { required: string[] };
  object.required = object.required.filter((key) => needed.has(key));
  if (object.required.length === 0) delete (object as { required?: string[] }).required;
}

type JsonObject = { properties?: Record<string, { description?: string }>; required?: string[] };
const isFilePart = (property: { description?: string } | undefined) =>
  property?.description === uploadedFileSchema.description;

/**
 * A body that may come as JSON or as form data (`consumes` names both) is documented once per
 * type: file parts are `string`/`binary` in the form, and absent from the JSON, which cannot
 * carry a file.
 */
function bodyPerContentType(body: JsonObject, consumes: string[]): unknown {
  const properties = Object.entries(body.properties ?? {});
  const files = properties.filter(([, property]) => isFilePart(property)).map(([name]) => name);
  if (files.length === 0 || !consumes.includes('multipart/form-data')) return body;
  const asForm = {
    ...body,
    properties: Object.fromEntries(
      properties.map(([name, property]) =>
        isFilePart(property) ? [name, { type: 'string', format: 'binary' }] : [name, property],
      ),
    ),
  };
  const content: Record<string, { schema: unknown }> = { 'multipart/form-data': { schema: asForm } };
  if (consumes.includes('application/json')) {
    const asJson = {
      ...body,
      properties: Object.fromEntries(properties.filter(([name]) => !files.includes(name))),
      required: body.required?.filter((name) => !files.includes(name)),
    };
    content['application/json'] = { schema: asJson };
  }
  return { content };
}

/**
 * zod → OpenAPI, plus what a route's own options say: `security` from its permission (any but
 * `guest` needs the bearer token, or an API key where the route accepts one), so the document
 * cannot drift from what the server enforces.
 */
const transform: Transform = (input: TransformInput) => {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  if (!schema || schema.hide) return { schema, url };
  withTrulyRequired(schema.querystring, input.schema?.querystring);
  withTrulyRequired(schema.body, input.schema?.body);
  const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes;
  if (schema.body && consumes) schema.body = bodyPerContentType(schema.body as JsonObject, consumes);
  const permission = input.route.config?.permission;
  if (permission && permission !== 'guest') {
    schema.security = input.route.config?.apiKey ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
  } else delete schema.security;
  // Whether the route's file holds personal data, whose download is a security event (docs/product.md#security-event-log).
  const personalData = input.route.config?.personalData;
  if (personalData !== undefined) schema['x-personal-data'] = personalData;
  return { schema, url };
};

/** The OpenAPI document at /api/docs/json and its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cargo Sentry API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Not `http`: OpenAPI's http schemes are the IANA-registered ones, and Api-Key is ours.
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: `${apiKeyScheme} <key>: an API user's key (docs/api-integration.md)`,
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
