import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getTicketSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketParamSchema,
  ticketSchema,
} from '@cargo-sentry/contracts/verification-tickets';
import { checkRequestSchema, osagoRequestSchema } from '@cargo-sentry/contracts/verification-form';
import {
  driverResultSchema,
  fsspResultSchema,
  osagoResultSchema,
  riskResultSchema,
  sudResultSchema,
} from '@cargo-sentry/contracts/verification-results';
import { maxPhotoBytes } from '@cargo-sentry/contracts/uploads';
import { pageLinks } from '../../platform/paging';
import { acceptUploads } from '../../platform/uploads';
import { currentUser } from '../../platform/permissions';
import { driverCheck } from './checks/driver';
import { fsspCheck } from './checks/fssp';
import { sudCheck } from './checks/sud';
import { osagoCheck } from './checks/osago';
import { riskCheck } from './checks/risk';
import { providerFor } from './providers/provider-for';
import { runCheck, type CheckContext } from './run-check';
import { getTicket, listTickets, openTicket } from './tickets';

/** Verification tickets and their history (SPEC §7 get_ticket, verification_ticket; DESIGN.md §6). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;
  // get_ticket takes the face photo as a file (SPEC §7); limits here, the type in the contract.
  await acceptUploads(app, { maxFileBytes: maxPhotoBytes });
  const provider = providerFor(app.config, app.database, app.log);
  const contextOf = (request: FastifyRequest): CheckContext => ({
    database: app.database,
    provider,
    log: request.log,
    rateLimiter: app.rateLimiter,
  });

  app.post(
    `${product}/verification/get_ticket`,
    {
      config: { permission: 'user' },
      schema: {
        tags: ['verification'],
        consumes: ['application/json', 'multipart/form-data'],
        body: getTicketSchema,
        response: { 201: ticketSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimiter.hitVerification(user.id);
      const { photo, name } = request.body;
      return reply.status(201).send(await openTicket(app.database, user, { photo, name }));
    },
  );

  app.get(
    `${product}/verification_ticket`,
    {
      config: { permission: 'user' },
      schema: { tags: ['verification'], querystring: ticketListQuerySchema, response: { 200: ticketListSchema } },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listTickets(app.database, currentUser(request), { page, page_size });
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  app.get(
    `${product}/verification_ticket/:id`,
    {
      config: { permission: 'user' },
      schema: { tags: ['verification'], params: ticketParamSchema, response: { 200: ticketDetailSchema } },
    },
    (request) => getTicket(app.database, currentUser(request), request.params.id),
  );

  app.post(
    `${product}/verification/risk`,
    {
      config: { permission: 'user' },
      schema: { tags: ['verification'], body: checkRequestSchema, response: { 200: riskResultSchema } },
    },
    (request) => runCheck(contextOf(request), currentUser(request), riskCheck, request.body),
  );

  app.post(
    `${product}/verification/osago`,
    {
      config: { permission: 'user' },
      schema: { tags: ['verification'], body: osagoRequestSchema, response: { 200: osagoResultSchema } },
    },
    (request) => runCheck(contextOf(request), currentUser(request), osagoCheck, request.body),
  );

  app.post(
    `${product}/verification/driver`,
    {
      config: { permission: 'user' },
      schema: { tags: ['verification'], body: checkRequestSchema, response: { 200: driverResultSchema } },
    },
    (request) => runCheck(contextOf(request), currentUser(request), driverCheck, request.body),
  );

  app.post(
    `${product}/verification/fssp`,
    {
      config: { permission: 'user' },
      schema: { tags: ['verification'], body: checkRequestSchema, response: { 200: fsspResultSchema } },
    },
    (request) => runCheck(contextOf(request), currentUser(request), fsspCheck, request.body),
  );

  app.post(
    `${product}/verification/sud`,
    {
      config: { permission: 'user' },
      schema: { tags: ['verification'], body: checkRequestSchema, response: { 200: sudResultSchema } },
    },
    (request) => runCheck(contextOf(request), currentUser(request), sudCheck, request.body),
  );
};
