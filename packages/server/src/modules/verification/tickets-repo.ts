import type { CheckVerdict } from '@cargo-sentry/contracts/check-verdict';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { verificationTickets, type TicketRow } from '../../db/schema/verification';

export async function insertTicket(
  db: Db,
  values: { userId: number; expiresAt: Date; consentAt: Date; spentCheck: boolean; photoFileId: string | null },
): Promise<TicketRow> {
  const [row] = await db.insert(verificationTickets).values(values).returning();
  return row;
}

export async function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(verificationTickets).where(eq(verificationTickets.id, id));
  return row;
}

export interface TicketWithUser {
  ticket: TicketRow;
  username: string;
}

/** One page of tickets, newest first, of one user (or of everyone: `userId` null), with the total. */
export async function selectTicketPage(
  db: Db,
  query: { userId: number | null; page: number; pageSize: number },
): Promise<{ rows: TicketWithUser[]; count: number }> {
  const where: SQL | undefined = query.userId === null ? undefined : eq(verificationTickets.userId, query.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ticket: verificationTickets, username: users.username })
      .from(verificationTickets)
      .innerJoin(users, eq(users.id, verificationTickets.userId))
      .where(where)
      .orderBy(desc(verificationTickets.createdAt), desc(verificationTickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(verificationTickets).where(where),
  ]);
  return { rows, count: Number(total.count) };
}

/**
 * Stores one check's normalised inputs and result on its ticket in one statement (concurrent
 * checks of one ticket each add their own keys; a repeated check replaces its result).
 */
export async function storeCheckResult(
  db: Db,
  id: string,
  check: string,
  inputs: Record<string, unknown>,
  result: unknown,
  verdict: CheckVerdict,
): Promise<void> {
  await db
    .update(verificationTickets)
    .set({
      inputs: sql`${verificationTickets.inputs} || ${JSON.stringify(inputs)}::jsonb`,
      results: sql`${verificationTickets.results} || jsonb_build_object(${check}::text, ${JSON.stringify(result)}::jsonb)`,
      checkVerdicts: sql`coalesce(${verificationTickets.checkVerdicts}, '{}'::jsonb) || jsonb_build_object(${check}::text, ${JSON.stringify(verdict)}::jsonb)`,
      checks: sql`CASE WHEN ${check}::text = ANY(${verificationTickets.checks}) THEN ${verificationTickets.checks}
        ELSE array_append(${verificationTickets.checks}, ${check}::text) END`,
    })
    .where(and(eq(verificationTickets.id, id)));
}
