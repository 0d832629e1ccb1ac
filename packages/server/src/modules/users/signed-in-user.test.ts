import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { findSignedInUser } from './service';

/** The signed-in user is served from memory between writes (decision 0019), never after one. */
describe(`signed-in user between writes (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string | undefined;
  beforeAll(async () => {
    ({ database, drop, url } = await openTestDatabase());
  }, 60_000);
  afterAll(() => drop());

  it('is read again after a write of this process', async () => {
    const user = await createUser(database, { firstName: 'Old' });
    expect((await findSignedInUser(database, user.id))?.firstName).toBe('Old');
    await database.db.update(users).set({ firstName: 'New' }).where(eq(users.id, user.id));
    expect((await findSignedInUser(database, user.id))?.firstName).toBe('New');
  });

  it.skipIf(testDatabaseKind !== 'postgres')('is read again after another process revokes its sessions', async () => {
    const other = await openDatabase({ databaseUrl: url!, dataDir: 'memory://', migrate: false });
    try {
      const user = await createUser(database);
      expect((await findSignedInUser(database, user.id))?.tokenVersion).toBe(user.tokenVersion);
      await other.db
        .update(users)
        .set({ tokenVersion: user.tokenVersion + 1 })
        .where(eq(users.id, user.id));
      let seen = user.tokenVersion;
      for (let i = 0; i < 200 && seen === user.tokenVersion; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen = (await findSignedInUser(database, user.id))!.tokenVersion;
      }
      expect(seen).toBe(user.tokenVersion + 1);
    } finally {
      await other.close();
    }
  });
});
