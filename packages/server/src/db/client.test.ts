import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { users } from './schema/users';
import { openDatabase, type Database } from './client';

// The incident index skips its change-log check, and the signed-in user is served from memory,
// while this number has not moved: a write that does not move it would leave them stale.
describe(`write generation (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string | undefined;
  beforeAll(async () => {
    ({ database, drop, url } = await openTestDatabase());
  }, 60_000);
  afterAll(() => drop());

  const generation = () => database.writeGeneration!()!;
  const waitFor = async (condition: () => boolean) => {
    for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    return condition();
  };

  it('stays put for plain reads', async () => {
    const before = generation();
    await database.db.select().from(users);
    await database.withSession((s) => s.query('SELECT count(*) FROM users'));
    expect(generation()).toBe(before);
  });

  it('moves for every way of writing: raw session, Drizzle, Drizzle transaction, multi-statement exec', async () => {
    const writes = [
      () => database.withSession((s) => s.query("UPDATE users SET first_name = 'x' WHERE id = -1")),
      () =>
        database.db
          .update(users)
          .set({ firstName: 'y' })
          .where(sql`id = -1`),
      () =>
        database.db.transaction(async (tx) =>
          tx
            .update(users)
            .set({ firstName: 'z' })
            .where(sql`id = -1`),
        ),
      () => database.withSession((s) => s.exec("SELECT 1; UPDATE users SET first_name = 'w' WHERE id = -1")),
    ];
    for (const write of writes) {
      const before = generation();
      await write();
      expect(generation()).toBeGreaterThan(before);
    }
  });

  it.skipIf(testDatabaseKind !== 'postgres')('moves when another process writes users', async () => {
    const other = await openDatabase({ databaseUrl: url!, dataDir: 'memory://', migrate: false });
    try {
      const user = await createUser(database, { firstName: 'Old' });
      const before = generation();
      await other.db.update(users).set({ firstName: 'New' }).where(eq(users.id, user.id));
      expect(await waitFor(() => generation() > before)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'is unknown while the listening connection is down, and moves when it is back',
    async () => {
      const before = generation();
      await database.withSession((s) =>
        s.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        ),
      );
      expect(await waitFor(() => database.writeGeneration!() === undefined)).toBe(true);
      expect(await waitFor(() => (database.writeGeneration!() ?? -1) > before)).toBe(true);
    },
  );
});
