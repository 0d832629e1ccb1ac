import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoAccounts } from '../../db/seed/seed-demo';
import { seedDemoPrudence } from '../../db/seed/seed-prudence';
import { seedDemoRegisters } from '../../db/seed/seed-registers';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { runDuePrudenceChecks } from './service';

describe(`the commercial prudence demo (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo user three monitored INNs whose first sweep finds the demo registers', async () => {
    await seedDemoAccounts(t.database);
    await seedDemoRegisters(t.database);
    expect(await seedDemoPrudence(t.database)).toBe(3);
    expect(await seedDemoPrudence(t.database)).toBe(0);
    // a sweep checks at most its share and says more are due; the next one takes the rest
    expect(await runDuePrudenceChecks(t.app, 24, new Date(), 2)).toMatchObject({ checked: 2, more: true });
    const { checked, more, notifications } = await runDuePrudenceChecks(t.app, 24, new Date(), 2);
    expect({ checked, more }).toEqual({ checked: 1, more: false });
    // first checks are seen on the page, not alerted
    expect(notifications).toEqual([]);
    const { rows } = await t.database.db.execute(
      sql`SELECT s.inn, f.source, f.key FROM prudence_findings f JOIN prudence_subscriptions s ON s.id = f.subscription_id
        ORDER BY s.inn, f.source, f.key`,
    );
    const found = rows.map((r) => `${String(r.inn)} ${String(r.source)} ${String(r.key)}`);
    expect(found).toEqual(
      expect.arrayContaining([
        '7799000012 sud 1-245/2023',
        '7799000012 fssp 123456/24/77001-ИП от 12.02.2024',
        '7799000012 reputation flag:Реестр недобросовестных поставщиков',
        '7799000037 registry status:Ликвидировано',
      ]),
    );
    expect(found.filter((f) => f.startsWith('6164000018'))).toEqual([]);
  });
});
