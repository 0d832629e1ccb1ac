import type { FastifyBaseLogger } from 'fastify';
import type {
  GetTicketRequest,
  Ticket,
  TicketDetail,
  TicketListQuery,
  TicketSummary,
} from '@cargo-sentry/contracts/verification/tickets';
import type { CheckRequest } from '@cargo-sentry/contracts/verification/form';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { FaceGallery } from '../face-gallery/service';
import type { IncidentContext } from '../incidents/service';
import type { RateLimiter } from '../../platform/rate-limit';
import { spendApiKeyCheck } from '../api-users/service';
import { providerFor } from './providers/provider-for';
import type { VerificationProvider } from './providers/provider';
import { runCheck, type VerificationCheckModule } from './run-check';
import { confirmBiometricConsent, getTicket, listTickets, openTicket } from './tickets';

// What other modules use of a ticket: passport recognition runs under the user's own ticket, the
// evidence report reads the ticket its user may see.
export { findVisibleTicket, ticketForCheck } from './tickets';
// Retention of tickets' personal data (issue 28 §2).
export { destroyCheckPhotos, destroyTicketContent } from './retention';

// A data subject's request (issue 28 §4) reads and erases what tickets hold.
export { eraseTicketData, ticketRecords } from './subject-data';

/** What verification runs with in one app: built once by `verificationOf`, handed to every call. */
export interface Verification {
  database: Database;
  rateLimiter: RateLimiter;
  /** Where the checks other than risk get their answers: the registers or the http gateway, by config. */
  provider: VerificationProvider;
  /** Our own incidents (the risk and prudence checks). */
  incidents: IncidentContext;
  /** The faces the face check compares a photo with. */
  faceGallery: FaceGallery;
}

/**
 * Verification for one app. The provider is built here, once, so the gateway's circuit breaker
 * sees every check's calls (docs/architecture.md#verification-providers: registry or http, chosen by `VERIFICATION_PROVIDER`).
 */
export function verificationOf(app: {
  config: Config;
  database: Database;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
  incidents: IncidentContext;
  faceGallery: FaceGallery;
}): Verification {
  return {
    database: app.database,
    rateLimiter: app.rateLimiter,
    incidents: app.incidents,
    faceGallery: app.faceGallery,
    provider: providerFor(app.config, app.database, app.log),
  };
}

/**
 * get_ticket: within the user's rate of verification calls, opens a ticket and spends one check,
 * of the API key's quota when the call came with a key (issue 11 §2), else of the user's.
 */
export async function startVerification(
  verification: Verification,
  user: UserRow,
  request: Omit<GetTicketRequest, 'consent'>,
  apiKeyId?: number,
): Promise<Ticket> {
  await verification.rateLimiter.hitVerification(user.id);
  const quota = apiKeyId === undefined ? undefined : spendApiKeyCheck(apiKeyId);
  return openTicket(verification.database, user, request, new Date(), quota);
}

/** The ticket history as `user` may see it (docs/product.md#roles-and-permissions). */
export function listVerifications(
  verification: Verification,
  user: UserRow,
  query: TicketListQuery,
): Promise<{ results: TicketSummary[]; count: number }> {
  return listTickets(verification.database, user, query);
}

/** One ticket of the history with its inputs and results. */
export function getVerification(verification: Verification, user: UserRow, id: string): Promise<TicketDetail> {
  return getTicket(verification.database, user, id);
}

/**
 * The face check: refused without the written consent to biometric processing (issue 28 §3),
 * which is recorded on the ticket before the photo is compared.
 */
export async function verifyFace<Result>(
  verification: Verification,
  log: FastifyBaseLogger,
  user: UserRow,
  check: VerificationCheckModule<Result>,
  body: CheckRequest,
  biometricConsent: boolean | undefined,
): Promise<Result> {
  await confirmBiometricConsent(verification.database, user, body.ticket, biometricConsent);
  return runCheck({ ...verification, log }, user, check, body);
}

/** Runs `check` under the ticket of `body` and stores its result (run-check.ts says what refuses it). */
export function verify<Result>(
  verification: Verification,
  log: FastifyBaseLogger,
  user: UserRow,
  check: VerificationCheckModule<Result>,
  body: CheckRequest,
): Promise<Result> {
  return runCheck({ ...verification, log }, user, check, body);
}
