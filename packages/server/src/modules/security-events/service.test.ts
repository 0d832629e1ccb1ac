import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/security-events';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { countRefusedSignIns, destroySecurityEventsBefore, recordLockOut, type NewLockOut } from './service';

describe(`destroying security events past their period (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('deletes events older than the cutoff in batches, and nothing younger', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    await database.db
      .insert(securityEvents)
      .values([1, 2, 3, 4, 5, 10, 11].map((n) => ({ kind: 'lock_out', at: day(n), address: `192.0.2.${n}` })));
    const cutoff = day(10);
    const batches: number[] = [];
    for (;;) {
      const deleted = await database.db.transaction((tx) => destroySecurityEventsBefore(tx, cutoff, 2));
      batches.push(deleted);
      if (deleted < 2) break;
    }
    expect(batches).toEqual([2, 2, 1]);
    const left = await database.db.select({ at: securityEvents.at }).from(securityEvents).orderBy(securityEvents.at);
    expect(left.map((row) => row.at.toISOString())).toEqual([day(10).toISOString(), day(11).toISOString()]);
  });
});

describe(`one lock_out event per sign-in lock (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
  const lockOut = (lockId: string, lockedUntil: Date): NewLockOut => ({
    lockId,
    limit: 'account_address',
    lockedUntil,
    address: '192.0.2.50',
    target: 's***@example.test',
    at: new Date(),
  });
  const eventsOf = (lockId: string) =>
    database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'lock_out'), sql`${securityEvents.details} ->> 'lock' = ${lockId}`))
      .orderBy(asc(securityEvents.id));

  it('writes one event for a lock begun by several writers at once, counting each, to the latest end', async () => {
    await Promise.all(
      [60, 60, 90, 60, 60].map((seconds) => recordLockOut(database.db, lockOut('lock-a', inSeconds(seconds)))),
    );
    const events = await eventsOf('lock-a');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      address: '192.0.2.50',
      target: 's***@example.test',
      details: { code: 'rate_limited', lock: 'lock-a', limit: 'account_address', refused: 5 },
    });
    const { locked_until, seconds } = events[0].details as { locked_until: string; seconds: number };
    expect(Date.parse(locked_until)).toBeGreaterThan(Date.now() + 80_000);
    expect(seconds).toBeGreaterThan(80);
    expect(seconds).toBeLessThanOrEqual(91);
  });

  it('adds refusals from several processes to the running lock, all of them', async () => {
    await recordLockOut(database.db, lockOut('lock-b', inSeconds(60)));
    const since = new Date();
    const added = await Promise.all([3, 4, 5].map((count) => countRefusedSignIns(database.db, 'lock-b', count, since)));
    expect(added).toEqual([true, true, true]);
    expect((await eventsOf('lock-b'))[0].details.refused).toBe(13);
    expect(await countRefusedSignIns(database.db, 'lock-unknown', 2, since)).toBe(false);
  });

  it('starts a new event for the same lock once the one before has ended, and counts on the new one', async () => {
    await database.db.insert(securityEvents).values({
      kind: 'lock_out',
      at: new Date(Date.now() - 120_000),
      details: { lock: 'lock-c', locked_until: new Date(Date.now() - 60_000).toISOString(), refused: 7 },
    });
    await recordLockOut(database.db, lockOut('lock-c', inSeconds(60)));
    expect(await countRefusedSignIns(database.db, 'lock-c', 2, new Date())).toBe(true);
    const events = await eventsOf('lock-c');
    expect(events.map((event) => event.details.refused)).toEqual([7, 3]);
  });
});
