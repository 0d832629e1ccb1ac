import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isOsagoExpired } from '@cargo-sentry/contracts/verification/rules';
import { isDriverValid } from '@cargo-sentry/contracts/verification/verdicts';
import { startFakeGateway, type FakeGateway } from '../../../../test/fake-gateway';
import { GatewayError, type GatewayOptions } from './http-gateway';
import { httpProvider } from './http';
import { licenceNotFound } from './provider';

const demoPerson = { lastName: 'Должников', firstName: 'Пётр', midName: 'Сергеевич', birthDate: '1980-04-15' };
const cleanPerson = { lastName: 'Чистов', firstName: 'Иван', birthDate: '1990-01-01' };
const today = '2026-11-23';

describe('http provider against the fake gateway (api-assist.com protocol)', () => {
  let fake: FakeGateway;

  beforeAll(async () => {
    fake = await startFakeGateway({ slowMs: 1_000 });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  /** A fresh provider (and so a fresh breaker) with short delays. */
  const provider = (overrides: Partial<GatewayOptions> = {}) =>
    httpProvider({
      url: fake.url,
      token: fake.token,
      timeoutMs: 200,
      retries: 2,
      backoffInitialMs: 5,
      backoffMaxMs: 20,
      breakerThreshold: 100,
      ...overrides,
    });

  async function failureOf(call: Promise<unknown>): Promise<GatewayError> {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  }

  describe('answers of every lookup', () => {
    it('osago: a policy in force by VIN; by plate when the VIN finds none; none for a clean vehicle', async () => {
      const p = provider();
      const byVin = await p.osagoPolicies({ vin: 'X9F54321098765432' });
      expect(byVin).toEqual([
        {
          status: 'Действует',
          insurer: 'СПАО "Ингосстрах"',
          serial: 'ХХХ',
          number: '0451703060',
          restriction: true,
          uniqueNumber: null,
          bodyNumber: 'X9F54321098765432',
          regNumber: null,
          make: 'КАМАЗ',
          model: '5490',
          startDate: '2026-03-01',
          endDate: '2027-02-28',
        },
      ]);
      expect(isOsagoExpired(byVin, today)).toBe(false);
      expect(fake.requests).toEqual([{ service: 'osago_api/', query: { vin: 'X9F54321098765432' }, key: fake.token }]);

      const byPlate = await p.osagoPolicies({ vin: 'XTA21099000000001', plate: 'А777АА77' });
      expect(byPlate).toEqual([
        expect.objectContaining({ status: 'Истёк срок действия', regNumber: 'А777АА77', startDate: '2023-01-23' }),
      ]);
      expect(isOsagoExpired(byPlate, today)).toBe(true);
      expect(fake.requests.slice(1).map((r) => r.query)).toEqual([
        { vin: 'XTA21099000000001' },
        { regNumber: 'А777АА77' },
      ]);

      expect(await p.osagoPolicies({ plate: 'В001ВВ77' })).toEqual([]);
    });

    it('driver: a valid licence, one with a deprivation decision, and an unknown one as not found', async () => {
      const p = provider();
      const valid = await p.drivingLicence({ number: '7700123456', issueDate: '2015-05-20' });
      expect(valid).toEqual({
        wanted: false,
        status: 'Действует',
        drivingLicenseExpiryDate: '2025-05-20',
        drivingLicenseCategory: 'B, C, CE',
        decisionList: [],
      });
      expect(isDriverValid(valid, today)).toBe(true);
      expect(fake.requests[0].query).toEqual({ num: '7700123456', date: '20.05.2015' });

      const deprived = await p.drivingLicence({ number: '7700654321', issueDate: '2018-03-12' });
      expect(deprived.decisionList).toEqual([
        {
          date: '2024-06-03',
          state: '60',
          stateName: 'Постановление о лишении права управления ТС вступило в законную силу',
          term: 18,
          region: 'г. Москва',
        },
      ]);
      expect(isDriverValid(deprived, today)).toBe(false);

      const unknown = await p.drivingLicence({ number: '7700000001', issueDate: '2020-01-01' });
      expect(unknown).toEqual({
        wanted: false,
        status: licenceNotFound,
        drivingLicenseExpiryDate: null,
        drivingLicenseCategory: '',
        decisionList: [],
      });
    });

    it('fssp: the demo debtor’s proceeding with its amount; none for a clean person', async () => {
      const p = provider();
      expect(await p.bailiffDebts(demoPerson)).toEqual([
        {
          proceeding: '12345/24/77001-ИП от 01.02.2024',
          subject: 'Задолженность по кредитным платежам: 52 300.50 руб.',
          amount: 52300.5,
          department: 'ОСП по Центральному АО № 1',
          bailiff: 'Иванова А. А.',
          endReason: null,
        },
      ]);
      expect(fake.requests[0]).toMatchObject({
        service: 'fssp_api/search_fiz',
        query: { lastName: 'Должников', firstName: 'Пётр', patronymic: 'Сергеевич', dob: '15.04.1980' },
      });
      expect(await p.bailiffDebts(cleanPerson)).toEqual([]);
    });

    it('sud: the demo person’s case with its sides; none for a clean person', async () => {
      const p = provider();
      expect(await p.courtCases({ ...demoPerson, passportNumber: '4510123456' })).toEqual([
        {
          article: 'ст. 819 ГК РФ',
          caseNumber: '2-1234/2024',
          court: 'Тверской районный суд',
          sides: ['ООО "Кредит-Финанс"', 'Должников П. С.'],
        },
      ]);
      expect(fake.requests[0].query).toMatchObject({ passport_series: '4510', passport_number: '123456' });
      expect(await p.courtCases({ ...cleanPerson, passportNumber: '4510999999' })).toEqual([]);
    });

    it('passport: valid, not valid and not found', async () => {
      const p = provider();
      const ask = (passportNumber: string) => p.passport({ ...demoPerson, passportNumber, issueDate: '2005-05-01' });
      expect(await ask('4510123456')).toEqual({ description: 'Действителен', score: 100 });
      expect(await ask('4510000000')).toEqual({ description: 'Недействителен', score: 0 });
      expect(await ask('4610777777')).toEqual({ description: 'Не найден', score: 0 });
      expect(fake.requests[0].query).toEqual({
        passport_series: '4510',
        passport_number: '123456',
        first_name: 'Пётр',
        last_name: 'Должников',
      });
    });

    it('phone: registered to the person or not', async () => {
      const p = provider();
      const ask = (person: typeof cleanPerson, phone: string) =>
        p.phoneOwner({ ...person, passportNumber: '4510123456', phone });
      expect(await ask(demoPerson, '+79161234567')).toEqual({
        operationResult: true,
        operationMessage: 'Номер принадлежит лицу',
      });
      expect(await ask(cleanPerson, '+79161234567')).toEqual({
        operationResult: false,
        operationMessage: 'Номер не принадлежит лицу',
      });
    });

    it('trust person: the six categories, or null for a person nobody knows', async () => {
      const p = provider();
      expect(await p.trustPerson(demoPerson)).toEqual({
        c1: 'RED',
        c2: null,
        c3: null,
        c4: ['YELLOW'],
        c5: null,
        c6: 'GREEN',
      });
      expect(await p.trustPerson(cleanPerson)).toBeNull();
    });

    it('reputation, participations and ATI ids by INN or person; empty when clean', async () => {
      const p = provider();
      expect(await p.companyReputation({ inn: '7707083893' })).toEqual([
        {
          inn: '7707083893',
          ogrn: '1027700132195',
          name: 'ООО "Грузовые линии"',
          status: 'Действующее',
          registrationDate: '2002-08-22',
          flags: ['Массовый адрес'],
        },
      ]);
      expect(await p.companyReputation({ inn: '500100732259' })).toEqual([]);
      const person = { lastName: 'Должников', firstName: 'Пётр', midName: '', passportNumber: '4510123456' };
      expect(await p.participations(person)).toEqual([
        {
          inn: '7707083893',
          ogrn: null,
          name: 'ООО "Грузовые линии"',
          role: 'Учредитель',
          share: 50,
          status: 'Действующее',
        },
      ]);
      expect(await p.participations({ ...person, lastName: 'Чистов' })).toEqual([]);
      // Digits only, at least five: a stray value in the answer is not an id.
      expect(await p.atiIds({ inn: '7707083893' })).toEqual(['123456', '98765']);
      expect(await p.atiIds({ inn: '500100732259' })).toEqual([]);
    });
  });

  describe('failures', () => {
    it('a wrong key is refused (403) and not retried', async () => {
      const error = await failureOf(provider({ token: 'wrong' }).atiIds({ inn: '7707083893' }));
      expect(error).toMatchObject({ failure: 'rejected', status: 403 });
      expect(fake.requests).toHaveLength(1);
    });

    it('a refused request (400 with the aggregator’s error) is not retried', async () => {
      fake.fail('refused');
      const error = await failureOf(provider().bailiffDebts(demoPerson));
      expect(error).toMatchObject({ failure: 'rejected', status: 400 });
      expect(fake.requests).toHaveLength(1);
    });

    it('"try later" (success 0) is retried, and the next answer is used', async () => {
      fake.fail('try_later', 1);
      const result = await provider().drivingLicence({ number: '7700123456', issueDate: '2015-05-20' });
      expect(result.status).toBe('Действует');
      expect(fake.requests).toHaveLength(2);
    });

    it('a 5xx is retried: success when the gateway recovers, a failure after all retries when not', async () => {
      fake.fail('server_error', 2);
      expect(await provider().osagoPolicies({ vin: 'X9F54321098765432' })).toHaveLength(1);
      expect(fake.requests).toHaveLength(3);

      fake.reset();
      fake.fail('server_error');
      const error = await failureOf(provider().osagoPolicies({ vin: 'X9F54321098765432' }));
      expect(error).toMatchObject({ failure: 'unavailable', status: 502 });
      expect(fake.requests).toHaveLength(3);
    });

    it('429 is retried like a 5xx', async () => {
      fake.fail('rate_limited');
      const error = await failureOf(provider({ retries: 1 }).atiIds({ inn: '7707083893' }));
      expect(error).toMatchObject({ failure: 'unavailable', status: 429 });
      expect(fake.requests).toHaveLength(2);
    });

    it('a slow gateway times out on every attempt and fails after the retries', async () => {
      fake.fail('slow');
      const started = Date.now();
      const error = await failureOf(
        provider({ timeoutMs: 150 }).drivingLicence({ number: '7700123456', issueDate: '2015-05-20' }),
      );
      const elapsed = Date.now() - started;
      expect(error.message).toContain('no answer within 150 ms');
      expect(fake.requests).toHaveLength(3);
      // Three time-outs, not the fake's full second each.
      expect(elapsed).toBeGreaterThanOrEqual(450);
      expect(elapsed).toBeLessThan(1_000);
    });

    it('a slow answer within the time-out is an answer', async () => {
      const slowFake = await startFakeGateway({ slowMs: 50 });
      try {
        slowFake.fail('slow');
        const p = httpProvider({ url: slowFake.url, token: slowFake.token, timeoutMs: 500, retries: 0 });
        expect(await p.atiIds({ inn: '7707083893' })).toEqual(['123456', '98765']);
      } finally {
        await slowFake.close();
      }
    });

    it('a body that is not JSON, or JSON of the wrong shape, is a failure and not retried', async () => {
      fake.fail('malformed', 1);
      expect(await failureOf(provider().osagoPolicies({ vin: 'X9F54321098765432' }))).toMatchObject({
        failure: 'malformed',
      });
      fake.fail('wrong_shape', 1);
      const error = await failureOf(provider().drivingLicence({ number: '7700123456', issueDate: '2015-05-20' }));
      expect(error).toMatchObject({ failure: 'malformed' });
      expect(error.message).toContain('document');
      fake.fail('not_object', 1);
      expect(await failureOf(provider().atiIds({ inn: '7707083893' }))).toMatchObject({ failure: 'malformed' });
      expect(fake.requests).toHaveLength(3);
    });

    it('an unreachable gateway is a failure after the retries', async () => {
      const gone = await startFakeGateway();
      const url = gone.url;
      await gone.close();
      const error = await failureOf(
        httpProvider({ url, token: 't', timeoutMs: 200, retries: 1, backoffInitialMs: 5 }).atiIds({ inn: '1' }),
      );
      expect(error).toMatchObject({ failure: 'unavailable' });
      expect(error.message).toContain('ECONNREFUSED');
    });

    it('never puts the query (personal data) or the key into the error', async () => {
      fake.fail('server_error');
      const error = await failureOf(
        provider({ retries: 0 }).passport({ ...demoPerson, passportNumber: '4510123456', issueDate: '2005-05-01' }),
      );
      const logged = JSON.stringify({ ...error, message: error.message, stack: error.stack });
      for (const secret of ['Должников', 'Пётр', '4510', '123456', fake.token]) expect(logged).not.toContain(secret);
      expect(logged).toContain('passport_api');
    });
  });

  describe('circuit breaker', () => {
    it('opens after consecutive failures, fails fast without calling, and closes after a good trial call', async () => {
      const p = provider({ retries: 0, breakerThreshold: 3, breakerHalfOpenMs: 300 });
      fake.fail('server_error');
      for (let i = 0; i < 3; i += 1) {
        expect(await failureOf(p.atiIds({ inn: '7707083893' }))).toMatchObject({ status: 502 });
      }
      expect(fake.requests).toHaveLength(3);

      // fails fast: the gateway gets no fourth request, so no time-out is waited for
      const fast = await failureOf(p.drivingLicence({ number: '7700123456', issueDate: '2015-05-20' }));
      expect(fast.message).toContain('circuit open');
      expect(fake.requests).toHaveLength(3);

      fake.reset();
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await p.atiIds({ inn: '7707083893' })).toEqual(['123456', '98765']);
      expect(await p.atiIds({ inn: '7707083893' })).toEqual(['123456', '98765']);
      expect(fake.requests).toHaveLength(2);
    });

    it('does not count refusals: a bad request says nothing about the gateway’s health', async () => {
      const p = provider({ retries: 0, breakerThreshold: 2 });
      fake.fail('refused');
      for (let i = 0; i < 4; i += 1) await failureOf(p.atiIds({ inn: '7707083893' }));
      fake.reset();
      expect(await p.atiIds({ inn: '7707083893' })).toEqual(['123456', '98765']);
    });
  });
});
