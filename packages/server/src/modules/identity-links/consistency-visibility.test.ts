import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsistencyResult } from '@cargo-sentry/contracts/identity-links/consistency';
import { identitySourceKinds } from '@cargo-sentry/contracts/identity-links/identifiers';
import { addDays, todayIso } from '@cargo-sentry/contracts/shared/dates';
import { authHeader, createStaff, createUser, type TestUser } from '../../../test/factories';
import { identitiesOf, personLine, plantSource } from '../../../test/identity-sources';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';
import { callCheck } from '../../../test/verification-checks';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { lookupBounds, selectSourcesSeeing, type SourceScope } from './consistency-repo';

const today = todayIso();
const daysAgo = (days: number) => addDays(today, -days);

/**
 * Who sees what of a finding (issue 27 §4): another company's ticket says only that and when; the
 * user's own company and staff see it whole; a limited user's incidents are their district's; the
 * scope of the one lookup statement (sharing off, the check's own ticket, windows, kinds, bounds).
 */
describe(`identity consistency: who sees what (${testDatabaseKind})`, () => {
  let t: TestApp;
  const companyA = identitiesOf(501).inn;
  const companyB = identitiesOf(502).inn;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
  });
  afterAll(() => t.close());

  async function check(who: TestUser, form: Record<string, unknown>) {
    const res = await callCheck(t, who, 'consistency', form);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  describe('another company’s ticket', () => {
    const id = identitiesOf(510);
    const driver = id.driver('Открытов');
    // what only company B's checks hold, each a string of its own
    const secret = {
      surname: 'Скрытнова',
      name: 'Секретина',
      passport: '4599887766',
      carrierInn: identitiesOf(511).inn,
      otherCarrierInn: identitiesOf(512).inn,
      vin: 'XTA99887766554433',
    };
    const refs: string[] = [];
    const form = { ...driver, phone: id.phone, autoGos: id.plate, autoVin: id.vin, inn: id.inn };

    beforeAll(async () => {
      const b = `inn:${companyB}`;
      refs.push(
        await plantSource(t.database, {
          seenOn: daysAgo(2),
          companyKey: b,
          parts: {
            driver: {
              person: `${secret.surname} ${secret.name} Тайновна 1970-07-07`,
              phone: id.phone,
              passport: secret.passport,
            },
            carrier: { inn: secret.carrierInn },
          },
        }),
        await plantSource(t.database, {
          seenOn: daysAgo(3),
          companyKey: b,
          parts: { driver: { person: personLine(driver) }, carrier: { inn: secret.otherCarrierInn } },
        }),
        await plantSource(t.database, {
          seenOn: daysAgo(4),
          companyKey: b,
          parts: { vehicle: { plate: id.plate, vin: secret.vin } },
        }),
      );
    });

    const leaks = (body: string) =>
      [
        secret.surname,
        secret.surname.toLowerCase(),
        secret.name,
        secret.name.toLowerCase(),
        secret.passport,
        secret.carrierInn,
        secret.otherCarrierInn,
        secret.vin,
        companyB,
        ...refs,
      ].filter((value) => body.includes(value));

    it('tells another company’s user that and when, and nothing of what it saw', async () => {
      const user = await createUser(t.database, { inn: companyA });
      const res = await check(user, form);
      const result = res.json<ConsistencyResult>();
      expect(result.findings.map((f) => f.rule).sort()).toEqual([
        'driver_many_carriers',
        'phone_other_person',
        'plate_vin_mismatch',
      ]);
      expect(leaks(res.body)).toEqual([]);
      for (const finding of result.findings) {
        for (const source of finding.sources)
          expect(source).toMatchObject({ kind: 'ticket', id: null, own: false, link: null });
      }
      const phone = result.findings.find((f) => f.rule === 'phone_other_person')!;
      expect(phone.message.ru).toBe(
        `Телефон ${id.phone} указывали с другим человеком: ${daysAgo(2).split('-').reverse().join('.')} (проверка другой компании)`,
      );
    });

    it('shows staff and company B’s own users everything', async () => {
      for (const who of [await createStaff(t.database), await createUser(t.database, { inn: companyB })]) {
        const res = await check(who, form);
        expect(leaks(res.body).sort()).toEqual(
          [secret.surname, secret.name, secret.otherCarrierInn, secret.vin, ...refs].sort(),
        );
        // Company B's planted tickets come whole; company A's check above is recorded too, and is
        // another company's for B's user.
        const sources = res.json<ConsistencyResult>().findings.flatMap((f) => f.sources);
        const whole = new Set(sources.filter((s) => s.own && s.id !== null).map((s) => s.id));
        expect(refs.filter((ref) => !whole.has(ref))).toEqual([]);
      }
    });
  });

  it('opens a source where the viewer’s pages show it: the user’s own check, not a colleague’s; staff every check', async () => {
    const id = identitiesOf(540);
    const company = identitiesOf(541).inn;
    const [me, colleague, staff] = [
      await createUser(t.database, { inn: company }),
      await createUser(t.database, { inn: company }),
      await createStaff(t.database),
    ];
    const plant = (who: TestUser, surname: string, daysBack: number) =>
      plantSource(t.database, {
        seenOn: daysAgo(daysBack),
        companyKey: `inn:${company}`,
        userId: who.id,
        parts: { driver: { person: personLine(id.driver(surname)), phone: id.phone } },
      });
    const mine = await plant(me, 'Первый', 3);
    const theirs = await plant(colleague, 'Второй', 4);
    const linksOf = async (who: TestUser) =>
      Object.fromEntries(
        (await check(who, { ...id.driver('Третий'), phone: id.phone }))
          .json<ConsistencyResult>()
          .findings.flatMap((f) => f.sources)
          .filter((s) => s.id === mine || s.id === theirs)
          .map((s) => [s.id, { own: s.own, link: s.link }]),
      );
    expect(await linksOf(me)).toEqual({
      [mine]: { own: true, link: `/verification?ticket=${mine}` },
      // The colleague's check is the company's: shown whole, but the user's history does not hold it.
      [theirs]: { own: true, link: null },
    });
    expect(await linksOf(staff)).toEqual({
      [mine]: { own: true, link: `/verification?ticket=${mine}` },
      [theirs]: { own: true, link: `/verification?ticket=${theirs}` },
    });
  });

  it('warns from no other company’s ticket once staff turn sharing off, through the links settings', async () => {
    const id = identitiesOf(591);
    const driver = id.driver('Раздельнов');
    await plantSource(t.database, {
      seenOn: daysAgo(1),
      companyKey: `inn:${companyB}`,
      parts: { driver: { person: 'Чужов Чужак 1971-01-01', phone: id.phone } },
    });
    const user = await createUser(t.database, { inn: companyA });
    const rulesFound = async () =>
      (await check(user, { ...driver, phone: id.phone })).json<ConsistencyResult>().findings.map((f) => f.rule);
    expect(await rulesFound()).toEqual(['phone_other_person']);

    const staff = await authHeader(t.app, await createStaff(t.database));
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cargo/links/settings',
      headers: staff,
      payload: { sharing_between_companies: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await rulesFound()).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cargo/links/settings',
      headers: staff,
      payload: { sharing_between_companies: true },
    });
  });

  it('names no incident outside a limited user’s district, and their own district’s', async () => {
    const id = identitiesOf(520);
    const [moscow, rostov] = await insertIncidents(t.database, [
      incidentRow({ counterparty_inn: id.inn, ...placeOf('Москва') }),
      incidentRow({ counterparty_inn: id.inn }),
    ]);
    for (const incident of [moscow, rostov]) {
      await plantSource(t.database, {
        kind: 'incident',
        ref: String(incident),
        seenOn: daysAgo(30),
        parts: { carrier: { inn: id.inn } },
      });
    }
    const idsSeenBy = async (who: TestUser) =>
      (await check(who, { inn: id.inn })).json<ConsistencyResult>().findings.flatMap((f) => f.sources.map((s) => s.id));
    expect((await idsSeenBy(await createUser(t.database))).sort()).toEqual([String(moscow), String(rostov)].sort());
    expect(await idsSeenBy(await createUser(t.database, { accessLevel: 'limited' }))).toEqual([String(rostov)]);
  });

  describe('the lookup’s scope', () => {
    const id = identitiesOf(530);
    const scope: SourceScope = { since: daysAgo(30), ownTicket: null, onlyCompany: null, kinds: identitySourceKinds };
    const refsOf = async (over: Partial<SourceScope>) =>
      new Set(
        (await selectSourcesSeeing(t.database.db, [{ kind: 'phone', value: id.phone }], { ...scope, ...over })).map(
          (row) => row.ref,
        ),
      );
    let own: string;
    let foreign: string;
    let register: string;
    let old: string;

    beforeAll(async () => {
      const phone = { driver: { phone: id.phone } };
      own = await plantSource(t.database, { seenOn: today, companyKey: `inn:${companyA}`, parts: phone });
      foreign = await plantSource(t.database, { seenOn: today, companyKey: `inn:${companyB}`, parts: phone });
      register = await plantSource(t.database, {
        kind: 'register_phone',
        seenOn: today,
        parts: { person: phone.driver },
      });
      old = await plantSource(t.database, { seenOn: daysAgo(31), companyKey: `inn:${companyA}`, parts: phone });
    });

    it('leaves out other companies’ tickets when sharing is off, never incidents or registers', async () => {
      expect(await refsOf({})).toEqual(new Set([own, foreign, register]));
      expect(await refsOf({ onlyCompany: `inn:${companyA}` })).toEqual(new Set([own, register]));
    });

    it('leaves out the check’s own ticket, what is older than the window and other kinds', async () => {
      expect(await refsOf({ ownTicket: own })).toEqual(new Set([foreign, register]));
      expect(await refsOf({ since: daysAgo(31) })).toContain(old);
      expect(await refsOf({ kinds: ['register_phone'] })).toEqual(new Set([register]));
    });

    it('answers a hub’s newest sources only, within its bounds', async () => {
      const hub = identitiesOf(531);
      for (let i = 0; i < lookupBounds.kept + 5; i++) {
        await plantSource(t.database, {
          seenOn: today,
          companyKey: `user:${i}`,
          parts: { driver: { phone: hub.phone } },
        });
      }
      const rows = await selectSourcesSeeing(t.database.db, [{ kind: 'phone', value: hub.phone }], scope);
      expect(new Set(rows.map((row) => row.source_id)).size).toBe(lookupBounds.kept);
    });
  });
});
