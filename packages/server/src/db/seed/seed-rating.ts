import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/users';
import { verificationTickets } from '../schema/verification';
import { demoCompany, demoPerson } from './demo-registers';
import { demoCourtCases, demoFsspDebts } from './seed-registers';

/**
 * A past check for the company rating's demo (issue 13 §4): the regular demo user checked the
 * director of the demo counterparty (README "Demo verification cases") with its INN, and the
 * bailiff and court checks found his debt and case, so `/rating/7799000012` lists findings.
 * Idempotent: nothing is added when a ticket with that INN exists.
 */
export async function seedDemoRatingFindings(database: Database): Promise<number> {
  const db = database.db;
  const [existing] = await db
    .execute(
      sql`SELECT 1 FROM verification_tickets WHERE inputs ? 'inn' AND inputs ->> 'inn' = ${demoCompany.inn} LIMIT 1`,
    )
    .then((r) => r.rows);
  if (existing) return 0;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'user'`);
  if (!owner) return 0;
  const checkedAt = new Date(Date.now() - 40 * 86_400_000);
  const { lastName, firstName, midName, birthDate, passportNumber } = demoPerson;
  await db.insert(verificationTickets).values({
    userId: owner.id,
    createdAt: checkedAt,
    expiresAt: new Date(checkedAt.getTime() + 3_600_000),
    consentAt: checkedAt,
    spentCheck: false,
    inputs: { inn: demoCompany.inn, lastName, firstName, midName, birthDate, passportNumber },
    results: {
      fssp: {
        found: true,
        data: demoFsspDebts.map(({ proceeding, subject, amount, department, bailiff, endReason }) => ({
          proceeding,
          subject,
          amount,
          department,
          bailiff,
          endReason: endReason ?? null,
        })),
      },
      sud: {
        resultCode: 0,
        cases: demoCourtCases.map(({ article, caseNumber, court, sides }) => ({ article, caseNumber, court, sides })),
      },
    },
    checks: ['fssp', 'sud'],
  });
  return 1;
}
