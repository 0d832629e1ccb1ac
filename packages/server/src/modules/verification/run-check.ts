import type { z } from 'zod';
import {
  requirementsOf,
  transportFormSchemaFor,
  type CheckRequest,
  type TransportForm,
  type VerificationCheck,
  type VerificationSettings,
} from '@cargo-sentry/contracts/verification/form';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { NotCarriedOut } from './checks/not-carried-out';
import type { VerificationProvider } from './providers/provider';
import type { IncidentContext } from '../incidents/service';
import type { FaceGallery } from '../face-gallery/service';
import { storeCheckResult, ticketForCheck } from './tickets';

/** What a check runs with. */
export interface CheckContext {
  database: Database;
  /** Never given personal data: log what failed, not whom it was about. */
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  /** Where the checks other than risk get their answers (registry or http gateway). */
  provider: VerificationProvider;
  /** Our own incidents (the risk and prudence checks). */
  incidents: IncidentContext;
  /** The faces the face check compares a photo with. */
  faceGallery: FaceGallery;
}

/** One check of `server/src/modules/verification/checks/` (docs/architecture.md#verification). */
export interface VerificationCheckModule<Result> {
  name: VerificationCheck;
  /** The check's own access rule beyond the per-user disabled checks: throws to refuse the user. */
  assertAllowed?(user: UserRow): void;
  /** The normalised fields this check used: stored on the ticket with its result. */
  inputsOf(form: TransportForm): Partial<TransportForm>;
  /** `ticket`: the id of the ticket it runs under (the consistency check leaves its own inputs out). */
  run(ctx: CheckContext, user: UserRow, form: TransportForm, ticket: string): Promise<Result>;
}

function settingsOf(user: UserRow): VerificationSettings {
  return {
    disabled_checks: user.disabledChecks as VerificationSettings['disabled_checks'],
    required_vetting_fields: user.requiredVettingFields,
    foreign_documents: user.foreignDocuments,
  };
}

function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

/**
 * Runs one check of a ticket: refused over the user's rate of verification calls (429), when an admin disabled it for the user (403
 * `check_disabled`), without the user's own unexpired ticket (404/403), or when the form lacks
 * what the check needs (400 with the missing fields and the reason); the result is stored on the
 * ticket for the history before it is answered.
 */
export async function runCheck<Result>(
  ctx: CheckContext,
  user: UserRow,
  check: VerificationCheckModule<Result>,
  body: CheckRequest,
): Promise<Result> {
  const settings = settingsOf(user);
  if (settings.disabled_checks?.includes(check.name as never)) {
    throw new DomainError('check_disabled', 'This check is disabled for your account');
  }
  check.assertAllowed?.(user);
  const { database } = ctx;
  await ctx.rateLimiter.hitVerification(user.id);
  const ticket = await ticketForCheck(database, user, body.ticket);
  const { ticket: _ticket, ...raw } = body;
  const parsed = transportFormSchemaFor(settings).safeParse(raw);
  if (!parsed.success) throw new DomainError('validation_failed', 'Fill the form correctly', fieldsOf(parsed.error));
  const requirement = requirementsOf(check.name, parsed.data, settings);
  if (!requirement.runs) {
    const fields = Object.fromEntries(requirement.missing.map((field) => [field, [requirement.reason ?? 'required']]));
    throw new DomainError('validation_failed', requirement.reason ?? 'Fill all required fields', fields);
  }
  const inputs = check.inputsOf(parsed.data);
  let result: Result;
  try {
    result = await check.run(ctx, user, parsed.data, ticket.id);
  } catch (error) {
    if (!(error instanceof NotCarriedOut)) throw error;
    await storeCheckResult(database, ticket, check.name, inputs, { not_carried_out: true });
    throw new DomainError('service_unavailable', error.message);
  }
  await storeCheckResult(database, ticket, check.name, inputs, result);
  return result;
}
