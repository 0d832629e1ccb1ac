import type { CheckVerdict } from '@cargo-sentry/contracts/verification/check-verdict';
import type { CheckStanding } from '@cargo-sentry/contracts/verification/rules';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { verificationTicketCounts, verificationTickets, type TicketRow } from '../../db/schema/verification';

export async function insertTicket(
  db: Db,
  values: {
    userId: number;
    expiresAt: Date;
    consentAt: Date;
    spentCheck: boolean;
    photoFileId: string | null;
    consentVersion: number;
    consentSha256: string;
  },
): Promise<TicketRow> {
  const [row] = await db.insert(verificationTickets).values(values).returning();
  return row;
}

/** The first confirmation of the biometric consent on a ticket is kept: later ones repeat it. */
export async function markBiometricConsent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(verificationTickets)
    .set({
      biometricConsentAt: sql`coalesce(${verificationTickets.biometricConsentAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(verificationTickets.id, id));
}

export async function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(verificationTickets).where(eq(verificationTickets.id, id));
  return row;
}

export interface TicketWithUser {
  ticket: TicketRow;
  username: string;
}

/** What the history is narrowed to (issue 23 §6); every part optional. */
export interface TicketFilter {
  /** One user's tickets, or everyone's (null). */
  userId: number | null;
  /** Any identifier or the words of a name, compared as `verification_search_key` compares them. */
  search?: string;
  verdict?: CheckStanding;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  to?: Date;
}

/**
 * The filter as SQL that the indexes of migration 0118 answer: the search through the GIN index on
 * `search_keys` (the whole search as one key, a phone's last ten digits, or every word of it), the
 * verdict and period through the (user, verdict, created_at) b-trees.
 */
export function ticketFilterSql(filter: TicketFilter): SQL | undefined {
  const t = verificationTickets;
  const search = filter.search;
  return and(
    filter.userId === null ? undefined : eq(t.userId, filter.userId),
    search === undefined
      ? undefined
      : sql`(${t.searchKeys} && ARRAY[verification_search_key(${search}),
               coalesce(verification_phone_tail(${search}), verification_search_key(${search}))]
             OR ${t.searchKeys} @> verification_search_words(${search}))`,
    filter.verdict === undefined ? undefined : eq(t.verdict, filter.verdict),
    filter.from === undefined ? undefined : gte(t.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(t.createdAt, filter.to),
  );
}

const isUnfiltered = (filter: TicketFilter) =>
  filter.search === undefined && filter.verdict === undefined && filter.from === undefined && filter.to === undefined;

/**
 * How many tickets the filter matches. With no filter but the user, from the counts the triggers of
 * migration 0144 keep: a count of every ticket read the whole table (245 ms at 1M), more while the
 * destruction job rewrote old tickets.
 */
async function countTickets(db: Db, filter: TicketFilter, where: SQL | undefined): Promise<number> {
  if (isUnfiltered(filter)) {
    const c = verificationTicketCounts;
    const [row] = await db
      .select({ tickets: sql<string | null>`sum(${c.tickets})` })
      .from(c)
      .where(filter.userId === null ? undefined : eq(c.userId, filter.userId));
    return Number(row.tickets ?? 0);
  }
  const [total] = await db.select({ count: count() }).from(verificationTickets).where(where);
  return Number(total.count);
}

/** One page of the filtered tickets, newest first, with the total of the filtered. */
export async function selectTicketPage(
  db: Db,
  filter: TicketFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: TicketWithUser[]; count: number }> {
  const where = ticketFilterSql(filter);
  const [rows, total] = await Promise.all([
    db
      .select({ ticket: verificationTickets, username: users.username })
      .from(verificationTickets)
      .innerJoin(users, eq(users.id, verificationTickets.userId))
      .where(where)
      .orderBy(desc(verificationTickets.createdAt), desc(verificationTickets.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    countTickets(db, filter, where),
  ]);
  return { rows, count: total };
}

/**
 * Stores one check's normalised inputs and result on its ticket in one statement (concurrent
 * checks of one ticket each add their own keys; a repeated check replaces its result). Answers
 * the ticket's inputs as they now are, with its owner's INN (identity links record both).
 */
export async function storeCheckResult(
  db: Db,
  id: string,
  check: string,
  inputs: Record<string, unknown>,
  result: unknown,
  verdict: CheckVerdict,
): Promise<{ userId: number; userInn: string; inputs: Record<string, unknown> } | undefined> {
  const [stored] = await db
    .update(verificationTickets)
    .set({
      inputs: sql`${verificationTickets.inputs} || ${JSON.stringify(inputs)}::jsonb`,
      results: sql`${verificationTickets.results} || jsonb_build_object(${check}::text, ${JSON.stringify(result)}::jsonb)`,
      checkVerdicts: sql`coalesce(${verificationTickets.checkVerdicts}, '{}'::jsonb) || jsonb_build_object(${check}::text, ${JSON.stringify(verdict)}::jsonb)`,
      verdict: sql`verification_ticket_verdict(
        coalesce(${verificationTickets.checkVerdicts}, '{}'::jsonb) || jsonb_build_object(${check}::text, ${JSON.stringify(verdict)}::jsonb))`,
      checks: sql`CASE WHEN ${check}::text = ANY(${verificationTickets.checks}) THEN ${verificationTickets.checks}
        ELSE array_append(${verificationTickets.checks}, ${check}::text) END`,
    })
    .from(users)
    .where(and(eq(verificationTickets.id, id), eq(users.id, verificationTickets.userId)))
    .returning({ userId: verificationTickets.userId, userInn: users.inn, inputs: verificationTickets.inputs });
  return stored;
}

/** Tickets by id (a data subject's request), newest first. */
export async function selectTicketsByIds(db: Db, ids: readonly string[]): Promise<TicketRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(verificationTickets)
    .where(inArray(verificationTickets.id, [...ids]))
    .orderBy(desc(verificationTickets.createdAt));
}

/** Replaces a ticket's inputs and results and detaches its photo (erasure); the ticket, its checks and verdict stay. */
export async function replaceTicketData(
  db: Db,
  id: string,
  values: { inputs: Record<string, unknown>; results: Record<string, unknown> },
): Promise<void> {
  await db
    .update(verificationTickets)
    .set({ ...values, photoFileId: null })
    .where(eq(verificationTickets.id, id));
}
