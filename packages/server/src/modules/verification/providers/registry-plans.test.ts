import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../../test/test-app';
import type { Database } from '../../../db/client';
import { companyLookups } from './registry-companies';
import { personLookups } from './registry-persons';

/**
 * Every lookup of the person and company registers is served by an index, never a scan of a
 * register that staff fill with millions of rows (issue 10 "indexed identifiers, not a scan").
 * With sequential scans priced out, the planner still picks one when no index fits the query.
 */
const person = {
  lastName: 'Должников',
  firstName: 'Пётр',
  midName: 'Андреевич',
  birthDate: '1980-04-15',
  passportNumber: '4510123456',
  phone: '+79161234567',
};
const inn = '7799000012';

describe(`register lookups use their indexes (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
    const { sql, params } = query.toSQL();
    return database.withSession(async (session) => {
      await session.exec('BEGIN; SET LOCAL enable_seqscan = off');
      try {
        const rows = await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await session.exec('COMMIT');
      }
    });
  }

  /** Each lookup, and the start of the index condition that must find its rows (the index's leading key). */
  const lookups = {
    passport: [() => personLookups.passport(database.db, person.passportNumber), '(passport_number ='],
    phone: [() => personLookups.phone(database.db, person.phone), '(phone ='],
    wanted: [() => personLookups.wanted(database.db, person), '((translate(lower(last_name)'],
    trust: [() => personLookups.trust(database.db, person), '((translate(lower(last_name)'],
    companies: [() => companyLookups.companies(database.db, inn), '(inn ='],
    participations: [() => companyLookups.participations(database.db, person), '(passport_number ='],
    atiIds: [() => companyLookups.atiIds(database.db, inn), '(inn ='],
  } as const;

  it.each(Object.keys(lookups) as (keyof typeof lookups)[])('%s', async (name) => {
    const [query, leadingKey] = lookups[name];
    const plan = await planOf(query());
    expect(plan).not.toContain('Seq Scan');
    expect(plan).toContain(`Index Cond: ${leadingKey}`);
  });
});
