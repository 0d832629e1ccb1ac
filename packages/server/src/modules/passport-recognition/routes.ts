import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxPhotoBytes } from '@cargo-sentry/contracts/shared/uploads';
import {
  recognizePassportRequestSchema,
  recognizePassportResultSchema,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import { currentUser } from '../../platform/permissions';
import { acceptUploads } from '../../platform/uploads';
import { recognizePassportFor } from './service';

/** Passport recognition for the verification form (docs/product.md#verification-calls recognize_passport, docs/decisions/0029). */
export const passportRecognitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;
  // the page comes as a file, within the limit of the verification form's photos
  await acceptUploads(app, { maxFileBytes: maxPhotoBytes });

  // docs/product.md#verification-calls recognize_passport (multipart): the page image in, the six fields of docs/product.md#passport-recognition out (decision 0029)
  app.post(
    `${product}/verification/recognize_passport`,
    {
      config: { permission: 'user', apiKey: true },
      schema: {
        tags: ['verification'],
        consumes: ['multipart/form-data'],
        body: recognizePassportRequestSchema,
        response: { 200: recognizePassportResultSchema },
      },
    },
    (request) =>
      recognizePassportFor(
        {
          database: app.database,
          rateLimiter: app.rateLimiter,
          imageThread: app.imageThread,
          ocr: app.ocr,
          log: request.log,
        },
        currentUser(request),
        request.body,
      ),
  );
};
