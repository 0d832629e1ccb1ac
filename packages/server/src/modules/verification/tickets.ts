import { checkVerdictOf } from '@cargo-sentry/contracts/verification/check-verdict';
import { addDays, todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import {
  ticketLifetimeHours,
  ticketSubjectFields,
  type GetTicketRequest,
  type Ticket,
  type TicketDetail,
  type TicketListQuery,
  type TicketSubject,
  type TicketSummary,
} from '@cargo-sentry/contracts/verification/tickets';
import { imageTypeOf } from '@cargo-sentry/contracts/shared/uploads';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { TicketRow } from '../../db/schema/verification';
import { DomainError } from '../../platform/errors';
import { fileInfo, storeFile } from '../files/service';
import { accountById, spendVerificationCheck } from '../users/service';
import { recordTicket } from '../identity-links/service';
import { consentForTicket } from '../consent/service';
import * as repo from './repo';

const hourMs = 3_600_000;

/** Takes one check from a quota in the ticket's transaction: the checks left, or undefined when none were. */
type SpendCheck = (tx: DbOrTx) => Promise<number | undefined>;

/**
 * Opens a ticket with the user's consent, spending one check of a non-staff user's quota in the
 * same transaction: the ticket exists if and only if the check was spent. 402 `out_of_checks`
 * when none are left; staff checks are unlimited. A face photo sent with it (already checked by
 * the contract: a real JPEG or PNG within the size limit) is stored in the same transaction.
 * `spendCheck` spends another quota instead of the user's (an API key's, issue 11 §2).
 */
export async function openTicket(
  database: Database,
  user: UserRow,
  request: Omit<GetTicketRequest, 'consent'> = {},
  now = new Date(),
  spendCheck?: SpendCheck,
): Promise<Ticket> {
  const spend = spendCheck ?? (user.isStaff ? undefined : (tx: DbOrTx) => spendVerificationCheck(tx, user.id));
  return database.db.transaction(async (tx) => {
    let left: number | null = null;
    if (spend) {
      const spent = await spend(tx);
      if (spent === undefined) throw new DomainError('out_of_checks', 'You have run out of checks');
      left = spent;
    }
    // The version of the consent document the user confirmed, and its hash (issue 28 §3).
    const consent = await consentForTicket(tx, request.consent_version);
    const photo = request.photo
      ? await storeFile(tx, {
          ownerId: user.id,
          name: request.name ?? request.photo.filename,
          mimeType: imageTypeOf(request.photo.data) ?? request.photo.mimetype,
          data: Buffer.from(request.photo.data),
        })
      : undefined;
    const row = await repo.insertTicket(tx, {
      userId: user.id,
      consentAt: now,
      expiresAt: new Date(now.getTime() + ticketLifetimeHours * hourMs),
      spentCheck: spend !== undefined,
      photoFileId: photo?.id ?? null,
      consentVersion: consent.version,
      consentSha256: consent.sha256,
    });
    return {
      ticket: row.id,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      verification_count: left,
      photo: photo ? { name: photo.name, size: photo.size } : null,
      consent_version: consent.version,
    };
  });
}

/**
 * Records on `user`'s open ticket `id` that the written consent to process the face photo
 * (biometric, 152-FZ art. 11) was confirmed (issue 28 §3); refused with 400
 * `biometric_consent_required` without it, before the photo is looked at.
 */
export async function confirmBiometricConsent(
  database: Database,
  user: UserRow,
  id: string,
  isConfirmed: boolean | undefined,
  now = new Date(),
): Promise<void> {
  if (isConfirmed !== true) {
    throw new DomainError(
      'biometric_consent_required',
      'The face check needs the written consent to biometric processing',
    );
  }
  const ticket = await ticketForCheck(database, user, id, now);
  await repo.markBiometricConsent(database.db, ticket.id, now);
}

/**
 * The ticket a check of `user` runs under: unknown and other users' tickets are 404 alike (an id
 * reveals nothing), an expired one 403 `ticket_expired`. Staff too use only their own tickets.
 */
export async function ticketForCheck(
  database: Database,
  user: UserRow,
  id: string,
  now = new Date(),
): Promise<TicketRow> {
  const row = await repo.findTicket(database.db, id);
  if (!row || row.userId !== user.id) throw new DomainError('ticket_not_found', 'Verification not found');
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('ticket_expired', 'This verification has expired; start a new one');
  }
  return row;
}

/**
 * Stores a check's normalised inputs and result on its ticket, for the history, with the verdict of
 * contracts' rules on the day it was checked (what the company rating counts, migration 0120), and
 * in the same transaction records the identifiers the ticket's inputs now hold (issue 27 §1).
 */
export function storeCheckResult(
  database: Database,
  ticket: TicketRow,
  check: VerificationCheck,
  inputs: Record<string, unknown>,
  result: unknown,
): Promise<void> {
  const now = new Date();
  return database.db.transaction(async (tx) => {
    const stored = await repo.storeCheckResult(
      tx,
      ticket.id,
      check,
      inputs,
      result,
      checkVerdictOf(check, result, todayIso(now)),
    );
    if (stored) await recordTicket(tx, { id: ticket.id, ...stored }, now);
  });
}

const subjectOf = (inputs: Record<string, unknown>): TicketSubject =>
  Object.fromEntries(
    ticketSubjectFields.flatMap((field) => (typeof inputs[field] === 'string' ? [[field, inputs[field]]] : [])),
  );

function summaryOf(ticket: TicketRow, username: string): TicketSummary {
  return {
    id: ticket.id,
    created_at: ticket.createdAt.toISOString(),
    expires_at: ticket.expiresAt.toISOString(),
    consent_at: ticket.consentAt.toISOString(),
    consent_version: ticket.consentVersion,
    user: { id: ticket.userId, username },
    checks: ticket.checks,
    verdict: ticket.verdict,
    subject: subjectOf(ticket.inputs),
  };
}

const minuteMs = 60_000;
/** The instant a day of the user's calendar (`utc_offset` minutes east of UTC) begins. */
const startOfDay = (day: string, utcOffset: number) => new Date(Date.parse(`${day}T00:00:00Z`) - utcOffset * minuteMs);

/**
 * The ticket history, newest first: staff see every user's tickets, a user only their own (
 * docs/product.md#ticket-history), narrowed by the search, verdict and period of the query (issue 23 §6).
 */
export async function listTickets(
  database: Database,
  user: UserRow,
  query: TicketListQuery,
): Promise<{ results: TicketSummary[]; count: number }> {
  const { rows, count } = await repo.selectTicketPage(
    database.db,
    {
      userId: user.isStaff ? null : user.id,
      search: query.search,
      verdict: query.verdict,
      from: query.date_from ? startOfDay(query.date_from, query.utc_offset) : undefined,
      to: query.date_to ? startOfDay(addDays(query.date_to, 1), query.utc_offset) : undefined,
    },
    { page: query.page, pageSize: query.page_size },
  );
  return { results: rows.map((r) => summaryOf(r.ticket, r.username)), count };
}

/** Ticket `id` as `user` may see it: their own or, for staff, anyone's; others' and unknown ones are 404 alike. */
export async function findVisibleTicket(database: Database, user: UserRow, id: string): Promise<TicketRow> {
  const row = await repo.findTicket(database.db, id);
  if (!row || (!user.isStaff && row.userId !== user.id)) {
    throw new DomainError('ticket_not_found', 'Verification not found');
  }
  return row;
}

/** A ticket re-opened from the history with its stored inputs and results; others' are 404 for non-staff. */
export async function getTicket(database: Database, user: UserRow, id: string): Promise<TicketDetail> {
  const row = await findVisibleTicket(database, user, id);
  const owner = row.userId === user.id ? user : await accountById(database.db, row.userId);
  const photo = row.photoFileId ? await fileInfo(database.db, row.photoFileId) : undefined;
  return {
    ...summaryOf(row, owner?.username ?? ''),
    inputs: row.inputs,
    results: row.results,
    photo: photo ? { name: photo.name, size: photo.size } : null,
  };
}
