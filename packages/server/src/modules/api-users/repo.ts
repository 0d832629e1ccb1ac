import { and, asc, count, desc, eq, gt, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { apiKeys, type ApiKeyRow } from '../../db/schema/api-keys';
import { users, type UserRow } from '../../db/schema/users';
import { userSearchFilter } from '../users/service';

export interface ApiUserListRow {
  user: UserRow;
  keysCount: number;
  callsThisMonth: number;
}

/** Keys neither revoked nor past their last day (`today`, UTC). */
function isLive(today: string): SQL | undefined {
  return and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresOn), gte(apiKeys.expiresOn, today)));
}

/**
 * One page of API users, newest first, with their live keys and this month's calls. It reads the
 * accounts flagged `is_api_user` itself, joined with this module's tables; writes to accounts go
 * through the users service.
 */
export async function selectApiUserPage(
  db: Db,
  query: { s?: string; id?: number; page: number; pageSize: number; today: string; monthStart: Date },
): Promise<{ rows: ApiUserListRow[]; count: number }> {
  const where = and(
    eq(users.isApiUser, true),
    userSearchFilter(query.s),
    query.id === undefined ? undefined : eq(users.id, query.id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        // Written out with aliases: Drizzle leaves column names unqualified inside sql``, and an
        // unqualified "id" in the subquery would be the key's.
        keysCount: sql<number>`(SELECT count(*) FROM api_keys k WHERE k.api_user_id = users.id
          AND k.revoked_at IS NULL AND (k.expires_on IS NULL OR k.expires_on >= ${query.today}))`.mapWith(Number),
        callsThisMonth: sql<number>`(SELECT count(*) FROM api_key_calls c WHERE c.api_user_id = users.id
          AND c.at >= ${query.monthStart.toISOString()})`.mapWith(Number),
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.registrationDate), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { rows, count: Number(total.count) };
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
 * Takes one check from a key's quota in one statement, like a user's (DESIGN.md §8): never
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
