import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  registrationResultSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@cargo-sentry/contracts/auth/auth';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { optionListSchema } from '@cargo-sentry/contracts/platform/platform';
import { listFieldsOfActivity, listOfficeFunctions, register, requestPasswordReset, resetPassword } from './service';

/** Guest routes: self-registration, its option lists and password recovery (docs/product.md#auth-and-account-calls). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;

  app.post(
    `${product}/registration`,
    {
      config: { permission: 'guest' },
      schema: { tags: ['registration'], body: registrationSchema, response: { 201: registrationResultSchema } },
    },
    async (request, reply) => {
      await register(app, request.body, request.ip);
      return reply.status(201).send({
        detail: 'Registration received; the account awaits verification.',
        status: 'awaiting_verification' as const,
      });
    },
  );

  app.get(
    `${product}/office_function`,
    { config: { permission: 'guest' }, schema: { tags: ['registration'], response: { 200: optionListSchema } } },
    () => listOfficeFunctions(app.database),
  );

  app.get(
    `${product}/field_of_activity`,
    { config: { permission: 'guest' }, schema: { tags: ['registration'], response: { 200: optionListSchema } } },
    () => listFieldsOfActivity(app.database),
  );

  app.post(
    `${product}/registration/forgot_password`,
    {
      config: { permission: 'guest' },
      schema: { tags: ['registration'], body: forgotPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => ({ detail: await requestPasswordReset(app, request.body.email, request.ip) }),
  );

  app.post(
    `${product}/registration/reset_password`,
    {
      config: { permission: 'guest' },
      schema: { tags: ['registration'], body: resetPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await resetPassword(app, request.body, request.ip);
      return { detail: 'Password changed.' };
    },
  );
};
