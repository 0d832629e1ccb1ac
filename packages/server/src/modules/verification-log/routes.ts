import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  verificationLogExportQuerySchema,
  verificationLogQuerySchema,
  verificationLogSchema,
} from '@cargo-sentry/contracts/verification/log';
import { buildVerificationLogXlsx, verificationLogFileName } from './export';
import { getVerificationLog } from './service';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Verification statistics of the staff page (docs/product.md#administration-calls `verification_log/by_month`, issue 11 §5). */
export const verificationLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/verification_log`;
  const tags = ['administration'];

  app.get(
    `${base}/by_month`,
    {
      config: { permission: 'staff' },
      schema: { tags, querystring: verificationLogQuerySchema, response: { 200: verificationLogSchema } },
    },
    (request) => getVerificationLog(app.database, request.query),
  );

  app.get(
    `${base}/by_month/export`,
    {
      config: { permission: 'staff', personalData: 'verification_statistics' },
      schema: { tags, querystring: verificationLogExportQuerySchema },
    },
    async (request, reply) => {
      const log = await getVerificationLog(app.database, request.query);
      const file = await buildVerificationLogXlsx(log, request.query.lang);
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${verificationLogFileName(log)}"`)
        .send(file);
    },
  );
};
