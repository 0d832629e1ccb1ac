import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListSchema,
  apiKeyParamSchema,
  apiKeySchema,
  apiUsageQuerySchema,
  apiUsageSchema,
  apiUserListQuerySchema,
  apiUserListSchema,
  apiUserSchema,
  apiUserWriteSchema,
  issueApiKeySchema,
  issuedApiKeySchema,
} from '@cargo-sentry/contracts/api-users/api-users';
import { idParamSchema } from '@cargo-sentry/contracts/shared/common';
import { pageLinks } from '../../platform/paging';
import { currentUser } from '../../platform/permissions';
import {
  createApiUser,
  getApiUsage,
  getApiUser,
  issueApiKey,
  listApiKeys,
  listApiUsers,
  revokeApiKey,
  updateApiUser,
} from './service';
import type { UsageLog } from './usage-log';

const tags = ['api_user'];
const staff = { permission: 'staff' as const };

/** Staff administration of API users, their keys and usage (issue 11 §2; docs/api-integration.md). */
export const apiUserRoutes: FastifyPluginAsyncZod<{ usage: UsageLog }> = async (app, { usage }) => {
  const base = `/${app.config.product}/api_user`;

  app.get(
    base,
    { config: staff, schema: { tags, querystring: apiUserListQuerySchema, response: { 200: apiUserListSchema } } },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listApiUsers(app.database, request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  app.post(
    base,
    { config: staff, schema: { tags, body: apiUserWriteSchema, response: { 201: apiUserSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createApiUser(app.database, currentUser(request), request.body)),
  );

  app.get(
    `${base}/:id`,
    { config: staff, schema: { tags, params: idParamSchema, response: { 200: apiUserSchema } } },
    (request) => getApiUser(app.database.db, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: staff,
      schema: { tags, params: idParamSchema, body: apiUserWriteSchema, response: { 200: apiUserSchema } },
    },
    (request) => updateApiUser(app.database, currentUser(request), request.params.id, request.body),
  );

  app.get(
    `${base}/:id/keys`,
    { config: staff, schema: { tags, params: idParamSchema, response: { 200: apiKeyListSchema } } },
    async (request) => ({ results: await listApiKeys(app.database, request.params.id) }),
  );

  app.post(
    `${base}/:id/keys`,
    {
      config: staff,
      schema: { tags, params: idParamSchema, body: issueApiKeySchema, response: { 201: issuedApiKeySchema } },
    },
    async (request, reply) => {
      const issued = await issueApiKey(app.database, currentUser(request), request.params.id, request.body);
      // The key is in this answer only: no cache may keep it.
      return reply.status(201).header('cache-control', 'no-store').send(issued);
    },
  );

  app.delete(
    `${base}/:id/keys/:keyId`,
    { config: staff, schema: { tags, params: apiKeyParamSchema, response: { 200: apiKeySchema } } },
    (request) => revokeApiKey(app.database, currentUser(request), request.params.id, request.params.keyId),
  );

  app.get(
    `${base}/:id/usage`,
    {
      config: staff,
      schema: { tags, params: idParamSchema, querystring: apiUsageQuerySchema, response: { 200: apiUsageSchema } },
    },
    (request) => getApiUsage(app.database, usage, request.params.id, request.query.month),
  );
};
