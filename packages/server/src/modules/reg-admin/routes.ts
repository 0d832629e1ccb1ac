import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserSchema, userListQuerySchema } from '@cargo-sentry/contracts/admin-users';
import { idParamSchema, pagedSchema } from '@cargo-sentry/contracts/common';
import { pageLinks } from '../../platform/paging';
import { activateUser, getUser, listUsers } from './service';

/** Staff account administration (SPEC §7 reg_admin); for now listing and activation. */
export const regAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/reg_admin`;

  app.get(
    base,
    {
      config: { permission: 'staff' },
      schema: {
        tags: ['reg_admin'],
        querystring: userListQuerySchema,
        response: { 200: pagedSchema(adminUserSchema) },
      },
    },
    async (request) => {
      const { results, count } = await listUsers(app.database, request.query);
      return { results, count, ...pageLinks(request.url, request.query.page, request.query.page_size, count) };
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { permission: 'staff' },
      schema: { tags: ['reg_admin'], params: idParamSchema, response: { 200: adminUserSchema } },
    },
    (request) => getUser(app.database, request.params.id),
  );

  app.post(
    `${base}/:id/activate`,
    {
      config: { permission: 'staff' },
      schema: { tags: ['reg_admin'], params: idParamSchema, response: { 200: adminUserSchema } },
    },
    (request) => activateUser(app, request.params.id),
  );
};
