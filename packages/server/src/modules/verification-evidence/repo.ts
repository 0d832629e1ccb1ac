import { and, eq } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { verificationEvidence, type EvidenceRow } from '../../db/schema/verification';

export async function insertEvidence(db: Db, values: typeof verificationEvidence.$inferInsert): Promise<EvidenceRow> {
  const [row] = await db.insert(verificationEvidence).values(values).returning();
  return row;
}

/** The evidence record `id` of ticket `ticketId`; undefined when either is unknown or they do not belong together. */
export async function findEvidence(db: Db, ticketId: string, id: string): Promise<EvidenceRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationEvidence)
    .where(and(eq(verificationEvidence.id, id), eq(verificationEvidence.ticketId, ticketId)));
  return row;
}
