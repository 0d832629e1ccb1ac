import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Health } from '@cargo-sentry/contracts/platform';
import { DomainError } from '../../platform/errors';

/** Answers only when the database does; otherwise 503, so a load balancer takes the process out. */
export async function checkHealth(database: Database): Promise<Health> {
  try {
    await database.db.execute(sql`SELECT 1`);
  } catch {
    throw new DomainError('service_unavailable', 'The database does not answer');
  }
  return { status: 'ok', database: database.kind };
}
