import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema, pageQuerySchema } from '@cargo-sentry/contracts/shared/common';
import {
  notificationListSchema,
  notificationSchema,
  unreadNotificationsSchema,
} from '@cargo-sentry/contracts/notifications/notifications';
import {
  savedFilterListSchema,
  savedFilterSchema,
  savedFilterUpdateSchema,
  savedFilterWriteSchema,
} from '@cargo-sentry/contracts/notifications/saved-filters';
import { attachmentDisposition } from '../../platform/content-disposition';
import { pageLinks } from '../../platform/paging';
import { currentUser } from '../../platform/permissions';
import {
  createSavedFilter,
  deleteSavedFilter,
  dismissNotification,
  getNotificationFile,
  getUnreadNotifications,
  listNotifications,
  listSavedFilters,
  readAllNotifications,
  readNotification,
  updateSavedFilter,
} from './service';
import { defineNotificationJobs } from './jobs';

const user = { permission: 'user' as const };

/**
 * A user's notifications (docs/product.md#other-calls `notification`, `get_file`) and saved incident filters with
 * their alerts (issue 12 §3).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/notification`;
  const filters = `/${app.config.product}/saved_filter`;
  const tags = ['notification'];

  app.get(
    base,
    { config: user, schema: { tags, querystring: pageQuerySchema, response: { 200: notificationListSchema } } },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listNotifications(app.database.db, currentUser(request), request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  app.get(
    `${base}/unread`,
    { config: user, schema: { tags, response: { 200: unreadNotificationsSchema } } },
    (request) => getUnreadNotifications(app.database.db, currentUser(request)),
  );

  app.post(`${base}/read_all`, { config: user, schema: { tags, response: { 200: okSchema } } }, async (request) => {
    await readAllNotifications(app.database.db, currentUser(request));
    return { detail: 'read' };
  });

  app.post(
    `${base}/:id/read`,
    { config: user, schema: { tags, params: idParamSchema, response: { 200: notificationSchema } } },
    (request) => readNotification(app.database.db, currentUser(request), request.params.id),
  );

  app.post(
    `${base}/:id/dismiss`,
    { config: user, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await dismissNotification(app.database.db, currentUser(request), request.params.id);
      return { detail: 'dismissed' };
    },
  );

  app.get(
    `${base}/:id/get_file`,
    { config: { ...user, personalData: false }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const file = await getNotificationFile(app.database.db, currentUser(request), request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  const filterTags = ['saved_filter'];
  app.get(
    filters,
    { config: user, schema: { tags: filterTags, response: { 200: savedFilterListSchema } } },
    async (request) => ({
      results: await listSavedFilters(app.database.db, currentUser(request)),
    }),
  );

  app.post(
    filters,
    { config: user, schema: { tags: filterTags, body: savedFilterWriteSchema, response: { 201: savedFilterSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSavedFilter(app.database.db, currentUser(request), request.body)),
  );

  app.put(
    `${filters}/:id`,
    {
      config: user,
      schema: {
        tags: filterTags,
        params: idParamSchema,
        body: savedFilterUpdateSchema,
        response: { 200: savedFilterSchema },
      },
    },
    (request) => updateSavedFilter(app.database.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${filters}/:id`,
    { config: user, schema: { tags: filterTags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteSavedFilter(app.database.db, currentUser(request), request.params.id);
      return { detail: 'deleted' };
    },
  );

  await defineNotificationJobs(app, app.config.jobs.filterDigestSweepSeconds);
};
