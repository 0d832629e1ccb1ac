import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

/**
 * The daily destruction job is wired and pg-boss takes it (issue 28 §2): a refused offer is only
 * logged, and a day's period once was refused, so no run ever happened. With the job on, a start
 * runs it.
 */
describe(`personal data destruction job (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PERSONAL_DATA_DESTRUCTION: 'true' });
  }, 60_000);
  afterAll(async () => t?.close());

  it('runs once a start offers it, for the day', async () => {
    const runs = async () =>
      (
        await t.database.queueSql(
          `SELECT state, output, extract(epoch FROM singleton_on + interval '1 day' - now()) > 0 AS this_day
             FROM pgboss.job WHERE name = 'personal-data-destruction'`,
        )
      ).rows as { state: string; output: unknown; this_day: boolean }[];
    for (let waited = 0; waited < 30_000 && !(await runs()).some((run) => run.state === 'completed'); waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const done = await runs();
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ state: 'completed', output: { act: null, destroyed: 0 }, this_day: true });
  }, 60_000);
});
