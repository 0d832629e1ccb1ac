import type { DbOrTx as Db } from '../../db/client';
import { feedback } from '../../db/schema/feedback';

export async function insertFeedback(db: Db, entry: { userId: number; text: string }): Promise<number> {
  const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
  return row.id;
}
