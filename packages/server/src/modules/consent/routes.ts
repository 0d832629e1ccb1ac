import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentVersionListSchema,
  consentVersionSchema,
  publishConsentSchema,
} from '@cargo-sentry/contracts/consent/consent';
import { currentUser } from '../../platform/permissions';
import { currentConsent, listConsentVersions, publishConsent } from './service';

const staff = { permission: 'staff' as const };

/**
 * The consent document (issue 28 §3, docs/decisions/0060-consent-versions-and-subject-requests.md): the
 * current version for the verification form (and API users, who confirm it too), and staff's
 * versions list and publishing under `/{product}/personal_data/consent`.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;

  app.get(
    `${product}/consent`,
    {
      config: { permission: 'user', apiKey: true },
      schema: { tags: ['verification'], response: { 200: consentVersionSchema } },
    },
    () => currentConsent(app.database.db),
  );

  app.get(
    `${product}/personal_data/consent`,
    { config: staff, schema: { tags: ['personal-data'], response: { 200: consentVersionListSchema } } },
    () => listConsentVersions(app.database.db),
  );

  app.post(
    `${product}/personal_data/consent`,
    {
      config: staff,
      schema: { tags: ['personal-data'], body: publishConsentSchema, response: { 201: consentVersionSchema } },
    },
    async (request, reply) => {
      const version = await publishConsent(app.database, currentUser(request), request.body);
      return reply.status(201).send(version);
    },
  );
};
