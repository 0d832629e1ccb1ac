import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * `findUserById`, and the revisions of several rows, each built once as a named prepared statement:
 * run on every authenticated request, the forty columns cost more CPU to put into SQL again each
 * time than the round trip does (decision 0045). Ids without a row are missing from the map.
 */
export function prepareSignedInUserQueries(db: Db): {
  findUserById(id: number): Promise<UserRow | undefined>;
  findRevisions(ids: number[]): Promise<Map<number, number>>;
} {
  const row = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id');
  const revisions = db
    .select({ id: users.id, revision: users.revision })
    .from(users)
    .where(sql`${users.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('find_user_revisions');
  return {
    findUserById: async (id) => (await row.execute({ id }))[0],
    findRevisions: async (ids) => new Map((await revisions.execute({ ids })).map((r) => [r.id, r.revision])),
  };
}

/** Case-insensitive, like the unique lower(email) index. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Username or e-mail, case-insensitive (both have unique lower() indexes). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return row;
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return rows.length > 0;
}

export async function updateUser(
  db: Db,
  id: number,
  fields: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(fields).where(eq(users.id, id)).returning();
  return row;
}

/** Sets `next` only while the stored hash is still `current`; false when it changed meanwhile. */
export async function replacePasswordHash(db: Db, id: number, current: string, next: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: next })
    .where(and(eq(users.id, id), eq(users.passwordHash, current)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Makes every access token of the user issued so far invalid (they carry the old version). */
export async function bumpTokenVersion(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** A new device salt: every known-device cookie of the user stops being valid (issue 23 §17). */
export async function replaceDeviceSalt(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ deviceSalt: randomUUID() }).where(eq(users.id, userId));
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return rows.length > 0;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Activates a pending account; undefined when it was not pending (already active or unknown). */
export async function activatePendingUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ awaitingVerification: false, isActive: true })
    .where(and(eq(users.id, id), eq(users.awaitingVerification, true)))
    .returning();
  return row;
}

/**
 * Takes one check from a user's quota in one statement — never read-then-write, so concurrent
 * tickets cannot overspend it (docs/architecture.md#quotas-are-spent-in-sql). The checks left, or undefined when none were.
 */
export async function spendVerificationCheck(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ verificationCount: sql`${users.verificationCount} - 1` })
    .where(and(eq(users.id, userId), gt(users.verificationCount, 0)))
    .returning({ left: users.verificationCount });
  return row?.left;
}

/** Sets a new quota: checks left and the total "done of total" counts against. */
export async function setVerificationQuota(db: Db, userId: number, quota: number): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ verificationCount: quota, verificationTotal: quota })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
