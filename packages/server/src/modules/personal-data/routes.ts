import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actListSchema, retentionSettingsSchema } from '@cargo-sentry/contracts/personal-data/retention';
import { idParamSchema, pageQuerySchema } from '@cargo-sentry/contracts/shared/common';
import { attachmentDisposition } from '../../platform/content-disposition';
import { currentUser } from '../../platform/permissions';
import { actPdf, builtInCategories, changeRetention, listActs, readRetention, runDestruction } from './service';

/** The daily destruction run, once across processes (docs/decisions/0043-jobs-across-processes.md). */
const destructionJob = 'personal-data-destruction';
// Daily: the job queue keeps completed jobs a day and an hour, so pg-boss takes a day's slot
// (platform/jobs.ts; its default 12 hours refused it, and a refused offer is only logged).
const daySeconds = 86_400;

/**
 * Retention and destruction of personal data (issue 28 §1-§2, docs/product.md#personal-data-retention):
 * staff set the periods, a daily job destroys what is past them and writes an act, staff and
 * reports users read the acts. The periods are public too: the policy page states them.
 */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/personal_data`;
  for (const handler of builtInCategories()) app.retention.register(handler);

  app.get(
    `${base}/retention`,
    {
      config: { permission: 'staff' },
      schema: { tags: ['personal-data'], response: { 200: retentionSettingsSchema } },
    },
    () => readRetention(app.database.db),
  );

  app.put(
    `${base}/retention`,
    {
      config: { permission: 'staff' },
      schema: { tags: ['personal-data'], body: retentionSettingsSchema, response: { 200: retentionSettingsSchema } },
    },
    (request) => changeRetention(app.database, currentUser(request), request.body),
  );

  app.get(
    `${base}/periods`,
    {
      config: { permission: 'guest' },
      schema: {
        tags: ['personal-data'],
        description: 'The retention periods as configured, for the personal-data policy page',
        response: { 200: retentionSettingsSchema },
      },
    },
    () => readRetention(app.database.db),
  );

  app.get(
    `${base}/acts`,
    {
      config: { permission: 'reports' },
      schema: { tags: ['personal-data'], querystring: pageQuerySchema, response: { 200: actListSchema } },
    },
    (request) => listActs(app.database.db, request.query, request.url),
  );

  app.get(
    `${base}/acts/:id/act.pdf`,
    {
      // an act and its log extract name categories and counts, and whoever ran or changed it
      config: { permission: 'reports', personalData: 'destruction_act' },
      schema: { tags: ['personal-data'], description: 'A destruction act as a PDF (ru)', params: idParamSchema },
    },
    async (request, reply) => {
      const file = await actPdf(app.database.db, Number(request.params.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.pdf);
    },
  );

  if (!app.config.jobs.personalDataDestruction) return;
  await app.jobs.every(
    destructionJob,
    daySeconds,
    async () => {
      const run = await runDestruction(app.database, app.retention, await readRetention(app.database.db), {
        log: app.log,
      });
      return { act: run.actId, destroyed: run.lines.reduce((sum, line) => sum + line.destroyed, 0) };
    },
    { expireInSeconds: 6 * 3600 },
  );
};
