import type {
  LeakNoticeQuery,
  SecurityEvent,
  SecurityEventExportQuery,
  SecurityEventKind,
  SecurityEventQuery,
} from '@cargo-sentry/contracts/security-events/security-events';
import {
  securityExportMaxRows,
  type LockOutDetails,
  type SignInLimit,
} from '@cargo-sentry/contracts/security-events/security-events';
import { addDays } from '@cargo-sentry/contracts/shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import type { SecurityEventRow } from '../../db/schema/security-events';
import * as repo from './repo';

/** One event as the recorder writes it (docs/product.md#security-event-log). */
export interface NewSecurityEvent {
  kind: SecurityEventKind;
  actorId?: number | null;
  actorUsername?: string | null;
  apiKeyId?: number | null;
  address?: string | null;
  target?: string | null;
  /** What else the event needs: codes, route patterns, masked logins. Never a secret or a person's data. */
  details?: Record<string, unknown>;
  at?: Date;
}

/** Writes events; the recorder calls it after the response, so its failure is only logged. */
export function recordSecurityEvents(db: DbOrTx, events: NewSecurityEvent[]): Promise<void> {
  return repo.insertEvents(
    db,
    events.map((event) => ({
      kind: event.kind,
      actorId: event.actorId ?? null,
      actorUsername: event.actorUsername ?? null,
      apiKeyId: event.apiKeyId ?? null,
      address: event.address ?? null,
      target: event.target ?? null,
      details: event.details ?? {},
      at: event.at ?? new Date(),
    })),
  );
}

/** A sign-in lock beginning: the attempt that found an allowance used up. */
export interface NewLockOut {
  /** Which lock: a digest of the allowance and the counter's key (which may hold a login), never the key. */
  lockId: string;
  limit: SignInLimit;
  lockedUntil: Date;
  address: string;
  /** The login of the attempt, masked as the log keeps logins. */
  target: string | null;
  at: Date;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));

/**
 * The lock's one `lock_out` event (docs/product.md#security-event-log). Its first refusal is seen
 * by one process only, but a lock the counters record twice (per-process counters without Redis,
 * or an attempt given back under the lock) must still be one event: under a per-lock advisory
 * lock, a `lock_out` of the same lock still running takes this refusal and the later end instead.
 */
export function recordLockOut(db: Db, lockOut: NewLockOut): Promise<void> {
  return db.transaction(async (tx) => {
    await repo.lockLockOut(tx, lockOut.lockId);
    const running = await repo.selectRunningLockOut(tx, lockOut.lockId, lockOut.at);
    if (running) {
      const lockedUntil = new Date(
        Math.max(lockOut.lockedUntil.getTime(), Date.parse(String(running.details.locked_until))),
      );
      await repo.updateEventDetails(tx, running.id, {
        ...running.details,
        locked_until: lockedUntil.toISOString(),
        seconds: secondsBetween(running.at, lockedUntil),
        refused: Number(running.details.refused ?? 1) + 1,
      });
      return;
    }
    const details: LockOutDetails & { lock: string; code: string } = {
      code: 'rate_limited',
      lock: lockOut.lockId,
      limit: lockOut.limit,
      locked_until: lockOut.lockedUntil.toISOString(),
      seconds: secondsBetween(lockOut.at, lockOut.lockedUntil),
      refused: 1,
    };
    await recordSecurityEvents(tx, [
      { kind: 'lock_out', address: lockOut.address, target: lockOut.target, details, at: lockOut.at },
    ]);
  });
}

/**
 * Counts `count` more sign-ins refused by lock `lockId` on its `lock_out` event, the first of
 * them refused at `since`; false when the log has no event of that lock (its write failed).
 */
export function countRefusedSignIns(db: DbOrTx, lockId: string, count: number, since: Date): Promise<boolean> {
  return repo.addRefusedSignIns(db, lockId, count, since);
}

/** Remembers an API key's address and its last call from there; true on the key's first call from it. */
export function rememberApiKeyAddress(db: DbOrTx, keyId: number, address: string): Promise<boolean> {
  return repo.upsertKeyAddress(db, keyId, address);
}

/**
 * Forgets up to `batchSize` API-key addresses not called from since `cutoff` and answers how many:
 * the retention job's `api_key_addresses` (issue 28 §5) calls it until it answers fewer.
 */
export function forgetApiKeyAddressesSeenBefore(tx: DbOrTx, cutoff: Date, batchSize: number): Promise<number> {
  return repo.deleteKeyAddressesSeenBefore(tx, cutoff, batchSize);
}

/**
 * Deletes up to `batchSize` events older than `cutoff` and answers how many it deleted: the
 * retention job (issue 28 §2) calls it until it answers fewer than `batchSize`.
 */
export function destroySecurityEventsBefore(tx: DbOrTx, cutoff: Date, batchSize: number): Promise<number> {
  return repo.deleteEventsBefore(tx, cutoff, batchSize);
}

function toSecurityEvent(row: SecurityEventRow): SecurityEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actor_id: row.actorId,
    actor_username: row.actorUsername,
    api_key_id: row.apiKeyId,
    address: row.address,
    target: row.target,
    details: row.details,
  };
}

type Filters = Pick<SecurityEventQuery, 'kind' | 'actor' | 'actor_id' | 'address' | 'date_from' | 'date_to'>;

function filterOf(query: Filters): repo.EventFilter {
  return {
    kind: query.kind,
    actor: query.actor || undefined,
    actorId: query.actor_id,
    address: query.address || undefined,
    from: query.date_from ? new Date(`${query.date_from}T00:00:00Z`) : undefined,
    to: query.date_to ? new Date(`${addDays(query.date_to, 1)}T00:00:00Z`) : undefined,
  };
}

/** `GET security_events`: the log for staff, filtered by kind, who, address and period. */
export async function listSecurityEvents(
  db: DbOrTx,
  query: SecurityEventQuery,
): Promise<{ results: SecurityEvent[]; count: number }> {
  const { rows, count } = await repo.selectEventPage(db, filterOf(query), {
    page: query.page,
    pageSize: query.page_size,
  });
  return { results: rows.map(toSecurityEvent), count };
}

/** The filtered log for an export, oldest first, at most `securityExportMaxRows` events. */
export async function securityEventsToExport(db: DbOrTx, query: SecurityEventExportQuery): Promise<SecurityEvent[]> {
  const rows = await repo.selectEvents(db, filterOf(query), securityExportMaxRows);
  return rows.map(toSecurityEvent);
}

/** What the leak notice is filled from: the period's events by kind, and the events themselves. */
export interface LeakNoticeFacts {
  period: { from: string; to: string };
  counts: Partial<Record<string, number>>;
  events: SecurityEvent[];
  /** More events than the notice lists (it lists the first `leakNoticeMaxEvents`). */
  isCut: boolean;
}

/** Events a notice lists at most: the rest are in the log's export. */
const leakNoticeMaxEvents = 500;

/** The events of a leak notice's period (issue 28 §5). */
export async function leakNoticeFacts(db: DbOrTx, query: LeakNoticeQuery): Promise<LeakNoticeFacts> {
  const filter = filterOf(query);
  const [counts, rows] = await Promise.all([
    repo.countEventsByKind(db, filter),
    repo.selectEvents(db, filter, leakNoticeMaxEvents + 1),
  ]);
  return {
    period: { from: query.date_from, to: query.date_to },
    counts: Object.fromEntries(counts),
    events: rows.slice(0, leakNoticeMaxEvents).map(toSecurityEvent),
    isCut: rows.length > leakNoticeMaxEvents,
  };
}
