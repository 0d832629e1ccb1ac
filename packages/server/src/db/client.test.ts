import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema/users';
import { openDatabase, type Database } from './client';

// The incident index skips its change-log check on PGlite when this count has not moved, so a
// write that does not move it would leave statistics stale.
describe('PGlite write generation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database.close());

  const generation = () => database.writeGeneration!();

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
});
