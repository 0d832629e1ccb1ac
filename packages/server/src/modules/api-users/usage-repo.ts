import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { apiKeyCalls, apiKeys, type ApiKeyCallInsert } from '../../db/schema/api-keys';

/** Writes a batch of calls and moves each key's `last_used_at` forward, in one transaction. */
export async function insertCalls(db: Db, calls: ApiKeyCallInsert[]): Promise<void> {
  const lastUse = new Map<number, Date>();
  for (const call of calls) {
    const seen = lastUse.get(call.keyId);
    if (!seen || seen < call.at) lastUse.set(call.keyId, call.at);
  }
  await db.transaction(async (tx) => {
    await tx.insert(apiKeyCalls).values(calls);
    for (const [keyId, at] of lastUse) {
      await tx
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, keyId),
            sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < ${at.toISOString()})`,
          ),
        );
    }
  });
}

export interface UsageGroupRow {
  keyId: number;
  endpoint: string;
  check: string | null;
  day: string;
  calls: number;
  clientErrors: number;
  serverErrors: number;
}

/** An API user's calls in [from, to), counted per key, endpoint, check and UTC day. */
export function selectUsageGroups(db: Db, apiUserId: number, from: Date, to: Date): Promise<UsageGroupRow[]> {
  const day = sql<string>`to_char(${apiKeyCalls.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      keyId: apiKeyCalls.keyId,
      endpoint: apiKeyCalls.endpoint,
      check: apiKeyCalls.checkName,
      day,
      calls: sql<number>`count(*)`.mapWith(Number),
      clientErrors: sql<number>`count(*) FILTER (WHERE ${apiKeyCalls.status} BETWEEN 400 AND 499)`.mapWith(Number),
      serverErrors: sql<number>`count(*) FILTER (WHERE ${apiKeyCalls.status} >= 500)`.mapWith(Number),
    })
    .from(apiKeyCalls)
    .where(and(eq(apiKeyCalls.apiUserId, apiUserId), gte(apiKeyCalls.at, from), lt(apiKeyCalls.at, to)))
    .groupBy(apiKeyCalls.keyId, apiKeyCalls.endpoint, apiKeyCalls.checkName, day);
}
