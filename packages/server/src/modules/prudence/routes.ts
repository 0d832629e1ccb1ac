import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import {
  prudenceClientListSchema,
  prudenceClientQuerySchema,
  prudenceExportQuerySchema,
  prudenceListQuerySchema,
  prudenceListSchema,
  prudenceParamsSchema,
  prudenceSeenResultSchema,
  prudenceSubscribeResultSchema,
  prudenceSubscribeSchema,
} from '@cargo-sentry/contracts/prudence/prudence';
import { pageLinks } from '../../platform/paging';
import { currentUser } from '../../platform/permissions';
import { openPrudenceExport, prudenceExportFileName } from './export';
import {
  checkSubscriptions,
  listClients,
  listSubscriptions,
  markFindingsSeen,
  prudenceCheckJob,
  prudenceSweepJob,
  runDuePrudenceChecks,
  subscribeInns,
  unsubscribeInn,
} from './service';

const tags = ['prudence'];
// People only: monitoring is a feature of an account, not of an API key.
const user = { permission: 'user' as const };
const reports = { permission: 'reports' as const };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const checkPayload = z.object({ ids: z.array(z.number().int().positive()).max(500) });

/**
 * Commercial prudence monitoring (issue 13 §3, docs/decisions/0030): `POST
 * /{product}/prudence_subscription` subscribes INNs; the user's list, "seen" and unsubscribe
 * beside it; staff and report users list every client and export the subscriptions. docs/product.md#verification-calls
 * `POST /{product}/verification/prudence` is the ticketed one-off check (verification module).
 */
export const prudenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/prudence_subscription`;
  const admin = `/${app.config.product}/commercial_prudence`;

  app.post(
    base,
    {
      config: user,
      schema: { tags, body: prudenceSubscribeSchema, response: { 200: prudenceSubscribeResultSchema } },
    },
    (request) => subscribeInns(app, currentUser(request), request.body),
  );

  app.get(
    base,
    { config: user, schema: { tags, querystring: prudenceListQuerySchema, response: { 200: prudenceListSchema } } },
    async (request) => {
      const { page, page_size } = request.query;
      const list = await listSubscriptions(app.database.db, currentUser(request), request.query);
      return { ...list, ...pageLinks(request.url, page, page_size, list.count) };
    },
  );

  app.post(
    `${base}/:id/seen`,
    { config: user, schema: { tags, params: prudenceParamsSchema, response: { 200: prudenceSeenResultSchema } } },
    (request) => markFindingsSeen(app.database.db, currentUser(request), request.params.id),
  );

  app.delete(
    `${base}/:id`,
    { config: user, schema: { tags, params: prudenceParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await unsubscribeInn(app.database.db, currentUser(request), request.params.id);
      return { detail: 'unsubscribed' };
    },
  );

  app.get(
    admin,
    {
      config: reports,
      schema: { tags, querystring: prudenceClientQuerySchema, response: { 200: prudenceClientListSchema } },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const list = await listClients(app.database.db, request.query);
      return { ...list, ...pageLinks(request.url, page, page_size, list.count) };
    },
  );

  app.get(
    `${admin}/export`,
    {
      config: { ...reports, personalData: 'prudence_export' },
      schema: { tags, querystring: prudenceExportQuerySchema },
    },
    (request, reply) => {
      const stream = openPrudenceExport(app.database.db, request.query.lang, (error) =>
        request.log.error({ err: error }, 'prudence export failed'),
      );
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${prudenceExportFileName()}"`)
        .send(stream);
    },
  );

  await app.jobs.define(prudenceCheckJob, async (payload) => ({
    notifications: (await checkSubscriptions(app, checkPayload.parse(payload).ids)).length,
  }));
  // Once per PRUDENCE_SWEEP_SECONDS (10 min) across all processes, not once per process (issue 24
  // §5); the interval between two checks of an INN is PRUDENCE_CHECK_HOURS. The first sweep comes
  // within 15 s of a start when none ran this period, so subscriptions seeded or left unchecked by
  // a stop do not wait for a whole period.
  await app.jobs.every(
    prudenceSweepJob,
    app.config.jobs.prudenceSweepSeconds,
    async () => {
      const { checked, more, notifications } = await runDuePrudenceChecks(app, app.config.prudenceCheckHours);
      // More due than one sweep checks: the rest at once, not a period later.
      if (more) {
        await app.jobs
          .send(prudenceSweepJob, {}, { expireInSeconds: 30 * 60 })
          .catch((error: unknown) => app.log.error({ err: error }, 'prudence sweep not queued'));
      }
      return { checked, more, notifications: notifications.length };
    },
    { expireInSeconds: 30 * 60 },
  );
};
