import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChangePasswordSchema,
  adminUpdateSettingsSchema,
  adminUserSchema,
  createUserSchema,
  setCommercialPrudenceLimitSchema,
  setDisableVerificationsSchema,
  setVerificationCountSchema,
  userListQuerySchema,
} from '@cargo-sentry/contracts/user-admin/user-admin';
import { idParamSchema, okSchema, pagedSchema } from '@cargo-sentry/contracts/shared/common';
import { pageLinks } from '../../platform/paging';
import { currentUser } from '../../platform/permissions';
import { activateUser, createUser, deleteUser, getUser, listUsers } from './service';
import {
  changeUserPassword,
  setCommercialPrudence,
  setDisabledChecks,
  setVerificationCount,
  updateUserSettings,
} from './settings';

const tags = ['reg_admin'];
const staff = { permission: 'staff' as const };
const userAnswer = { 200: adminUserSchema };

/** Staff administration of people's accounts (docs/product.md#administration-calls reg_admin; API users have `api_user`). */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/reg_admin`;

  app.get(
    base,
    {
      config: staff,
      schema: { tags, querystring: userListQuerySchema, response: { 200: pagedSchema(adminUserSchema) } },
    },
    async (request) => {
      const { results, count } = await listUsers(app.database, request.query);
      return { results, count, ...pageLinks(request.url, request.query.page, request.query.page_size, count) };
    },
  );

  app.post(
    `${base}/create_user`,
    { config: staff, schema: { tags, body: createUserSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => reply.status(201).send(await createUser(app, currentUser(request), request.body)),
  );

  app.get(`${base}/:id`, { config: staff, schema: { tags, params: idParamSchema, response: userAnswer } }, (request) =>
    getUser(app.database, request.params.id),
  );

  app.delete(
    `${base}/:id`,
    { config: staff, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteUser(app, currentUser(request), request.params.id);
      return { detail: 'Deleted.' };
    },
  );

  app.post(
    `${base}/:id/activate`,
    { config: staff, schema: { tags, params: idParamSchema, response: userAnswer } },
    (request) => activateUser(app, currentUser(request), request.params.id),
  );

  app.post(
    `${base}/:id/update_settings`,
    { config: staff, schema: { tags, params: idParamSchema, body: adminUpdateSettingsSchema, response: userAnswer } },
    (request) => updateUserSettings(app, currentUser(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/set_verification_count`,
    { config: staff, schema: { tags, params: idParamSchema, body: setVerificationCountSchema, response: userAnswer } },
    (request) => setVerificationCount(app, currentUser(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/set_disable_verifications`,
    {
      config: staff,
      schema: { tags, params: idParamSchema, body: setDisableVerificationsSchema, response: userAnswer },
    },
    (request) => setDisabledChecks(app, currentUser(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/set_commercial_prudence_limit`,
    {
      config: staff,
      schema: { tags, params: idParamSchema, body: setCommercialPrudenceLimitSchema, response: userAnswer },
    },
    (request) => setCommercialPrudence(app, currentUser(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/change_password`,
    {
      config: staff,
      schema: { tags, params: idParamSchema, body: adminChangePasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await changeUserPassword(app, currentUser(request), request.params.id, request.body);
      return { detail: 'Password changed.' };
    },
  );
};
