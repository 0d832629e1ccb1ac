import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import { getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { int8, queryRows } from '../../db/rows';
import { forgetRegisterRows } from '../identity-links/service';
import { registerTables } from './tables';

const idSchema = z.object({ id: int8 });

/**
 * One batch of a register's rows last written before `cutoff` deleted, oldest first (issue 28 §2),
 * with the identity links they were sources of; how many. `registry_*_recorded_idx` (migration
 * 0136) finds them without a scan.
 */
export async function destroyRegisterRows(
  db: DbOrTx,
  register: RegisterName,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const table = sql.identifier(getTableName(registerTables[register].table));
  const rows = await queryRows(
    db,
    'register rows destroyed',
    idSchema,
    sql`DELETE FROM ${table} WHERE id IN (
          SELECT id FROM ${table} WHERE recorded_at < ${cutoff.toISOString()}::timestamptz
          ORDER BY recorded_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  await forgetRegisterRows(
    db,
    register,
    rows.map((row) => row.id),
  );
  return rows.length;
}
