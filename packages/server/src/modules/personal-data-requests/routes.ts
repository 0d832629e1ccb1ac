import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subjectErasureAnswerSchema,
  subjectErasureSchema,
  subjectExportQuerySchema,
  subjectSearchAnswerSchema,
  subjectSearchQuerySchema,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import { attachmentDisposition } from '../../platform/content-disposition';
import { currentUser } from '../../platform/permissions';
import { eraseSubject, exportSubject, searchSubject } from './service';

const staff = { permission: 'staff' as const };
const tags = ['personal-data'];

/**
 * The data subject's requests (issue 28 §4, docs/decisions/0060-consent-versions-and-subject-requests.md):
 * staff search what is held about a person, export it (XLSX, PDF) and erase or mask it.
 */
export const personalDataRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/personal_data`;

  app.get(
    `${base}/search`,
    {
      config: staff,
      schema: { tags, querystring: subjectSearchQuerySchema, response: { 200: subjectSearchAnswerSchema } },
    },
    (request) => searchSubject(app.database, request.query.q),
  );

  app.get(
    `${base}/export`,
    {
      // everything about one person: the security event log records each download
      config: { ...staff, personalData: 'subject_data_export' },
      schema: {
        tags,
        description: 'Everything held about a person as XLSX or PDF (a request of access); audited',
        querystring: subjectExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { file, type, fileName } = await exportSubject(app.database, currentUser(request), request.query);
      return reply
        .type(type)
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.post(
    `${base}/erase`,
    {
      config: staff,
      schema: { tags, body: subjectErasureSchema, response: { 200: subjectErasureAnswerSchema } },
    },
    (request) => eraseSubject(app, currentUser(request), request.body),
  );
};
