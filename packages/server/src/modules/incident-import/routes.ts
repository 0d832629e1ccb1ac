import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  incidentImportLimits,
  incidentUploadDetailSchema,
  incidentUploadListSchema,
  incidentUploadParamSchema,
  incidentUploadRequestSchema,
  incidentUploadSchema,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { templateQuerySchema } from '@cargo-sentry/contracts/registers/registers';
import { DomainError } from '../../platform/errors';
import { currentUser } from '../../platform/permissions';
import { acceptUploads } from '../../platform/uploads';
import { notifyIncidentsCreated } from '../notifications/service';
import type { DownloadFile } from '../../platform/spreadsheet-template';
import { incidentTemplate, reportFile } from './files';
import {
  failLostUpload,
  getUpload,
  incidentImportJob,
  listUploads,
  runUpload,
  startUpload,
  undoInterruptedImports,
  type IncidentImportPayload,
} from './service';

/**
 * docs/product.md#incident-calls `incidents_file` (issue 11 §3; docs/decisions/0021): staff upload an incident
 * spreadsheet, imported by a background job; the history, one upload with its report, the report
 * as XLSX and the template.
 */
export const incidentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/incidents_file`;
  const config = { permission: 'staff' } as const;
  // An import ends in a background job: the history and the upload's status tell the web app it
  // did, so they carry the data version that includes its incidents (decision 0044).
  const statusConfig = { ...config, carriesDataVersion: true };
  const tags = ['incident import'];
  await acceptUploads(app, { maxFileBytes: incidentImportLimits.maxFileBytes });
  await app.jobs.define<IncidentImportPayload>(
    incidentImportJob,
    (payload, context) => runUpload(app, payload.upload_id, context, (ids) => notifyIncidentsCreated(app, ids)),
    // Its process stopped (issue 24 §4): failed and undone by a live one, within the heartbeat timeout.
    { onLost: (payload) => failLostUpload(app, payload.upload_id) },
  );

  // An import whose process died while writing is undone at start, unless one is writing now.
  app.addHook('onReady', async () => {
    app.background.run('incident-import-recovery', () => undoInterruptedImports(app));
  });

  const send = (reply: FastifyReply, file: DownloadFile) =>
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.data);

  app.get(base, { config: statusConfig, schema: { tags, response: { 200: incidentUploadListSchema } } }, () =>
    listUploads(app.database, app.jobs),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: incidentUploadRequestSchema,
        response: { 202: incidentUploadSchema },
      },
    },
    async (request, reply) => {
      const upload = await startUpload(app.database, app.jobs, currentUser(request), request.body);
      return reply.status(202).send(upload);
    },
  );

  app.get(
    `${base}/template`,
    { config: { ...config, personalData: false }, schema: { tags, querystring: templateQuerySchema } },
    async (request, reply) => send(reply, await incidentTemplate(app.database.db, request.query.format)),
  );

  app.get(
    `${base}/:id`,
    {
      config: statusConfig,
      schema: { tags, params: incidentUploadParamSchema, response: { 200: incidentUploadDetailSchema } },
    },
    (request) => getUpload(app.database, app.jobs, request.params.id),
  );

  app.get(
    `${base}/:id/report`,
    {
      config: { ...config, personalData: 'incident_import_report' },
      schema: { tags, params: incidentUploadParamSchema },
    },
    async (request, reply) => {
      const upload = await getUpload(app.database, app.jobs, request.params.id);
      if (upload.status !== 'rejected') throw new DomainError('not_found', 'This upload has no error report');
      return send(reply, await reportFile(request.params.id, upload));
    },
  );
};
