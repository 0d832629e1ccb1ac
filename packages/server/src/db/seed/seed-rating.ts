import { checkVerdictOf } from '@cargo-sentry/contracts/verification/check-verdict';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/users';
import { verificationTickets } from '../schema/verification';
import { demoCompany, demoPassports, demoPerson, demoTrustPersons, demoWantedPersons } from './demo-registers';
import { demoCourtCases, demoFsspDebts } from './seed-registers';

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('.');

/**
 * What the registry provider answers for the demo person's bailiff, court, passport and trust
 * checks (decision 0015's formats), built from the demo registers; the demo seed test runs the real
 * checks and compares, so the two cannot drift apart.
 */
function demoDirectorAnswers(): Partial<Record<VerificationCheck, unknown>> {
  const wanted = demoWantedPersons.filter((w) => w.lastName === demoPerson.lastName);
  const trust = demoTrustPersons.find((p) => p.lastName === demoPerson.lastName);
  const passport = demoPassports.find((p) => p.passportNumber === demoPerson.passportNumber);
  return {
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
    passport_complex: { description: passport?.status ?? 'Не найден', score: 0 },
    trust_person: {
      resultCode: 0,
      c1: wanted.map(
        (w) =>
          `RED: ${w.reason}${w.since ? `; в розыске с ${dayMonthYear(w.since)}` : ''}${w.initiator ? `; ${w.initiator}` : ''}`,
      ),
      c2: trust?.c2 ?? null,
      c3: trust?.c3 ?? null,
      c4: trust?.c4 ?? null,
      c5: trust?.c5 ?? null,
      c6: trust?.c6 ?? null,
    },
  };
}

/**
 * A past check for the company rating's demo (issue 13 §4, issue 23 item 15): the regular demo
 * user checked the director of the demo counterparty (README "Demo verification cases") with its
 * INN. The answers are what the registry provider gives for him, as the checks would have stored them: a
 * bailiff debt, a court case, a passport on the invalid list and red trust categories with the
 * wanted list's finding, so `/rating/7799000012` lists every kind of check finding. Run after the
 * registers are seeded. Idempotent: nothing is added when a ticket with that INN exists.
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
  const { lastName, firstName, midName, birthDate, passportNumber, passportDate } = demoPerson;
  const person = { lastName, firstName, midName, birthDate };
  const results = demoDirectorAnswers();
  const day = todayIso(checkedAt);
  const checkVerdicts = Object.fromEntries(
    Object.entries(results).map(([check, answer]) => [check, checkVerdictOf(check as VerificationCheck, answer, day)]),
  );
  await db.insert(verificationTickets).values({
    userId: owner.id,
    createdAt: checkedAt,
    expiresAt: new Date(checkedAt.getTime() + 3_600_000),
    consentAt: checkedAt,
    spentCheck: false,
    inputs: { inn: demoCompany.inn, ...person, passportNumber, passportDate },
    results,
    checkVerdicts,
    checks: Object.keys(results),
  });
  return 1;
}
