import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsistencyResult } from '@cargo-sentry/contracts/identity-links/consistency';
import { addDays, todayIso } from '@cargo-sentry/contracts/shared/dates';
import { createUser, type TestUser } from '../../../test/factories';
import { identitiesOf, personLine, plantSource } from '../../../test/identity-sources';
import { callCheck, storedTicket } from '../../../test/verification-checks';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const today = todayIso();
const daysAgo = (days: number) => addDays(today, -days);
const companyA = '7707083893';
const otherCompany = (n: number) => `inn:${identitiesOf(900 + n).inn}`;

/**
 * Each rule of issue 27 §2 fires on a planted case with its class, and stays silent on a clean
 * control that looks like it. Sources are planted with `recordSource`, as the write paths record
 * them; every test has identifiers of its own (`identitiesOf(n)`).
 */
describe(`identity-consistency rules (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
    user = await createUser(t.database, { inn: companyA, verificationCount: 100 });
  });
  afterAll(() => t.close());

  async function check(form: Record<string, unknown>, who: TestUser = user, ticket?: string) {
    const res = await callCheck(t, who, 'consistency', form, ticket);
    expect(res.statusCode, res.body).toBe(200);
    return Object.assign(res.json<ConsistencyResult>(), { ticket: res.ticket });
  }
  const rulesOf = (result: ConsistencyResult) => result.findings.map((f) => `${f.rule}:${f.class}`);
  /** A founder's record of the participation register: a name without a birth date, a passport, the company. */
  const plantParticipation = (
    driver: { lastName: string; firstName: string; midName: string },
    passport: string,
    inn: string,
    seenOn: string,
  ) =>
    plantSource(t.database, {
      kind: 'register_participation',
      seenOn,
      parts: {
        person: { person: `${driver.lastName} ${driver.firstName} ${driver.midName}`, passport },
        carrier: { inn },
      },
    });

  describe('phone_other_person', () => {
    it('warns of a phone another person gave, alerts from three people, and stores the answer on the ticket', async () => {
      const id = identitiesOf(1);
      const form = { ...id.driver('Иванов'), phone: id.phone };
      await plantSource(t.database, {
        seenOn: daysAgo(3),
        companyKey: otherCompany(1),
        parts: { driver: { person: personLine(id.driver('Сидоров')), phone: id.phone } },
      });
      const warned = await check(form);
      expect(warned.class).toBe('warning');
      expect(rulesOf(warned)).toEqual(['phone_other_person:warning']);
      expect(warned.findings[0].message.ru).toBe(
        `Телефон ${id.phone} указывали с другим человеком: ${daysAgo(3).split('-').reverse().join('.')} (проверка другой компании)`,
      );
      expect(warned.findings[0].message.en).toBe(
        `The phone ${id.phone} was given with another person: ${daysAgo(3).split('-').reverse().join('.')} (another company's check)`,
      );
      expect((await storedTicket(t, user, warned.ticket)).results.consistency).toEqual(
        Object.fromEntries(Object.entries(warned).filter(([key]) => key !== 'ticket')),
      );

      await plantSource(t.database, {
        seenOn: daysAgo(1),
        companyKey: otherCompany(2),
        parts: { driver: { person: personLine(id.driver('Петров')), phone: id.phone } },
      });
      const alerted = await check(form);
      expect(rulesOf(alerted)).toEqual(['phone_other_person:alert']);
      expect(alerted.findings[0].message.ru).toContain('указывали с 2 другими людьми');
      expect(alerted.findings[0].sources).toHaveLength(2);
    });

    it('is silent when the phone was given by the same driver, written differently', async () => {
      const id = identitiesOf(2);
      const driver = id.driver('Ёлкин');
      await plantSource(t.database, {
        seenOn: daysAgo(2),
        companyKey: otherCompany(1),
        parts: { driver: { person: personLine({ ...driver, lastName: 'ЕЛКИН' }), phone: `8${id.phone.slice(2)}` } },
      });
      const result = await check({ ...driver, phone: id.phone });
      expect(result).toMatchObject({ class: 'success', findings: [] });
    });

    it('never counts the ticket the check runs under', async () => {
      const id = identitiesOf(3);
      const first = await check({ ...id.driver('Кузнецов'), phone: id.phone });
      await plantSource(t.database, {
        ref: first.ticket,
        seenOn: today,
        companyKey: `inn:${companyA}`,
        parts: { driver: { person: personLine(id.driver('Другой')), phone: id.phone } },
      });
      const again = await check({ ...id.driver('Кузнецов'), phone: id.phone }, user, first.ticket);
      expect(again.findings).toEqual([]);
    });
  });

  describe('plate_vin_mismatch', () => {
    it('alerts of a plate an incident saw with another VIN, and of the VIN under another plate', async () => {
      const id = identitiesOf(4);
      const other = identitiesOf(5);
      await plantSource(t.database, {
        kind: 'incident',
        ref: '9000004',
        seenOn: daysAgo(400),
        parts: { vehicle: { plate: id.plate, vin: other.vin } },
      });
      await plantSource(t.database, {
        kind: 'register_osago',
        ref: 'osago-5',
        seenOn: daysAgo(30),
        parts: { vehicle: { plate: other.plate, vin: id.vin } },
      });
      const result = await check({ autoGos: id.plate, autoVin: id.vin });
      expect(result.class).toBe('alert');
      // the incident holds the plate: that is also an incident contact (issue 27 §2 lists plates)
      expect(rulesOf(result)).toEqual([
        'plate_vin_mismatch:alert',
        'plate_vin_mismatch:alert',
        'wanted_or_incident_contact:alert',
      ]);
      expect(result.findings[0].message.ru).toContain(`Госномер ${id.plate} встречался с другим VIN`);
      expect(result.findings[0].message.ru).toContain(`инцидент № 9000004): VIN ${other.vin}`);
      expect(result.findings[0].sources).toEqual([
        { kind: 'incident', id: '9000004', date: daysAgo(400), own: true, link: '/incidents/view/9000004' },
      ]);
      expect(result.findings[1].message.en).toContain(`The VIN ${id.vin} was seen with another plate`);
    });

    it('finds no clone in a tractor plate beside its trailer VIN, nor in the same pair seen again', async () => {
      const id = identitiesOf(6);
      await plantSource(t.database, {
        seenOn: daysAgo(5),
        companyKey: otherCompany(1),
        parts: {
          vehicle: { plate: id.plate, vin: id.vin },
          trailer: { plate: id.trailerPlate, vin: identitiesOf(7).vin },
        },
      });
      const result = await check({ autoGos: id.plate, autoVin: id.vin });
      expect(result.findings).toEqual([]);
    });
  });

  describe('passport_other_person', () => {
    it('alerts of a passport the phone register holds under another name', async () => {
      const id = identitiesOf(8);
      await plantSource(t.database, {
        kind: 'register_phone',
        ref: 'phone-8',
        seenOn: daysAgo(100),
        parts: { person: { person: personLine(id.driver('Чужой')), passport: id.passport } },
      });
      const result = await check({ ...id.driver('Свой'), passportNumber: id.passport });
      expect(rulesOf(result)).toEqual(['passport_other_person:alert']);
      expect(result.findings[0].message.ru).toContain('реестр телефонов): Чужой');
    });

    it('alerts of a passport the passports register holds under another person, or another birth date', async () => {
      const id = identitiesOf(41);
      await plantSource(t.database, {
        kind: 'register_passport',
        ref: 'passport-41',
        seenOn: daysAgo(2),
        parts: { person: { person: personLine(id.driver('Чужой')), passport: id.passport } },
      });
      const result = await check({ ...id.driver('Свой'), passportNumber: id.passport });
      expect(rulesOf(result)).toEqual(['passport_other_person:alert']);
      const day = daysAgo(2).split('-').reverse().join('.');
      expect(result.findings[0].message.ru).toBe(
        `Паспорт ${id.passport} предъявляли с данными другого человека: ${day} (реестр паспортов): Чужой ${id.driver('').firstName} Иванович (01.02.1980)`,
      );
      expect(result.findings[0].message.en).toBe(
        `The passport ${id.passport} was presented with another person's name or birth date: ${day} (passport register): “Чужой ${id.driver('').firstName} Иванович (01.02.1980)”`,
      );
      expect(result.findings[0].sources).toEqual([
        { kind: 'register_passport', id: 'passport-41', date: daysAgo(2), own: true, link: null },
      ]);

      const born = identitiesOf(42);
      await plantSource(t.database, {
        kind: 'register_passport',
        seenOn: daysAgo(2),
        parts: { person: { person: personLine(born.driver('Свой', '1979-03-04')), passport: born.passport } },
      });
      const other = await check({ ...born.driver('Свой'), passportNumber: born.passport });
      expect(rulesOf(other)).toEqual(['passport_other_person:alert']);
      expect(other.findings[0].message.ru).toContain('(реестр паспортов): Свой');
    });

    it('alerts of a court case heard under another name', async () => {
      const id = identitiesOf(43);
      await plantSource(t.database, {
        kind: 'register_court_case',
        seenOn: daysAgo(30),
        parts: { person: { person: `Чужой ${id.driver('').firstName}`, passport: id.passport } },
      });
      const result = await check({ ...id.driver('Свой'), passportNumber: id.passport });
      expect(rulesOf(result)).toEqual(['passport_other_person:alert']);
      expect(result.findings[0].message.ru).toContain(`(реестр судебных дел): Чужой ${id.driver('').firstName}`);
      expect(result.findings[0].message.en).toContain(`(court cases register): “Чужой ${id.driver('').firstName}”`);
    });

    it('takes the passports register and a court case of the same person, ё and case folded, for the same person', async () => {
      const id = identitiesOf(44);
      const driver = id.driver('Ёлкин');
      await plantSource(t.database, {
        kind: 'register_passport',
        seenOn: daysAgo(3),
        parts: {
          person: { person: personLine({ ...driver, lastName: 'ЕЛКИН', midName: 'ИВАНОВИЧ' }), passport: id.passport },
        },
      });
      // a court case knows no patronymic or birth date
      await plantSource(t.database, {
        kind: 'register_court_case',
        seenOn: daysAgo(3),
        parts: { person: { person: `елкин ${driver.firstName.toUpperCase()}`, passport: id.passport } },
      });
      const stranger = await plantSource(t.database, {
        kind: 'register_court_case',
        seenOn: daysAgo(4),
        parts: { person: { person: `Чужой ${driver.firstName}`, passport: id.passport } },
      });
      const result = await check({ ...driver, passportNumber: id.passport });
      // only the stranger's case counts: one other person beside the form's
      expect(rulesOf(result)).toEqual(['passport_other_person:alert']);
      expect(result.findings[0].sources).toEqual([
        { kind: 'register_court_case', id: stranger, date: daysAgo(4), own: true, link: null },
      ]);
      expect(result.findings[0].message.ru).toContain('предъявляли с данными другого человека');
    });

    it('takes a register without birth dates for the same person', async () => {
      const id = identitiesOf(9);
      const driver = id.driver('Орлов');
      await plantParticipation(driver, id.passport, identitiesOf(10).inn, daysAgo(10));
      const result = await check({ ...driver, passportNumber: id.passport });
      expect(result.findings).toEqual([]);
    });
  });

  describe('driver_many_carriers', () => {
    const offer = (n: number, carrier: number, days: number) => {
      const id = identitiesOf(n);
      return plantSource(t.database, {
        seenOn: daysAgo(days),
        companyKey: otherCompany(carrier),
        parts: { driver: { person: personLine(id.driver('Водителев')) }, carrier: { inn: identitiesOf(carrier).inn } },
      });
    };

    it('warns of a driver another carrier offered 14 days ago, but not 15', async () => {
      await offer(11, 101, 14);
      const id = identitiesOf(11);
      const result = await check({ ...id.driver('Водителев'), inn: id.inn });
      expect(rulesOf(result)).toEqual(['driver_many_carriers:warning']);
      expect(result.findings[0].message.ru).toContain('за 14 дней предлагали 2 перевозчика');
      expect(result.findings[0].message.en).toContain('was offered by 2 carriers within 14 days');

      await offer(12, 102, 15);
      const later = identitiesOf(12);
      expect((await check({ ...later.driver('Водителев'), inn: later.inn })).findings).toEqual([]);
    });

    it('alerts from four carriers (the form’s among them), three are a warning', async () => {
      const id = identitiesOf(13);
      await offer(13, 103, 1);
      await offer(13, 104, 2);
      const three = await check({ ...id.driver('Водителев'), inn: id.inn });
      expect(rulesOf(three)).toEqual(['driver_many_carriers:warning']);
      await offer(13, 105, 3);
      const four = await check({ ...id.driver('Водителев'), inn: id.inn });
      expect(rulesOf(four)).toEqual(['driver_many_carriers:alert']);
      expect(four.findings[0].message.ru).toContain('предлагали 4 перевозчика');
    });

    it('is silent about the same carrier offering the driver again', async () => {
      const id = identitiesOf(14);
      const carrierOf14 = identitiesOf(14).inn;
      await plantSource(t.database, {
        seenOn: daysAgo(1),
        companyKey: otherCompany(1),
        parts: { driver: { person: personLine(id.driver('Повторов')) }, carrier: { inn: carrierOf14 } },
      });
      expect((await check({ ...id.driver('Повторов'), inn: carrierOf14 })).findings).toEqual([]);
    });
  });

  describe('checked_by_many_companies', () => {
    const checkedBy = (n: number, companyKey: string, days = 0) =>
      plantSource(t.database, {
        seenOn: daysAgo(days),
        companyKey,
        parts: {
          driver: { person: personLine(identitiesOf(n).driver('Проверяев')) },
          vehicle: { plate: identitiesOf(n).plate },
        },
      });

    it('warns when two other companies checked the driver and the vehicle within a day', async () => {
      const id = identitiesOf(15);
      await checkedBy(15, otherCompany(1));
      await checkedBy(15, otherCompany(2), 1);
      const result = await check({ ...id.driver('Проверяев'), autoGos: id.plate });
      expect(rulesOf(result)).toEqual(['checked_by_many_companies:warning', 'checked_by_many_companies:warning']);
      expect(result.findings[0].message.ru).toContain('за 1 день проверяли 3 компании');
      expect(result.findings[1].message.en).toContain(
        `The vehicle with the plate “${id.plate}” was checked by 3 companies`,
      );
    });

    it('counts the same company once, and not the checks of two days ago', async () => {
      const id = identitiesOf(16);
      await checkedBy(16, `inn:${companyA}`);
      await checkedBy(16, otherCompany(1));
      await checkedBy(16, otherCompany(1));
      await checkedBy(16, otherCompany(2), 2);
      const result = await check({ ...id.driver('Проверяев'), autoGos: id.plate });
      expect(result.findings).toEqual([]);
    });
  });

  describe('wanted_or_incident_contact', () => {
    it('alerts when the phone is registered to a wanted person', async () => {
      const id = identitiesOf(17);
      const wanted = id.driver('Беглов', '1975-05-05');
      await plantSource(t.database, {
        kind: 'register_phone',
        ref: 'phone-17',
        seenOn: daysAgo(50),
        parts: { person: { person: personLine(wanted), phone: id.phone } },
      });
      await plantSource(t.database, {
        kind: 'register_wanted',
        ref: 'wanted-17',
        seenOn: daysAgo(200),
        parts: { person: { person: personLine(wanted) } },
      });
      const result = await check({ ...id.driver('Честнов'), phone: id.phone });
      expect(rulesOf(result)).toEqual(['wanted_or_incident_contact:alert']);
      expect(result.findings[0].message.ru).toMatch(/^Телефон \+7\d+ зарегистрирован на человека в розыске: /);
      expect(result.findings[0].sources.map((s) => s.kind)).toEqual(['register_phone', 'register_wanted']);
    });

    it('is silent about a phone registered to someone who is not wanted', async () => {
      const id = identitiesOf(18);
      await plantSource(t.database, {
        kind: 'register_phone',
        ref: 'phone-18',
        seenOn: daysAgo(50),
        parts: { person: { person: personLine(id.driver('Обычнов')), phone: id.phone } },
      });
      await plantSource(t.database, {
        kind: 'register_wanted',
        ref: 'wanted-18',
        seenOn: daysAgo(200),
        parts: { person: { person: personLine(identitiesOf(19).driver('Беглов')) } },
      });
      expect((await check({ ...id.driver('Честнов'), phone: id.phone })).findings).toEqual([]);
    });

    it('alerts when an incident holds the carrier’s INN', async () => {
      const id = identitiesOf(20);
      await plantSource(t.database, {
        kind: 'incident',
        ref: '9000020',
        seenOn: daysAgo(90),
        parts: { carrier: { inn: id.inn } },
      });
      const result = await check({ inn: id.inn });
      expect(rulesOf(result)).toEqual(['wanted_or_incident_contact:alert']);
      expect(result.findings[0].message.en).toBe(
        `The INN ${id.inn} appears in incidents of our database: ${daysAgo(90).split('-').reverse().join('.')} (incident No. 9000020)`,
      );
    });
  });

  describe('driver_is_carrier_officer', () => {
    it('informs that the driver is a founder of the carrier: a success that says so', async () => {
      const id = identitiesOf(21);
      const driver = id.driver('Директоров');
      await plantParticipation(driver, id.passport, id.inn, daysAgo(20));
      const result = await check({ ...driver, passportNumber: id.passport, inn: id.inn });
      expect(result.class).toBe('success');
      expect(rulesOf(result)).toEqual(['driver_is_carrier_officer:info']);
      expect(result.findings[0].message.ru).toContain('— учредитель или руководитель перевозчика');

      const elsewhere = identitiesOf(22);
      const other = await check({ ...driver, passportNumber: id.passport, inn: elsewhere.inn });
      // Not an officer of that carrier; but the check above, recorded, offered them for another.
      expect(rulesOf(other)).toEqual(['driver_many_carriers:warning']);
    });
  });

  it('answers any form it accepts with a result, and refuses the rest with 400, never a 5xx', async () => {
    const { ticket } = await callCheck(t, user, 'consistency', { phone: identitiesOf(30).phone });
    const typed = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('Иванов|Иван', 'ёЁ', 'А123ВС77', 'XTA21099OY1234567', '8 (912) 345-67-89', '7707083893', ''),
    );
    const fields = ['lastName', 'firstName', 'midName', 'birthDate', 'phone', 'passportNumber', 'autoGos', 'autoVin'];
    await fc.assert(
      fc.asyncProperty(
        fc.record(Object.fromEntries(fields.map((f) => [f, typed])), { requiredKeys: [] }),
        async (form) => {
          const res = await callCheck(t, user, 'consistency', form, ticket);
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { seed: 27, numRuns: 60 },
    );
  });
});
