import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportListSchema,
  reportParamSchema,
  reportRequestSchema,
  reportSchema,
} from '@cargo-sentry/contracts/reports';
import { currentUser } from '../../platform/permissions';
import { generateReport, getReport, listReports, reportFile, requestReport, type EnqueueReport } from './service';

/** Incident reports (issue 11 §6): asked for, polled, downloaded; staff or a reports user, each their own. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/reports`;
  const tags = ['reports'];
  const config = { permission: 'reports' as const };

  // Generated in this process after the answer, until the job queue (issue 11 §4) takes it over.
  const enqueue: EnqueueReport = (reportId) => {
    app.background.run('report', () => generateReport(app.database, reportId));
    return Promise.resolve(undefined);
  };

  app.post(
    base,
    { config, schema: { tags, body: reportRequestSchema, response: { 202: reportSchema } } },
    async (request, reply) =>
      reply.status(202).send(await requestReport(app.database, currentUser(request), request.body, enqueue)),
  );

  app.get(base, { config, schema: { tags, response: { 200: reportListSchema } } }, async (request) => ({
    results: await listReports(app.database, currentUser(request)),
  }));

  app.get(
    `${base}/:id`,
    { config, schema: { tags, params: reportParamSchema, response: { 200: reportSchema } } },
    (request) => getReport(app.database, currentUser(request), request.params.id),
  );

  app.get(`${base}/:id/file`, { config, schema: { tags, params: reportParamSchema } }, async (request, reply) => {
    const file = await reportFile(app.database, currentUser(request), request.params.id);
    return reply.type(file.type).header('content-disposition', `attachment; filename="${file.name}"`).send(file.data);
  });
};
