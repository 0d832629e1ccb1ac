import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { signedInUserReader } from './service';

/**
 * The signed-in user: on PGlite served from memory between writes (decision 0019), never after one;
 * on PostgreSQL read on every request, so another process's write applies at once (decision 0045).
 */
describe(`signed-in user between writes (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string | undefined;
  beforeAll(async () => {
    ({ database, drop, url } = await openTestDatabase());
  }, 60_000);
  afterAll(() => drop());

  it('is read again after a write of this process', async () => {
    const findSignedInUser = signedInUserReader(database);
    const user = await createUser(database, { firstName: 'Old' });
    expect((await findSignedInUser(user.id))?.firstName).toBe('Old');
    await database.db.update(users).set({ firstName: 'New' }).where(eq(users.id, user.id));
    expect((await findSignedInUser(user.id))?.firstName).toBe('New');
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'sees another process revoke its sessions as soon as that write is committed',
    async () => {
      const findSignedInUser = signedInUserReader(database);
      const other = await openDatabase({ databaseUrl: url!, dataDir: 'memory://', migrate: false });
      try {
        // Many users and no waiting: the other process's notification usually arrives after the
        // next read, which a copy kept until then would answer with the revoked version.
        for (let i = 0; i < 20; i += 1) {
          const user = await createUser(database);
          expect((await findSignedInUser(user.id))?.tokenVersion).toBe(user.tokenVersion);
          await other.db
            .update(users)
            .set({ tokenVersion: user.tokenVersion + 1 })
            .where(eq(users.id, user.id));
          expect((await findSignedInUser(user.id))?.tokenVersion).toBe(user.tokenVersion + 1);
        }
      } finally {
        await other.close();
      }
    },
  );

  it('answers requests made together each with its own account, and none for an unknown id', async () => {
    const findSignedInUser = signedInUserReader(database);
    const made = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser(database, { firstName: `N${i}` })));
    const ids = [...made.map((user) => user.id), 2_000_000_000];
    // twice: the second time every row is a copy whose revision is checked
    for (let round = 0; round < 2; round += 1) {
      const found = await Promise.all(ids.map((id) => findSignedInUser(id)));
      expect(found.map((user) => user?.firstName)).toEqual(['N0', 'N1', 'N2', 'N3', 'N4', undefined]);
    }
    await database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, made[2].id));
    const again = await Promise.all(ids.map((id) => findSignedInUser(id)));
    expect(again.map((user) => user?.firstName)).toEqual(['N0', 'N1', 'Renamed', 'N3', 'N4', undefined]);
  });
});
