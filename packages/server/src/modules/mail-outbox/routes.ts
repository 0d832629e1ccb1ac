import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxQuerySchema, mailOutboxSchema } from '@cargo-sentry/contracts/mail-outbox/mail-outbox';
import { listOutbox } from './service';

/**
 * `GET /{product}/mail_outbox?to=…` (staff): mail written instead of sent when SMTP_URL is unset.
 * The e2e suite reads password-reset and activation links here; operators use it offline.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${app.config.product}/mail_outbox`,
    {
      config: { permission: 'staff' },
      schema: {
        tags: ['mail'],
        querystring: mailOutboxQuerySchema,
        response: { 200: mailOutboxSchema },
      },
    },
    async (request) => ({ results: await listOutbox(app.database, request.query) }),
  );
};
