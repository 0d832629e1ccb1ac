import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getTicketSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketParamSchema,
  ticketSchema,
} from '@cargo-sentry/contracts/verification-tickets';
import {
  checkRequestSchema,
  findAtiSuIdQuerySchema,
  osagoRequestSchema,
} from '@cargo-sentry/contracts/verification-form';
import {
  driverResultSchema,
  faceResultSchema,
  findAtiSuIdResultSchema,
  fsspResultSchema,
  osagoResultSchema,
  participationResultSchema,
  passportResultSchema,
  phoneResultSchema,
  prudenceCheckResultSchema,
  reputationResultSchema,
  riskResultSchema,
  sudResultSchema,
  trustPersonResultSchema,
} from '@cargo-sentry/contracts/verification-results';
import { checkFaceRequestSchema } from '@cargo-sentry/contracts/face-gallery';
import { maxPhotoBytes } from '@cargo-sentry/contracts/uploads';
import {
  recognizePassportRequestSchema,
  recognizePassportResultSchema,
} from '@cargo-sentry/contracts/passport-recognition';
import { pageLinks } from '../../platform/paging';
import { acceptUploads } from '../../platform/uploads';
import { currentUser } from '../../platform/permissions';
import { spendApiKeyCheck } from '../api-users/service';
import { driverCheck } from './checks/driver';
import { faceCheckOf } from './checks/face';
import { findAtiSuIdCheck } from './checks/find-ati-su-id';
import { fsspCheck } from './checks/fssp';
import { osagoCheck } from './checks/osago';
import { participationCheck } from './checks/participation';
import { passportComplexCheck } from './checks/passport-complex';
import { phoneCheck } from './checks/phone';
import { prudenceCheck } from './checks/prudence';
import { reputationCheck } from './checks/reputation';
import { riskCheck } from './checks/risk';
import { sudCheck } from './checks/sud';
import { trustPersonCheck } from './checks/trust-person';
import { recognizePassportFor } from './passport/recognize-passport';
import { providerFor } from './providers/provider-for';
import { runCheck, type CheckContext, type VerificationCheckModule } from './run-check';
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

  /** A check of SPEC §7 "each carries ticket": POST with the ticket and the form, answered with its result. */
  const postCheck = <Result>(route: string, response: z.ZodType<Result>, check: VerificationCheckModule<Result>) =>
    app.post(
      `${product}/verification/${route}`,
      {
        config: { permission: 'user', apiKey: true },
        schema: { tags: ['verification'], body: checkRequestSchema, response: { 200: response } },
      },
      (request) => runCheck(contextOf(request), currentUser(request), check, request.body),
    );

  app.post(
    `${product}/verification/get_ticket`,
    {
      config: { permission: 'user', apiKey: true },
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
      // A call with an API key spends the key's quota, not its API user's (issue 11 §2).
      const quota = request.apiKey ? spendApiKeyCheck(request.apiKey.id) : undefined;
      return reply.status(201).send(await openTicket(app.database, user, { photo, name }, new Date(), quota));
    },
  );

  app.get(
    `${product}/verification_ticket`,
    {
      config: { permission: 'user', apiKey: true },
      schema: { tags: ['verification'], querystring: ticketListQuerySchema, response: { 200: ticketListSchema } },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, count } = await listTickets(app.database, currentUser(request), request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  app.get(
    `${product}/verification_ticket/:id`,
    {
      config: { permission: 'user', apiKey: true },
      schema: { tags: ['verification'], params: ticketParamSchema, response: { 200: ticketDetailSchema } },
    },
    (request) => getTicket(app.database, currentUser(request), request.params.id),
  );

  app.post(
    `${product}/verification/osago`,
    {
      config: { permission: 'user', apiKey: true },
      schema: { tags: ['verification'], body: osagoRequestSchema, response: { 200: osagoResultSchema } },
    },
    (request) => runCheck(contextOf(request), currentUser(request), osagoCheck, request.body),
  );
  postCheck('risk', riskResultSchema, riskCheck);
  postCheck('driver', driverResultSchema, driverCheck);
  postCheck('fssp', fsspResultSchema, fsspCheck);
  postCheck('sud', sudResultSchema, sudCheck);
  postCheck('passport_complex', passportResultSchema, passportComplexCheck);
  postCheck('phone', phoneResultSchema, phoneCheck);
  postCheck('trust_person', trustPersonResultSchema, trustPersonCheck);
  postCheck('reputation', reputationResultSchema, reputationCheck);
  // SPEC §3 names the check `participant`, §7 the route `participation`
  postCheck('participation', participationResultSchema, participationCheck);
  // SPEC §7 lists prudence among the checks that carry a ticket (§3 "prudence: data"); the
  // monitoring subscription has its own route (`prudence_subscription`, decision 0030)
  postCheck('prudence', prudenceCheckResultSchema, prudenceCheck);

  // SPEC §7: the face check takes the photo as a file (multipart: file, ticket); its name is the form's `photo`
  app.post(
    `${product}/verification/check_face`,
    {
      config: { permission: 'user', apiKey: true },
      schema: {
        tags: ['verification'],
        consumes: ['multipart/form-data'],
        body: checkFaceRequestSchema,
        response: { 200: faceResultSchema },
      },
    },
    (request) => {
      const { file, ...form } = request.body;
      return runCheck(contextOf(request), currentUser(request), faceCheckOf(file.data), {
        ...form,
        photo: file.filename,
      });
    },
  );

  // SPEC §7 recognize_passport (multipart): the page image in, SPEC §3's six fields out (decision 0029)
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
    (request) => recognizePassportFor(contextOf(request), currentUser(request), request.body),
  );

  // SPEC §7: the ATI id lookup alone is a GET, its ticket and INN in the query string
  app.get(
    `${product}/verification/find_ati_su_id`,
    {
      config: { permission: 'user', apiKey: true },
      schema: {
        tags: ['verification'],
        querystring: findAtiSuIdQuerySchema,
        response: { 200: findAtiSuIdResultSchema },
      },
    },
    (request) => runCheck(contextOf(request), currentUser(request), findAtiSuIdCheck, request.query),
  );
};
