import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consistencySettingsSchema } from '@cargo-sentry/contracts/identity-links/consistency';
import { currentUser } from '../../platform/permissions';
import { readConsistencySettings, saveConsistencySettings } from './consistency-settings';

const staff = { permission: 'staff' as const };

/**
 * Staff's settings of the identity-consistency check (issue 27 §2): each rule's switch, window and
 * thresholds. The check itself is a route of verification (`POST /{product}/verification/consistency`).
 */
export const consistencySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const url = `/${app.config.product}/verification/consistency/settings`;

  app.get(
    url,
    { config: staff, schema: { tags: ['verification'], response: { 200: consistencySettingsSchema } } },
    () => readConsistencySettings(app.database.db),
  );

  app.put(
    url,
    {
      config: staff,
      schema: { tags: ['verification'], body: consistencySettingsSchema, response: { 200: consistencySettingsSchema } },
    },
    (request) => saveConsistencySettings(app.database, currentUser(request), request.body),
  );
};
