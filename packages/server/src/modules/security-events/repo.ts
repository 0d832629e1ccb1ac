import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import {
  apiKeyAddresses,
  securityEvents,
  type SecurityEventInsert,
  type SecurityEventRow,
} from '../../db/schema/security-events';

export async function insertEvents(db: Db, events: SecurityEventInsert[]): Promise<void> {
  if (events.length > 0) await db.insert(securityEvents).values(events);
}

/** Serializes the writers of one lock's `lock_out` event across processes, until `tx` ends. */
export async function lockLockOut(tx: Db, lockId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`lock_out:${lockId}`}))`);
}

const lockOutOf = (lockId: string) =>
  and(eq(securityEvents.kind, 'lock_out'), sql`${securityEvents.details} ->> 'lock' = ${lockId}`);

/** The `lock_out` event of lock `lockId` still running at `at` (its `locked_until` later), if any. */
export async function selectRunningLockOut(db: Db, lockId: string, at: Date): Promise<SecurityEventRow | undefined> {
  const [row] = await db
    .select()
    .from(securityEvents)
    .where(
      and(
        lockOutOf(lockId),
        sql`(${securityEvents.details} ->> 'locked_until')::timestamptz > ${at.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(1);
  return row;
}

export async function updateEventDetails(db: Db, id: number, details: Record<string, unknown>): Promise<void> {
  await db.update(securityEvents).set({ details }).where(eq(securityEvents.id, id));
}

/**
 * Adds `count` to `details.refused` of the newest `lock_out` event of lock `lockId` running at
 * `since`, in one statement (concurrent additions from other processes all count); false when
 * there is none.
 */
export async function addRefusedSignIns(db: Db, lockId: string, count: number, since: Date): Promise<boolean> {
  const lockOut = db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        lockOutOf(lockId),
        sql`(${securityEvents.details} ->> 'locked_until')::timestamptz >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(1);
  const updated = await db
    .update(securityEvents)
    .set({
      details: sql`jsonb_set(${securityEvents.details}, '{refused}',
        to_jsonb(coalesce((${securityEvents.details} ->> 'refused')::integer, 0) + ${count}::integer))`,
    })
    .where(eq(securityEvents.id, sql`(${lockOut})`))
    .returning({ id: securityEvents.id });
  return updated.length > 0;
}

export interface EventFilter {
  kind?: string;
  actor?: string;
  actorId?: number;
  address?: string;
  /** From this instant on. */
  from?: Date;
  /** Before this instant. */
  to?: Date;
}

function whereOf(filter: EventFilter): SQL | undefined {
  const actorPattern = filter.actor ? `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.kind ? eq(securityEvents.kind, filter.kind) : undefined,
    actorPattern ? ilike(securityEvents.actorUsername, actorPattern) : undefined,
    filter.actorId === undefined ? undefined : eq(securityEvents.actorId, filter.actorId),
    filter.address ? eq(securityEvents.address, filter.address) : undefined,
    filter.from ? gte(securityEvents.at, filter.from) : undefined,
    filter.to ? lt(securityEvents.at, filter.to) : undefined,
  );
}

/** One page of the log, newest first, with the count of matching events. */
export async function selectEventPage(
  db: Db,
  filter: EventFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: SecurityEventRow[]; count: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(securityEvents)
      .where(where)
      .orderBy(desc(securityEvents.at), desc(securityEvents.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ count: count() }).from(securityEvents).where(where),
  ]);
  return { rows, count: Number(total.count) };
}

/** At most `limit` matching events, oldest first (an export or a notice reads in time order). */
export function selectEvents(db: Db, filter: EventFilter, limit: number): Promise<SecurityEventRow[]> {
  return db
    .select()
    .from(securityEvents)
    .where(whereOf(filter))
    .orderBy(asc(securityEvents.at), asc(securityEvents.id))
    .limit(limit);
}

/** Events by kind in the period. */
export async function countEventsByKind(db: Db, filter: EventFilter): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: securityEvents.kind, count: count() })
    .from(securityEvents)
    .where(whereOf(filter))
    .groupBy(securityEvents.kind);
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}

/**
 * Deletes up to `batchSize` events older than `cutoff`, oldest first; the number deleted. Each
 * batch is one short statement, so the retention job never holds a long lock.
 */
export async function deleteEventsBefore(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  const batch = db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(lt(securityEvents.at, cutoff))
    .orderBy(asc(securityEvents.at))
    .limit(batchSize);
  const deleted = await db
    .delete(securityEvents)
    .where(inArray(securityEvents.id, batch))
    .returning({ id: securityEvents.id });
  return deleted.length;
}

/**
 * Remembers that key `keyId` was used from `address` now; true when it had not been before. The
 * insert decides "new" (the primary key makes it true for one call across processes); a pair
 * already there has its last call moved to now.
 */
export async function upsertKeyAddress(db: Db, keyId: number, address: string): Promise<boolean> {
  const inserted = await db
    .insert(apiKeyAddresses)
    .values({ keyId, address })
    .onConflictDoNothing()
    .returning({ keyId: apiKeyAddresses.keyId });
  if (inserted.length > 0) return true;
  await db
    .update(apiKeyAddresses)
    .set({ lastSeen: sql`now()` })
    .where(and(eq(apiKeyAddresses.keyId, keyId), eq(apiKeyAddresses.address, address)));
  return false;
}

/** Deletes up to `batchSize` key addresses last used before `cutoff`, oldest first; the number deleted. */
export async function deleteKeyAddressesSeenBefore(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  const batch = db
    .select({ keyId: apiKeyAddresses.keyId, address: apiKeyAddresses.address })
    .from(apiKeyAddresses)
    .where(lt(apiKeyAddresses.lastSeen, cutoff))
    .orderBy(asc(apiKeyAddresses.lastSeen))
    .limit(batchSize);
  const deleted = await db
    .delete(apiKeyAddresses)
    .where(sql`(${apiKeyAddresses.keyId}, ${apiKeyAddresses.address}) IN (${batch})`)
    .returning({ keyId: apiKeyAddresses.keyId });
  return deleted.length;
}
