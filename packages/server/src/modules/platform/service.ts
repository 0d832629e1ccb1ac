import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Health, HealthWarning } from '@cargo-sentry/contracts/platform/platform';
import type { RateLimitStore } from '../../platform/rate-limit-store';
import { DomainError } from '../../platform/errors';

/**
 * Answers only when the database does; otherwise 503, so a load balancer takes the process out.
 * An unreachable Redis is a warning, not a failure: the rate limits fall back to per-process counters.
 */
export async function checkHealth(database: Database, rateLimitStore: RateLimitStore): Promise<Health> {
  try {
    await database.db.execute(sql`SELECT 1`);
  } catch {
    throw new DomainError('service_unavailable', 'The database does not answer');
  }
  const warnings: HealthWarning[] = rateLimitStore.isUnreachable() ? ['rate_limit_store_unreachable'] : [];
  return { status: 'ok', database: database.kind, warnings };
}
