import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  evidenceReportQuerySchema,
  evidenceVerificationSchema,
  evidenceVerifyQuerySchema,
} from '@cargo-sentry/contracts/verification/evidence';
import { ticketParamSchema } from '@cargo-sentry/contracts/verification/tickets';
import { attachmentDisposition } from '../../platform/content-disposition';
import { currentUser } from '../../platform/permissions';
import { evidenceReport, verifyEvidence } from './service';

/** Evidence reports of verification tickets (issue 13 §5, docs/decisions/0031). */
export const verificationEvidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;
  const apiBase = `${app.config.publicUrl}/api/v1${product}`;

  app.get(
    `${product}/verification_ticket/:id/report.pdf`,
    {
      config: { permission: 'user', apiKey: true, personalData: 'evidence_report' },
      schema: {
        tags: ['verification'],
        description: "The ticket's evidence report as a PDF: the owner's ticket, or any for staff",
        params: ticketParamSchema,
        querystring: evidenceReportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await evidenceReport(app.database, currentUser(request), request.params.id, {
        lang: request.query.lang,
        publicUrl: app.config.publicUrl,
        apiBase,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-report-id', file.report)
        .header('x-report-sha256', file.hash)
        .header('cache-control', 'no-store')
        .send(file.pdf);
    },
  );

  // Public: whoever holds a report (an insurer, a court) may ask, usually without an account.
  app.get(
    `${product}/verification_ticket/:id/verify`,
    {
      config: { permission: 'guest' },
      schema: {
        tags: ['verification'],
        description: 'Whether an evidence report is genuine and unchanged; reveals nothing else',
        params: ticketParamSchema,
        querystring: evidenceVerifyQuerySchema,
        response: { 200: evidenceVerificationSchema },
      },
    },
    async (request) => {
      await app.rateLimiter.hitIp('evidence_verify', request.ip);
      return verifyEvidence(app.database, request.params.id, request.query.report, request.query.hash);
    },
  );
};
