import { and, asc, count, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { apiKeyCalls, apiKeys, type ApiKeyRow } from '../../db/schema/api-keys';
import { users, type UserRow } from '../../db/schema/users';

/** Keys neither revoked nor past their last day (`today`, UTC). */
function isLive(today: string): SQL | undefined {
  return and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresOn), gte(apiKeys.expiresOn, today)));
}

/** What the list of API users shows of each one's keys. */
export interface KeyFigures {
  keysCount: number;
  callsThisMonth: number;
}

/**
 * The live keys and the calls since `monthStart` of each API user named, by id. The accounts
 * themselves are the users module's to find (docs/architecture.md#how-modules-talk).
 */
export async function selectKeyFigures(
  db: Db,
  apiUserIds: number[],
  query: { today: string; monthStart: Date },
): Promise<Map<number, KeyFigures>> {
  if (apiUserIds.length === 0) return new Map();
  const [keys, calls] = await Promise.all([
    db
      .select({ apiUserId: apiKeys.apiUserId, count: count() })
      .from(apiKeys)
      .where(and(inArray(apiKeys.apiUserId, apiUserIds), isLive(query.today)))
      .groupBy(apiKeys.apiUserId),
    db
      .select({ apiUserId: apiKeyCalls.apiUserId, count: count() })
      .from(apiKeyCalls)
      .where(and(inArray(apiKeyCalls.apiUserId, apiUserIds), gte(apiKeyCalls.at, query.monthStart)))
      .groupBy(apiKeyCalls.apiUserId),
  ]);
  const keysOf = new Map(keys.map((row) => [row.apiUserId, Number(row.count)]));
  const callsOf = new Map(calls.map((row) => [row.apiUserId, Number(row.count)]));
  return new Map(
    apiUserIds.map((id) => [id, { keysCount: keysOf.get(id) ?? 0, callsThisMonth: callsOf.get(id) ?? 0 }]),
  );
}

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row;
}

export async function countLiveKeys(db: Db, apiUserId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.apiUserId, apiUserId), isLive(today)));
  return Number(row.count);
}

/** An API user's keys, oldest first (the order they were issued in). */
export function selectApiKeys(db: Db, apiUserId: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.apiUserId, apiUserId)).orderBy(asc(apiKeys.id));
}

export async function findApiKey(db: Db, apiUserId: number, keyId: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.apiUserId, apiUserId)));
  return row;
}

/** The key with this prefix and its account, whatever their state: the caller decides. */
export async function findKeyByPrefix(db: Db, prefix: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.apiUserId))
    .where(eq(apiKeys.prefix, prefix));
  return row;
}

/** Revokes a live key; undefined when it was already revoked (or is not this user's). */
export async function revokeApiKey(db: Db, apiUserId: number, keyId: number, at: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.apiUserId, apiUserId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/**
 * Takes one check from a key's quota in one statement, like a user's (docs/architecture.md#quotas-are-spent-in-sql): never
 * read-then-write, so concurrent tickets cannot overspend it. A key revoked meanwhile spends
 * nothing. The checks left, or undefined when none were.
 */
export async function spendKeyCheck(db: Db, keyId: number): Promise<number | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ verificationCount: sql`${apiKeys.verificationCount} - 1` })
    .where(and(eq(apiKeys.id, keyId), gt(apiKeys.verificationCount, 0), isNull(apiKeys.revokedAt)))
    .returning({ left: apiKeys.verificationCount });
  return row?.left;
}
