import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@cargo-sentry/contracts/shared/common';
import {
  maxAttachmentBytes,
  sendNotificationSchema,
  sentNotificationListSchema,
  sentNotificationSchema,
  userPickerListSchema,
  userPickerQuerySchema,
} from '@cargo-sentry/contracts/notifications/notifications';
import { pageLinks } from '../../platform/paging';
import { currentUser } from '../../platform/permissions';
import { acceptUploads } from '../../platform/uploads';
import { listSentNotifications, searchRecipients, sendNotification } from './service';

const tags = ['user_admin'];
const staff = { permission: 'staff' as const };

/**
 * Staff side of notifications (docs/product.md#administration-calls `user_admin`): the recipient picker's search, sending
 * (multipart with an optional file, or JSON) and the list of what was sent with read counts.
 */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/user_admin`;
  await acceptUploads(app, { maxFileBytes: maxAttachmentBytes });

  app.get(
    base,
    { config: staff, schema: { tags, querystring: userPickerQuerySchema, response: { 200: userPickerListSchema } } },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await searchRecipients(app.database.db, request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  app.post(
    `${base}/send_notification`,
    {
      config: staff,
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        body: sendNotificationSchema,
        response: { 201: sentNotificationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sendNotification(app, currentUser(request), request.body)),
  );

  app.get(
    `${base}/notifications`,
    {
      config: staff,
      schema: { tags, querystring: pageQuerySchema, response: { 200: sentNotificationListSchema } },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listSentNotifications(app.database.db, request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );
};
