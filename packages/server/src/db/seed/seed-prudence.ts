import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { demoCleanCompany, demoCompany, demoLiquidatedCompany } from './demo-registers';

/**
 * Commercial prudence demo (issue 13 §3): the regular demo user monitors the demo counterparty
 * (register flags, its founder's court case and bailiff debt, our incidents), the liquidated firm
 * and the clean company, so `/prudence` is not empty. The subscriptions are inserted unchecked;
 * the monitoring's first sweep after start checks them. Idempotent: nothing is added when the
 * user has any subscription.
 */
export async function seedDemoPrudence(database: Database): Promise<number> {
  const inns = [demoCompany.inn, demoLiquidatedCompany.inn, demoCleanCompany.inn];
  const result = await database.db.execute(
    sql`INSERT INTO prudence_subscriptions (user_id, inn)
      SELECT u.id, x.inn FROM users u CROSS JOIN unnest(${sql.param(inns)}::text[]) AS x (inn)
      WHERE lower(u.username) = 'user'
        AND NOT EXISTS (SELECT 1 FROM prudence_subscriptions s WHERE s.user_id = u.id)
      RETURNING id`,
  );
  return result.rows.length;
}
