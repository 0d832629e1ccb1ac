import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cargoCategoryDetailsQuerySchema,
  cargoCategoryDetailsSchema,
  statisticsQuerySchema,
  statisticsResponseSchema,
} from '@cargo-sentry/contracts/analysis/analysis';
import { currentUser } from '../../platform/permissions';
import { getCargoCategoryDetails, getStatistics } from './service';

/** Statistics of the analysis tabs and the main page (issue 5); URLs do not overlap the incidents module's. */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/incident`;

  app.get(
    `${base}/get_statistics`,
    {
      config: { permission: 'user', apiKey: true, admission: 'analysis' },
      schema: {
        tags: ['analysis'],
        querystring: statisticsQuerySchema,
        response: { 200: statisticsResponseSchema },
      },
    },
    (request) => getStatistics(app.analysis, request.query, currentUser(request)),
  );

  app.get(
    `${base}/cargo_category_details`,
    {
      config: { permission: 'user', apiKey: true, admission: 'analysis' },
      schema: {
        tags: ['analysis'],
        querystring: cargoCategoryDetailsQuerySchema,
        response: { 200: cargoCategoryDetailsSchema },
      },
    },
    (request) => getCargoCategoryDetails(app.analysis, request.query, currentUser(request)),
  );
};
