import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNames, type RegisterList } from '@cargo-sentry/contracts/registers/registers';
import { authHeader, injectMultipart, createStaff, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { packagePath } from '../../platform/package-path';

const base = '/api/v1/cargo/registers';

/** The registers migration 0111 gave a unique key, with the index it built. */
const keyedByMigration = {
  registry_osago_policies: 'registry_osago_policies_policy_idx',
  registry_fssp_debts: 'registry_fssp_debts_proceeding_idx',
  registry_court_cases: 'registry_court_cases_case_idx',
  registry_wanted_persons: 'registry_wanted_persons_key_idx',
  registry_companies: 'registry_companies_inn_idx',
  registry_participations: 'registry_participations_role_idx',
};

/** Issue 23 item 11: each register has a natural key, and adding the same row twice stores it once. */
describe(`register natural keys (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.database);
  });
  afterAll(() => t.close());

  const rowsOf = async (register: string) =>
    (await t.app.inject({ url: base, headers: await authHeader(t.app, staff) }))
      .json<RegisterList>()
      .results.find((r) => r.name === register)!.rows;

  it.each(registerNames)('%s: appending its template row twice stores it once', async (register) => {
    const template = await t.app.inject({
      url: `${base}/${register}/template?format=csv`,
      headers: await authHeader(t.app, staff),
    });
    const append = () =>
      injectMultipart(t.app, `${base}/${register}/import`, staff, [
        ['file', new Blob([template.rawPayload as Uint8Array<ArrayBuffer>]), 'template.csv'],
        ['mode', 'append'],
      ]);
    const before = await rowsOf(register);
    const first = await append();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rows_imported: 1, rows_inserted: 1, rows_updated: 0 });
    const second = await append();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ rows_imported: 1, rows_inserted: 0, rows_updated: 0, rows_unchanged: 1 });
    expect(await rowsOf(register)).toBe(before + 1);
  });

  it('migration 0111 keeps the newest of rows an earlier append stored twice', async () => {
    const body = readFileSync(packagePath('src', 'db', 'migrations', '0111_register_natural_keys.sql'), 'utf8');
    await t.database.withSession(async (s) => {
      // Back to the tables as they were before 0111, each row of the test above stored twice.
      for (const index of Object.values(keyedByMigration)) await s.exec(`DROP INDEX ${index}`);
      await s.exec('CREATE INDEX registry_companies_inn_idx ON registry_companies (inn)');
      for (const table of Object.keys(keyedByMigration)) {
        const columns = (
          await s.query<{ name: string }>(
            `SELECT column_name AS name FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'id'`,
            [table],
          )
        ).map((c) => c.name);
        await s.exec(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${table}`);
      }
      await s.exec(`BEGIN;\n${body}\nCOMMIT;`);
      for (const table of Object.keys(keyedByMigration)) {
        const [kept] = await s.query<{ n: number; min_id: number }>(
          `SELECT count(*)::int AS n, min(id)::int AS min_id FROM ${table}`,
        );
        // one row left of the two, and it is the copy (the higher id)
        expect(kept.n, table).toBe(1);
        expect(kept.min_id, table).toBeGreaterThan(1);
      }
    });
  });
});
