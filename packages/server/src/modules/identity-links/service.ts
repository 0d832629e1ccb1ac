import type { IdentifierKind, IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { DbOrTx } from '../../db/client';
import { sendRecording, type RecordingContext } from './backfill';
import { forgetSources, markPending, recordSources } from './repo';
import type { IncidentIdentity } from './sightings';
import { selectIncidentIdentities } from './source-rows-repo';
import {
  incidentSource,
  linkedRegisters,
  registerSourceKind,
  subscriptionSource,
  ticketSource,
  type TicketIdentity,
} from './sources';
import { newestSourcesOf } from './links-repo';

export type { RecordingContext } from './backfill';
// The identity-consistency check (issue 27 §2, docs/decisions/0057-identity-consistency-check.md).
export { checkConsistency } from './consistency-check';

/**
 * Identity links as the write paths record them (issue 27 §1, docs/decisions/0055-identity-links.md):
 * each write of an incident, a ticket's check, a register import and a prudence subscription
 * records what it saw in its own transaction (pass the transaction as `db`), so links are never
 * behind the data, but a register import's rows, recorded by a job just after. Bulk writes record
 * a batch in a few statements, never one per row.
 */

/** After a check stored its inputs: the ticket re-recorded whole, seen on the day of the check (UTC). */
export function recordTicket(db: DbOrTx, ticket: TicketIdentity, now = new Date()): Promise<void> {
  return recordSources(db, [ticketSource(ticket, todayIso(now))]);
}

/** An incident created or edited by staff (its sightings replace what it saw before). */
export function recordIncident(db: DbOrTx, incident: IncidentIdentity): Promise<void> {
  return recordSources(db, [incidentSource(incident)]);
}

/**
 * Incidents written by an import (or put back by undoing one), re-read by id: those stored are
 * recorded as they are now, and, unless all are new (`wereRecorded: false`, nothing to forget),
 * those no longer stored or naming no identifier are forgotten.
 */
export async function recordIncidentsById(
  db: DbOrTx,
  ids: readonly number[],
  { wereRecorded = true }: { wereRecorded?: boolean } = {},
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await selectIncidentIdentities(db, ids);
  await recordSources(db, rows.map(incidentSource));
  if (!wereRecorded) return;
  const named = new Set(rows.map((row) => row.id));
  await forgetSources(
    db,
    ids.filter((id) => !named.has(id)).map((id) => ({ kind: 'incident' as const, ref: String(id) })),
  );
}

export function forgetIncident(db: DbOrTx, id: number): Promise<void> {
  return forgetSources(db, [{ kind: 'incident', ref: String(id) }]);
}

/**
 * Rows a register import wrote (ids from `lowestId` on; null when it wrote none), recorded by a job
 * after its commit (`recordPendingSources`): recorded in the import's transaction they made a
 * 100,000-row import take twice as long (docs/decisions/0055-identity-links.md). `replaced`: the
 * import emptied the register first; the job then also deletes the sources of the rows it removed.
 * Call in the import's transaction, so the mark commits with the rows.
 */
export async function recordRegisterRowsLater(
  db: DbOrTx,
  register: RegisterName,
  lowestId: number | null,
  { replaced }: { replaced: boolean },
): Promise<void> {
  const kind = registerSourceKind(register);
  if (!kind || (lowestId === null && !replaced)) return;
  await markPending(db, kind, (lowestId ?? 1) - 1, { replaced });
}

/** After the commit of what `recordRegisterRowsLater` marked: the job that records it is sent. */
export function recordPendingSources(ctx: RecordingContext): Promise<void> {
  return sendRecording(ctx);
}

/** Prudence subscriptions just made by `user`, seen today, their company's. */
export function recordSubscriptions(
  db: DbOrTx,
  user: { id: number; inn: string },
  subscriptions: readonly { id: number; inn: string }[],
  now = new Date(),
): Promise<void> {
  return recordSources(
    db,
    subscriptions.map((subscription) => subscriptionSource(subscription, user, todayIso(now))),
  );
}

/** Tickets whose personal data was destroyed at the end of its period (issue 28 §2): their links go with it. */
export function forgetTickets(db: DbOrTx, ids: readonly string[]): Promise<void> {
  return forgetSources(
    db,
    ids.map((id) => ({ kind: 'ticket' as const, ref: id })),
  );
}

/** Register rows destroyed at the end of their register's period (issue 28 §2): their links go with them. */
export function forgetRegisterRows(db: DbOrTx, register: RegisterName, ids: readonly number[]): Promise<void> {
  const kind = registerSourceKind(register);
  if (!kind) return Promise.resolve();
  return forgetSources(
    db,
    ids.map((id) => ({ kind, ref: String(id) })),
  );
}

/**
 * One batch of identity-link sources seen before `cutoff` deleted with what they saw (the
 * sightings cascade), oldest first (issue 28 §2): how many.
 */
export { deleteSourcesSeenBefore } from './retention';

/**
 * Every source that named one of `identifiers`, newest first, at most `limit` per identifier, for
 * staff answering a data subject's request (issue 28 §4): no scope, staff see every company's.
 * `hasMore`: an identifier named more sources than were read.
 */
export async function sourcesNaming(
  db: DbOrTx,
  identifiers: readonly { kind: IdentifierKind; value: string }[],
  limit: number,
): Promise<{ sources: { id: number; kind: IdentitySourceKind; ref: string; seenOn: string }[]; hasMore: boolean }> {
  const read = await newestSourcesOf(db, identifiers, limit, {
    viewer: { isStaff: true, accessLevel: 'full' },
    companyKey: '',
    isSharing: true,
  });
  const byId = new Map(read.flatMap((entry) => entry.sources).map((source) => [source.id, source]));
  return {
    sources: [...byId.values()].map(({ id, kind, ref, seenOn }) => ({ id, kind, ref, seenOn })),
    hasMore: read.some((entry) => entry.hasMore),
  };
}

/** Forgets sources whose data was erased (a data subject's request): their sightings go with them. */
export function forgetErasedSources(
  db: DbOrTx,
  sources: readonly { kind: IdentitySourceKind; ref: string }[],
): Promise<void> {
  return forgetSources(db, sources);
}

/** The register whose rows are recorded as source kind `kind`, if any. */
export function registerOfSourceKind(kind: IdentitySourceKind): RegisterName | undefined {
  return linkedRegisters.find((entry) => entry.kind === kind)?.register;
}
