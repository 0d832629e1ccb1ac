import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linksAnswerSchema, linksQuerySchema, linksSettingsSchema } from '@cargo-sentry/contracts/identity-links/links';
import { currentUser } from '../../platform/permissions';
import { findLinks } from './links-service';
import { changeLinksSettings, readLinksSettings } from './settings';

const tags = ['links'];
// People only, as the rating (docs/decisions/0027-company-rating.md): the links join every
// company's checks, which API keys have no business walking (docs/decisions/0056-link-explorer.md).
const user = { permission: 'user' as const };
const staff = { permission: 'staff' as const };

/** The link explorer (issue 27 §3–4): `GET /{product}/links`, and staff's `…/links/settings`. */
export const identityLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/links`;

  app.get(
    base,
    { config: user, schema: { tags, querystring: linksQuerySchema, response: { 200: linksAnswerSchema } } },
    (request) => findLinks(app.database.db, currentUser(request), request.query),
  );

  app.get(`${base}/settings`, { config: staff, schema: { tags, response: { 200: linksSettingsSchema } } }, () =>
    readLinksSettings(app.database.db),
  );

  app.put(
    `${base}/settings`,
    { config: staff, schema: { tags, body: linksSettingsSchema, response: { 200: linksSettingsSchema } } },
    (request) => changeLinksSettings(app.database.db, currentUser(request), request.body),
  );
};
