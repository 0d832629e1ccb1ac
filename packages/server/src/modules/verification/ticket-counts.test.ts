import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaff, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { verificationTickets } from '../../db/schema/verification';
import { selectTicketPage } from './repo';
import { openTicket } from './tickets';

/**
 * The history's unfiltered total comes from the counts migration 0144's triggers keep: they must
 * equal a count of the tickets after every kind of write, one row or many in one statement.
 */
describe(`verification ticket counts (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counted = async (userId: number | null) =>
    (await selectTicketPage(t.database.db, { userId }, { page: 1, pageSize: 1 })).count;
  const actual = async (userId: number | null) => {
    const rows = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(verificationTickets)
      .where(userId === null ? undefined : sql`${verificationTickets.userId} = ${userId}`);
    return Number(rows[0].n);
  };
  const expectCountsRight = async (userIds: number[]) => {
    for (const id of [null, ...userIds]) expect(await counted(id), `user ${id}`).toBe(await actual(id));
  };

  it('equals a count of the tickets after single and bulk inserts, deletes and a truncate', async () => {
    const alice = await createUser(t.database);
    const bob = await createUser(t.database);
    const staff = await createStaff(t.database);
    await expectCountsRight([alice.id, bob.id]);

    for (const user of [alice, alice, bob, staff]) await openTicket(t.database, user);
    await Promise.all([1, 2, 3, 4, 5].map(() => openTicket(t.database, staff)));
    await expectCountsRight([alice.id, bob.id, staff.id]);
    expect(await counted(alice.id)).toBe(2);

    // one statement, many rows of several users
    await t.database.db.execute(sql`
      INSERT INTO verification_tickets (user_id, expires_at, consent_at, spent_check)
      SELECT CASE WHEN g % 3 = 0 THEN ${alice.id}::int ELSE ${bob.id}::int END, now(), now(), false
      FROM generate_series(1, 30) g`);
    await expectCountsRight([alice.id, bob.id, staff.id]);
    expect(await counted(alice.id)).toBe(12);

    await t.database.db.execute(
      sql`DELETE FROM verification_tickets WHERE user_id = ${bob.id} AND id IN (
            SELECT id FROM verification_tickets WHERE user_id = ${bob.id} LIMIT 7)`,
    );
    await expectCountsRight([alice.id, bob.id, staff.id]);

    // a write that rolls back leaves the counts as they were
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO verification_tickets (user_id, expires_at, consent_at, spent_check)
          SELECT ${alice.id}::int, now(), now(), false FROM generate_series(1, 4)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectCountsRight([alice.id, bob.id, staff.id]);

    await t.database.db.execute(sql`TRUNCATE verification_tickets CASCADE`);
    await expectCountsRight([alice.id, bob.id, staff.id]);
    expect(await counted(null)).toBe(0);
  });

  it('refuses to move a ticket to another user, which would leave both counts wrong', async () => {
    const alice = await createUser(t.database);
    const bob = await createUser(t.database);
    const { ticket } = await openTicket(t.database, alice);
    await expect(
      t.database.db.execute(sql`UPDATE verification_tickets SET user_id = ${bob.id} WHERE id = ${ticket}`),
    ).rejects.toThrow();
    await expectCountsRight([alice.id, bob.id]);
  });
});
