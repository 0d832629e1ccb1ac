import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import {
  contentImageParamSchema,
  contentImageUploadSchema,
  infoPageParamSchema,
  infoPageSchema,
  infoPageWriteSchema,
  maxContentImageBytes,
  newsListQuerySchema,
  newsListSchema,
  newsParamSchema,
  newsSchema,
  newsWriteSchema,
  uploadedContentImageSchema,
} from '@cargo-sentry/contracts/content/content';
import { pageLinks } from '../../platform/paging';
import { currentUser } from '../../platform/permissions';
import { acceptUploads } from '../../platform/uploads';
import {
  createNews,
  deleteNews,
  getContentImage,
  getInfoPage,
  getNews,
  listNews,
  setNewsPublished,
  updateInfoPage,
  updateNews,
  uploadContentImage,
} from './service';

const user = { permission: 'user' as const };
const staff = { permission: 'staff' as const };

/** Info pages, news and content images (issue 12 §1; docs/decisions/0024-content.md). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;
  await acceptUploads(app, { maxFileBytes: maxContentImageBytes });

  app.get(
    `${product}/info_page/:name`,
    {
      config: { permission: 'guest' },
      schema: { tags: ['info_page'], params: infoPageParamSchema, response: { 200: infoPageSchema } },
    },
    (request) => getInfoPage(app.database.db, request.params.name),
  );

  app.put(
    `${product}/info_page/:name`,
    {
      config: staff,
      schema: {
        tags: ['info_page'],
        params: infoPageParamSchema,
        body: infoPageWriteSchema,
        response: { 200: infoPageSchema },
      },
    },
    (request) => updateInfoPage(app.database, currentUser(request), request.params.name, request.body),
  );

  const news = `${product}/news`;
  const tags = ['news'];

  app.get(
    news,
    { config: user, schema: { tags, querystring: newsListQuerySchema, response: { 200: newsListSchema } } },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listNews(app.database.db, currentUser(request), request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  app.get(
    `${news}/:id`,
    { config: user, schema: { tags, params: newsParamSchema, response: { 200: newsSchema } } },
    (request) => getNews(app.database.db, currentUser(request), request.params.id),
  );

  app.post(
    news,
    { config: staff, schema: { tags, body: newsWriteSchema, response: { 201: newsSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createNews(app.database, currentUser(request), request.body)),
  );

  app.put(
    `${news}/:id`,
    { config: staff, schema: { tags, params: newsParamSchema, body: newsWriteSchema, response: { 200: newsSchema } } },
    (request) => updateNews(app.database, currentUser(request), request.params.id, request.body),
  );

  app.post(
    `${news}/:id/publish`,
    { config: staff, schema: { tags, params: newsParamSchema, response: { 200: newsSchema } } },
    (request) => setNewsPublished(app.database, currentUser(request), request.params.id, true),
  );

  app.post(
    `${news}/:id/unpublish`,
    { config: staff, schema: { tags, params: newsParamSchema, response: { 200: newsSchema } } },
    (request) => setNewsPublished(app.database, currentUser(request), request.params.id, false),
  );

  app.delete(
    `${news}/:id`,
    { config: staff, schema: { tags, params: newsParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteNews(app.database, currentUser(request), request.params.id);
      return { detail: 'Deleted.' };
    },
  );

  app.post(
    `${product}/content_image`,
    {
      config: staff,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: contentImageUploadSchema,
        response: { 201: uploadedContentImageSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await uploadContentImage(app, currentUser(request), app.config.product, request.body.file)),
  );

  // An <img> sends no token, so content images are public by their unguessable id; the id of any
  // other stored file is 404 here (repo joins content_images).
  app.get(
    `${product}/content_image/:id`,
    { config: { permission: 'guest', personalData: false }, schema: { tags, params: contentImageParamSchema } },
    async (request, reply) => {
      const image = await getContentImage(app.database.db, request.params.id);
      return reply
        .type(image.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(image.data);
    },
  );
};
