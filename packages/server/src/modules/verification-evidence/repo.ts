import { and, eq } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { verificationEvidence, verificationTickets, type EvidenceRow } from '../../db/schema/verification';

export async function insertEvidence(db: Db, values: typeof verificationEvidence.$inferInsert): Promise<EvidenceRow> {
  const [row] = await db.insert(verificationEvidence).values(values).returning();
  return row;
}

/**
 * The evidence record `id` of ticket `ticketId`, with when the ticket's content was destroyed on
 * schedule (issue 28 §2); undefined when either is unknown or they do not belong together.
 */
export async function findEvidence(
  db: Db,
  ticketId: string,
  id: string,
): Promise<(EvidenceRow & { contentDestroyedAt: Date | null }) | undefined> {
  const [row] = await db
    .select({ evidence: verificationEvidence, contentDestroyedAt: verificationTickets.contentDestroyedAt })
    .from(verificationEvidence)
    .innerJoin(verificationTickets, eq(verificationTickets.id, verificationEvidence.ticketId))
    .where(and(eq(verificationEvidence.id, id), eq(verificationEvidence.ticketId, ticketId)));
  return row && { ...row.evidence, contentDestroyedAt: row.contentDestroyedAt };
}
