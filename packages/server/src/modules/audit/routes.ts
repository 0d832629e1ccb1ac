import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogSchema } from '@cargo-sentry/contracts/audit/audit';
import { pageLinks } from '../../platform/paging';
import { listAuditEntries } from './service';

/** The audit trail of staff actions, for staff (issue 11 §7). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${app.config.product}/audit_log`,
    {
      config: { permission: 'staff' },
      schema: { tags: ['audit'], querystring: auditLogQuerySchema, response: { 200: auditLogSchema } },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listAuditEntries(app.database.db, request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );
};
