import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leakNoticeQuerySchema,
  securityEventExportQuerySchema,
  securityEventPageSchema,
  securityEventQuerySchema,
} from '@cargo-sentry/contracts/security-events/security-events';
import { attachmentDisposition } from '../../platform/content-disposition';
import { pageLinks } from '../../platform/paging';
import { xlsxContentType } from '../../platform/spreadsheet-template';
import { currentUser } from '../../platform/permissions';
import { securityEventsCsv, securityEventsFileName, securityEventsXlsx } from './export';
import { buildLeakNotice } from './leak-notice';
import {
  destroySecurityEventsBefore,
  forgetApiKeyAddressesSeenBefore,
  leakNoticeFacts,
  listSecurityEvents,
  securityEventsToExport,
} from './service';

/** The security event log and the leak notice, for staff (docs/product.md#security-event-log). */
export const securityEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = `/${app.config.product}/security_events`;
  const tags = ['administration'];
  // Kept 12 months by default, destroyed by the daily retention job (docs/product.md#personal-data-retention).
  app.retention.register({
    category: 'security_events',
    method: 'deleted',
    destroyExpired: destroySecurityEventsBefore,
  });
  // The addresses each API key called from, counted from the last call: personal data kept only to
  // tell a new address, 12 months by default too. Forgotten, an address's next call is new again.
  app.retention.register({
    category: 'api_key_addresses',
    method: 'deleted',
    destroyExpired: forgetApiKeyAddressesSeenBefore,
  });

  app.get(
    base,
    {
      config: { permission: 'staff' },
      schema: { tags, querystring: securityEventQuerySchema, response: { 200: securityEventPageSchema } },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listSecurityEvents(app.database.db, request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  // An export is itself a download of personal data (addresses, logins): the mark records it.
  app.get(
    `${base}/export`,
    {
      config: { permission: 'staff', personalData: 'security_events_export' },
      schema: { tags, querystring: securityEventExportQuerySchema },
    },
    async (request, reply) => {
      const { format } = request.query;
      const events = await securityEventsToExport(app.database.db, request.query);
      const file = format === 'csv' ? securityEventsCsv(events) : await securityEventsXlsx(events);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : xlsxContentType)
        .header('content-disposition', attachmentDisposition(securityEventsFileName(format)))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get(
    `${base}/leak_notice`,
    {
      config: { permission: 'staff', personalData: 'leak_notice' },
      schema: { tags, querystring: leakNoticeQuerySchema },
    },
    async (request, reply) => {
      const facts = await leakNoticeFacts(app.database.db, request.query);
      const file = await buildLeakNotice(facts, {
        product: app.config.product,
        supportEmail: app.config.supportEmail,
        supportPhone: app.config.supportPhone,
        preparedBy: currentUser(request).username,
        now: new Date(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`leak_notice_${request.query.date_from}.pdf`))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
