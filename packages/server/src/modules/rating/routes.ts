import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyRatingDetailSchema,
  companyRatingListSchema,
  companyRatingParamsSchema,
  ratingListQuerySchema,
} from '@cargo-sentry/contracts/rating/rating';
import { pageLinks } from '../../platform/paging';
import { currentUser } from '../../platform/permissions';
import { getCompanyRating, listCompanyRatings } from './service';

const tags = ['rating'];
// People only: the rating summarises other users' checks, which API keys have no business reading
// in bulk (docs/decisions/0027-company-rating.md).
const user = { permission: 'user' as const };

/** The transport-companies rating (issue 13 §4): `GET /{product}/rating` and `/rating/{inn}`. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/rating`;

  app.get(
    base,
    { config: user, schema: { tags, querystring: ratingListQuerySchema, response: { 200: companyRatingListSchema } } },
    async (request) => {
      const { page, page_size } = request.query;
      const list = await listCompanyRatings(app.database.db, currentUser(request), request.query);
      return { ...list, ...pageLinks(request.url, page, page_size, list.count) };
    },
  );

  app.get(
    `${base}/:inn`,
    {
      config: user,
      schema: { tags, params: companyRatingParamsSchema, response: { 200: companyRatingDetailSchema } },
    },
    (request) => getCompanyRating(app.database.db, currentUser(request), request.params.inn),
  );
};
