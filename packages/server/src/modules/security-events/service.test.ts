import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/security-events';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { destroySecurityEventsBefore } from './service';

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
