import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { int8, queryRows } from '../../db/rows';

const countSchema = z.object({ destroyed: int8 });

/**
 * One batch of the checks' and subscriptions' sources seen before `cutoff` (a day, `YYYY-MM-DD`),
 * deleted with their sightings (ON DELETE CASCADE), oldest first by
 * `identity_sources_personal_seen_on_idx`; how many. An incident's sources stay while the incident
 * does, and a register row's while the row does (its register's period forgets them): dating them
 * out here would blind the consistency check to old incidents and to registers still in force.
 */
export async function deleteSourcesSeenBefore(db: DbOrTx, cutoff: string, limit: number): Promise<number> {
  const [row] = await queryRows(
    db,
    'identity sources destroyed',
    countSchema,
    sql`WITH gone AS (
          DELETE FROM identity_sources WHERE id IN (
            SELECT id FROM identity_sources
            WHERE seen_on < ${cutoff}::date AND kind IN ('ticket', 'prudence')
            ORDER BY seen_on, id LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          RETURNING 1)
        SELECT count(*) AS destroyed FROM gone`,
  );
  return row?.destroyed ?? 0;
}
