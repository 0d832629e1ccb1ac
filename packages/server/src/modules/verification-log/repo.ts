import { and, asc, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { verificationTickets } from '../../db/schema/verification';

export interface LoggedTicket {
  id: string;
  userId: number;
  createdAt: Date;
  results: Record<string, unknown>;
}

export interface TicketCursor {
  createdAt: Date;
  id: string;
}

/**
 * One batch of tickets opened in [from, to) (of one user when given), oldest first, after
 * `cursor`: the statistics read the period batch by batch, never all results at once.
 */
export function selectTicketBatch(
  db: Db,
  query: { from: Date; to: Date; userId?: number; after?: TicketCursor; limit: number },
): Promise<LoggedTicket[]> {
  const t = verificationTickets;
  const conditions: (SQL | undefined)[] = [gte(t.createdAt, query.from), lt(t.createdAt, query.to)];
  if (query.userId !== undefined) conditions.push(eq(t.userId, query.userId));
  if (query.after) {
    const { createdAt, id } = query.after;
    conditions.push(or(gt(t.createdAt, createdAt), and(eq(t.createdAt, createdAt), gt(t.id, id))));
  }
  return db
    .select({ id: t.id, userId: t.userId, createdAt: t.createdAt, results: t.results })
    .from(t)
    .where(and(...conditions))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(query.limit);
}

export interface LogUserRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  company: string;
  isApiUser: boolean;
}

/** Ids of everyone with a ticket in [from, to). */
export async function selectTicketUserIds(db: Db, from: Date, to: Date): Promise<number[]> {
  const t = verificationTickets;
  const rows = await db
    .selectDistinct({ userId: t.userId })
    .from(t)
    .where(and(gte(t.createdAt, from), lt(t.createdAt, to)));
  return rows.map((r) => r.userId);
}

export function selectUsers(db: Db, ids: number[]): Promise<LogUserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      isApiUser: users.isApiUser,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.company), asc(users.username));
}
