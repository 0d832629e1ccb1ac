import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { emailChangeKeys, refreshTokens, unlockKeys, type RefreshTokenRow } from '../../db/schema/auth';

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

export async function insertUnlockKey(
  db: Db,
  key: { userId: number; keyHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(unlockKeys).values(key);
}

/** Uses a live unlock key once; returns its user id, or undefined for a wrong, used or expired key. */
export async function consumeUnlockKey(db: Db, keyHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(unlockKeys)
    .set({ usedAt: new Date() })
    .where(and(eq(unlockKeys.keyHash, keyHash), isNull(unlockKeys.usedAt), gt(unlockKeys.expiresAt, new Date())))
    .returning({ userId: unlockKeys.userId });
  return row?.userId;
}

export async function insertEmailChangeKey(
  db: Db,
  key: { userId: number; newEmail: string; keyHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChangeKeys).values(key);
}

/** Uses a live e-mail change key of `userId` once; returns the new address, or undefined. */
export async function consumeEmailChangeKey(db: Db, userId: number, keyHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(emailChangeKeys)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailChangeKeys.keyHash, keyHash),
        eq(emailChangeKeys.userId, userId),
        isNull(emailChangeKeys.usedAt),
        gt(emailChangeKeys.expiresAt, new Date()),
      ),
    )
    .returning({ newEmail: emailChangeKeys.newEmail });
  return row?.newEmail;
}
