import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../../test/factories';
import { testDatabaseKind, type TestApp } from '../../../../test/test-app';
import {
  callCheck,
  createRegistryCheckApp,
  itBehavesLikeAProviderCheck,
  storedTicket,
} from '../../../../test/verification-checks';
import { demoCleanPerson, demoPerson } from '../../../db/seed/demo-registers';

/** The clean person as a user types them: spaces in the number, dates as shown. */
const clean = {
  ...demoCleanPerson,
  passportNumber: '45 10 654321',
  birthDate: '01.01.1985',
  passportDate: '20.01.2005',
};

describe(`passport and phone checks on the registry provider (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ({ t, user } = await createRegistryCheckApp());
  });
  afterAll(() => t.close());

  const check = (route: string, form: Record<string, unknown>) => callCheck(t, user, route, form);

  it('answers a passport on the invalid-passports list as invalid, score 0', async () => {
    const res = await check('passport_complex', demoPerson);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ description: 'Недействителен', score: 0 });
    const stored = await storedTicket(t, user, res.ticket);
    expect(stored.checks).toEqual(['passport_complex']);
    expect(stored.inputs).toMatchObject({ passportNumber: '4510123456', passportDate: '2000-05-10' });
  });

  it('confirms a valid passport with its holder’s data (any case), score 100', async () => {
    expect((await check('passport_complex', clean)).json()).toEqual({ description: 'Действителен', score: 100 });
    const shouted = { ...clean, lastName: 'ЧИСТОВ', midName: undefined };
    expect((await check('passport_complex', shouted)).json()).toEqual({ description: 'Действителен', score: 100 });
  });

  it('gives a low score when the number is valid but the person’s data differ, naming what differs', async () => {
    const otherBirth = await check('passport_complex', { ...clean, birthDate: '02.01.1985' });
    expect(otherBirth.json()).toEqual({ description: 'Данные владельца не совпадают: дата рождения', score: 10 });
    const otherPerson = await check('passport_complex', { ...demoPerson, passportNumber: clean.passportNumber });
    expect(otherPerson.json()).toEqual({
      description: 'Данные владельца не совпадают: фамилия, имя, отчество, дата рождения, дата выдачи',
      score: 10,
    });
  });

  it('answers a number no register knows as not found, score 0, not a failure', async () => {
    const res = await check('passport_complex', { ...clean, passportNumber: '4510000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ description: 'Не найден', score: 0 });
  });

  itBehavesLikeAProviderCheck(
    {
      route: 'passport_complex',
      form: clean,
      table: 'registry_passports',
      incomplete: { form: { ...clean, birthDate: null, passportDate: '' }, missing: ['birthDate', 'passportDate'] },
    },
    () => t,
    () => user,
  );

  it('confirms a phone registered to the person, however the number and the name are written', async () => {
    const own = await check('phone', { ...demoPerson, phone: '8 (916) 123-45-67' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ operationResult: true, operationMessage: 'Номер зарегистрирован на это лицо' });
    const spelt = await check('phone', { ...demoPerson, firstName: 'Петр', phone: '+7 916 1234567' });
    expect(spelt.json()).toMatchObject({ operationResult: true });
    expect((await check('phone', clean)).json()).toMatchObject({ operationResult: true });
  });

  it('does not confirm a phone registered to someone else, and does not say to whom', async () => {
    const res = await check('phone', { ...demoPerson, phone: demoCleanPerson.phone });
    expect(res.json()).toEqual({ operationResult: false, operationMessage: 'Номер зарегистрирован на другое лицо' });
    expect(res.body).not.toContain(demoCleanPerson.lastName);
    // the same name with another passport is not the subscriber either
    const otherPassport = await check('phone', { ...demoPerson, passportNumber: '4510999999' });
    expect(otherPassport.json()).toMatchObject({ operationResult: false });
  });

  it('answers a phone no register knows as not found', async () => {
    const res = await check('phone', { ...clean, phone: '+79990000001' });
    expect(res.json()).toEqual({ operationResult: false, operationMessage: 'Номер не найден' });
  });

  itBehavesLikeAProviderCheck(
    {
      route: 'phone',
      form: demoPerson,
      table: 'registry_phone_records',
      incomplete: { form: { ...demoPerson, phone: null, passportNumber: null }, missing: ['passportNumber', 'phone'] },
    },
    () => t,
    () => user,
  );
});
