import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { fieldsOfActivity, officeFunctions, passwordResetKeys } from '../../db/schema/auth';

export interface OptionRow {
  id: number;
  nameRu: string;
  nameEn: string;
}

export function listOfficeFunctions(db: Db): Promise<OptionRow[]> {
  return db
    .select({ id: officeFunctions.id, nameRu: officeFunctions.nameRu, nameEn: officeFunctions.nameEn })
    .from(officeFunctions)
    .orderBy(asc(officeFunctions.sortOrder), asc(officeFunctions.id));
}

export function listFieldsOfActivity(db: Db): Promise<OptionRow[]> {
  return db
    .select({ id: fieldsOfActivity.id, nameRu: fieldsOfActivity.nameRu, nameEn: fieldsOfActivity.nameEn })
    .from(fieldsOfActivity)
    .orderBy(asc(fieldsOfActivity.sortOrder), asc(fieldsOfActivity.id));
}

export async function insertResetKey(db: Db, key: { userId: number; keyHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetKeys).values(key);
}

/** Uses a live key once; returns its user id, or undefined for a wrong, used or expired key. */
export async function consumeResetKey(db: Db, keyHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetKeys)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetKeys.keyHash, keyHash),
        isNull(passwordResetKeys.usedAt),
        gt(passwordResetKeys.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetKeys.userId });
  return row?.userId;
}

/** Other outstanding keys of the user stop working once one was used. */
export async function expireResetKeys(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetKeys)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetKeys.userId, userId), isNull(passwordResetKeys.usedAt)));
}
