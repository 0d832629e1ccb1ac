import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getTicketSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketParamSchema,
  ticketSchema,
} from '@cargo-sentry/contracts/verification/tickets';
import {
  checkRequestSchema,
  findAtiSuIdQuerySchema,
  osagoRequestSchema,
} from '@cargo-sentry/contracts/verification/form';
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
} from '@cargo-sentry/contracts/verification/results';
import { checkFaceRequestSchema } from '@cargo-sentry/contracts/face-gallery/face-gallery';
import { consistencyResultSchema } from '@cargo-sentry/contracts/identity-links/consistency';
import { maxPhotoBytes } from '@cargo-sentry/contracts/shared/uploads';
import { pageLinks } from '../../platform/paging';
import { acceptUploads } from '../../platform/uploads';
import { currentUser } from '../../platform/permissions';
import { consistencyCheck } from './checks/consistency';
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
import type { VerificationCheckModule } from './run-check';
import { getVerification, listVerifications, startVerification, verificationOf, verify, verifyFace } from './service';

/** Verification tickets and their history (docs/product.md#verification-calls get_ticket, verification_ticket; docs/architecture.md#verification). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;
  // get_ticket takes the face photo as a file (docs/product.md#verification-calls); limits here, the type in the contract.
  await acceptUploads(app, { maxFileBytes: maxPhotoBytes });
  const verification = verificationOf(app);

  /** A check of docs/product.md#verification-calls "each carries ticket": POST with the ticket and the form, answered with its result. */
  const postCheck = <Result>(route: string, response: z.ZodType<Result>, check: VerificationCheckModule<Result>) =>
    app.post(
      `${product}/verification/${route}`,
      {
        config: { permission: 'user', apiKey: true },
        schema: { tags: ['verification'], body: checkRequestSchema, response: { 200: response } },
      },
      (request) => verify(verification, request.log, currentUser(request), check, request.body),
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
      const { photo, name, consent_version } = request.body;
      // A call with an API key spends the key's quota, not its API user's (issue 11 §2).
      const ticket = await startVerification(
        verification,
        currentUser(request),
        { photo, name, consent_version },
        request.apiKey?.id,
      );
      return reply.status(201).send(ticket);
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
      const { results, count } = await listVerifications(verification, currentUser(request), request.query);
      return { results, count, ...pageLinks(request.url, page, page_size, count) };
    },
  );

  app.get(
    `${product}/verification_ticket/:id`,
    {
      config: { permission: 'user', apiKey: true },
      schema: { tags: ['verification'], params: ticketParamSchema, response: { 200: ticketDetailSchema } },
    },
    (request) => getVerification(verification, currentUser(request), request.params.id),
  );

  app.post(
    `${product}/verification/osago`,
    {
      config: { permission: 'user', apiKey: true },
      schema: { tags: ['verification'], body: osagoRequestSchema, response: { 200: osagoResultSchema } },
    },
    (request) => verify(verification, request.log, currentUser(request), osagoCheck, request.body),
  );
  postCheck('risk', riskResultSchema, riskCheck);
  postCheck('driver', driverResultSchema, driverCheck);
  postCheck('fssp', fsspResultSchema, fsspCheck);
  postCheck('sud', sudResultSchema, sudCheck);
  postCheck('passport_complex', passportResultSchema, passportComplexCheck);
  postCheck('phone', phoneResultSchema, phoneCheck);
  postCheck('trust_person', trustPersonResultSchema, trustPersonCheck);
  postCheck('reputation', reputationResultSchema, reputationCheck);
  // docs/product.md#participation names the check `participant`, docs/product.md#verification-calls the route `participation`
  postCheck('participation', participationResultSchema, participationCheck);
  // docs/product.md#verification-calls lists prudence among the checks that carry a ticket (docs/product.md#commercial-prudence-check "prudence: data"); the
  // monitoring subscription has its own route (`prudence_subscription`, decision 0030)
  postCheck('prudence', prudenceCheckResultSchema, prudenceCheck);
  // issue 27 §2: the identity-consistency check, over identity links rather than a provider
  postCheck('consistency', consistencyResultSchema, consistencyCheck);

  // docs/product.md#verification-calls: the face check takes the photo as a file (multipart: file, ticket); its name is the form's `photo`
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
      const { file, biometric_consent, ...form } = request.body;
      return verifyFace(
        verification,
        request.log,
        currentUser(request),
        faceCheckOf(file.data),
        { ...form, photo: file.filename },
        biometric_consent,
      );
    },
  );

  // docs/product.md#verification-calls: the ATI id lookup alone is a GET, its ticket and INN in the query string
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
    (request) => verify(verification, request.log, currentUser(request), findAtiSuIdCheck, request.query),
  );
};
