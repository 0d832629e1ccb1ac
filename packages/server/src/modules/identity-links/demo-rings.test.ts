import { linksAnswerSchema, type LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askLinks, recordSeededSources } from '../../../test/identity-links';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/users';
import { seedDemo } from '../../db/seed/seed-demo';
import { demoBrokeredDriver, demoClonedPlate, demoSharedPhone, demoTwoNamePassport } from '../../db/seed/seed-rings';

// What README "Identity links" promises the explorer shows for each demo ring.
describe(`the demo rings of identity links (${testDatabaseKind})`, () => {
  let t: TestApp;
  const account = async (username: string) => {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.username} = ${username}`);
    return row;
  };
  const ask = async (username: string, query: Record<string, string>): Promise<LinksAnswer> =>
    linksAnswerSchema.parse((await askLinks(t.app, await account(username), query)).json());
  const labels = (answer: LinksAnswer, kind: string) =>
    answer.nodes
      .filter((n) => n.kind === kind && n.id !== answer.root)
      .map((n) => n.label)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database, { demoIncidents: 40 }, t.app.faceThread, recordSeededSources);
  });
  afterAll(() => t.close());

  it('records each ring once, however often the seed runs', async () => {
    const count = async () =>
      (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM identity_sightings`)).rows[0].n;
    const before = await count();
    await seedDemo(t.database, { demoIncidents: 40 }, t.app.faceThread, recordSeededSources);
    expect(await count()).toBe(before);
    const tickets = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM verification_tickets WHERE id::text LIKE '27a10000-%'`,
    );
    expect(tickets.rows[0].n).toBe(10);
  });

  it('shows the phone of three drivers: the user’s own driver, and two other companies’ as hidden', async () => {
    const asUser = await ask('user', { kind: 'phone', value: demoSharedPhone });
    expect(labels(asUser, 'person')).toEqual(['Гончаров Артем Викторович, 12.03.1988']);
    expect(labels(asUser, 'hidden')).toHaveLength(2);
    const asAdmin = await ask('admin', { kind: 'phone', value: demoSharedPhone });
    expect(labels(asUser, 'passport')).toEqual(['4511100200']);
    expect(labels(asAdmin, 'passport')).toHaveLength(3);
    expect(labels(asAdmin, 'person')).toEqual([
      'Белов Сергей Иванович, 05.07.1979',
      'Гончаров Артем Викторович, 12.03.1988',
      'Рахимов Тимур Ринатович, 21.11.1991',
    ]);
  });

  it('shows the cloned plate with the incidents’ and the OSAGO register’s VIN, and the other VIN of a check', async () => {
    const answer = await ask('user', { kind: 'plate', value: demoClonedPlate.plate });
    expect(labels(answer, 'vin')).toEqual([demoClonedPlate.otherVin, 'XTA210990Y2765432'].sort());
    expect(labels(answer, 'plate')).toEqual(['ЕК123477']);
    expect(labels(answer, 'inn')).toContain('7799000012');
    const registered = answer.edges.find((e) => e.to === 'vin:XTA210990Y2765432' || e.from === 'vin:XTA210990Y2765432');
    expect(new Set(registered?.sources.map((s) => s.kind))).toEqual(new Set(['incident', 'register_osago']));
  });

  it('shows the driver four carriers offered: three to the user’s company, one to another', async () => {
    const person = `${demoBrokeredDriver.lastName} ${demoBrokeredDriver.firstName} ${demoBrokeredDriver.midName} ${demoBrokeredDriver.birthDate}`;
    const asUser = await ask('user', { kind: 'person', value: person });
    expect(labels(asUser, 'inn')).toEqual(demoBrokeredDriver.carriers.slice(0, 3).sort());
    expect(labels(asUser, 'passport')).toEqual([demoBrokeredDriver.passportNumber]);
    expect(labels(asUser, 'hidden')).toHaveLength(1);
    const asAdmin = await ask('admin', { kind: 'person', value: person });
    expect(labels(asAdmin, 'inn')).toEqual([...demoBrokeredDriver.carriers].sort());
  });

  it('shows the passport under two names', async () => {
    const answer = await ask('user', { kind: 'passport', value: demoTwoNamePassport });
    expect(labels(answer, 'person')).toEqual([
      'Лебедев Андрей Павлович, 02.09.1983',
      'Сомов Игорь Николаевич, 17.06.1977',
    ]);
  });
});
