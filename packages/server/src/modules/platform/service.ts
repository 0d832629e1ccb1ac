import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Health } from '@cargo-sentry/contracts/platform';

/** Answers only when the database does: a failing query surfaces as a 500 from the handler. */
export async function checkHealth(database: Database): Promise<Health> {
  await database.db.execute(sql`SELECT 1`);
  return { status: 'ok', database: database.kind };
}
