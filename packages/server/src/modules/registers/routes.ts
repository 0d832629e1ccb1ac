import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@cargo-sentry/contracts/shared/common';
import {
  importFailedSchema,
  registerImportReportSchema,
  registerImportRequestSchema,
  registerListSchema,
  registerParamSchema,
  templateQuerySchema,
} from '@cargo-sentry/contracts/registers/registers';
import { spreadsheetLimits } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import { currentUser } from '../../platform/permissions';
import { acceptUploads } from '../../platform/uploads';
import { importRegister, listRegisters } from './service';
import { registerTemplate } from './template';

/** Staff import of the verification registers (issue 10 §5; docs/decisions/0016). */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/registers`;
  const config = { permission: 'staff' } as const;
  const tags = ['registers'];
  await acceptUploads(app, { maxFileBytes: spreadsheetLimits.maxFileBytes });

  app.get(base, { config, schema: { tags, response: { 200: registerListSchema } } }, () => listRegisters(app.database));

  app.post(
    `${base}/:register/import`,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: registerParamSchema,
        body: registerImportRequestSchema,
        // A refused file answers 400 import_failed with its report; other 400s in the one shape.
        response: { 200: registerImportReportSchema, 400: z.union([importFailedSchema, apiErrorSchema]) },
      },
    },
    (request) => importRegister(app, currentUser(request), request.params.register, request.body),
  );

  app.get(
    `${base}/:register/template`,
    {
      config: { ...config, personalData: false },
      schema: { tags, params: registerParamSchema, querystring: templateQuerySchema },
    },
    async (request, reply) => {
      const file = await registerTemplate(request.params.register, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.data);
    },
  );
};
