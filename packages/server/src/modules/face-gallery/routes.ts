import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addGalleryFaceSchema,
  galleryFaceListSchema,
  galleryFaceSchema,
} from '@cargo-sentry/contracts/face-gallery/face-gallery';
import { idParamSchema, okSchema, pageQuerySchema } from '@cargo-sentry/contracts/shared/common';
import { maxPhotoBytes } from '@cargo-sentry/contracts/shared/uploads';
import { pageLinks } from '../../platform/paging';
import { acceptUploads } from '../../platform/uploads';
import { currentUser } from '../../platform/permissions';
import { addGalleryFace, listGalleryFaces, removeGalleryFace } from './service';

const tags = ['face_gallery'];
const staff = { permission: 'staff' as const };

/**
 * The face gallery of the face check (issue 13 §1): staff list, add (a photo with one face and the
 * person's incident or wanted-person record; its descriptor is computed once, here) and remove faces.
 */
export const faceGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/face_gallery`;
  await acceptUploads(app, { maxFileBytes: maxPhotoBytes });

  app.get(
    base,
    { config: staff, schema: { tags, querystring: pageQuerySchema, response: { 200: galleryFaceListSchema } } },
    async (request) => {
      const { page, page_size } = request.query;
      const list = await listGalleryFaces(app.database, page, page_size);
      return { ...list, ...pageLinks(request.url, page, page_size, list.count) };
    },
  );

  app.post(
    base,
    {
      config: staff,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: addGalleryFaceSchema,
        response: { 201: galleryFaceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addGalleryFace(app.faceGallery, currentUser(request), request.body)),
  );

  app.delete(
    `${base}/:id`,
    { config: staff, schema: { tags, params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeGalleryFace(app.faceGallery, request.params.id);
      return { detail: 'Deleted' };
    },
  );
};
