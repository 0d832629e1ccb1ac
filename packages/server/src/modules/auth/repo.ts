import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { refreshTokens, type RefreshTokenRow } from '../../db/schema/auth';

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

export async function insertRefreshToken(
  db: Db,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a live token used; false when another request rotated or revoked it first. */
export async function markRefreshTokenUsed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes the family's live tokens; false when none was left to revoke. */
export async function revokeFamily(db: Db, familyId: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Makes every access token of the user issued so far invalid (they carry the old version). */
export async function bumpTokenVersion(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Revokes every refresh token of a user, except those of `keepFamilyId` when given. */
export async function revokeUserTokens(db: Db, userId: number, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
