import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { feedbackSchema } from '@cargo-sentry/contracts/platform/platform';
import { currentUser } from '../../platform/permissions';
import { sendFeedback } from './service';

/** The feedback form of the header and the support page (docs/product.md#other-calls `POST /{product}/feedback`). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/${app.config.product}/feedback`,
    {
      config: { permission: 'user' },
      schema: { tags: ['feedback'], body: feedbackSchema, response: { 201: okSchema } },
    },
    async (request, reply) => {
      await sendFeedback(app, currentUser(request), request.body.text);
      return reply.status(201).send({ detail: 'Notify sent.' });
    },
  );
};
