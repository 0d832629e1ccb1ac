import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../../test/factories';
import { testDatabaseKind, type TestApp } from '../../../../test/test-app';
import {
  callCheck,
  createRegistryCheckApp,
  itBehavesLikeAProviderCheck,
  storedTicket,
} from '../../../../test/verification-checks';
import {
  demoCleanCompany,
  demoCleanPerson,
  demoCompanies,
  demoCompany,
  demoPerson,
} from '../../../db/seed/demo-registers';

// a real, checksum-valid INN (Sberbank's) that no demo register knows
const unknownInn = '7707083893';
const founder = {
  lastName: demoPerson.lastName,
  firstName: demoPerson.firstName,
  midName: demoPerson.midName,
  passportNumber: demoPerson.passportNumber,
};

describe(`reputation, participation and ATI id checks on the registry provider (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ({ t, user } = await createRegistryCheckApp());
  });
  afterAll(() => t.close());

  const check = async (route: string, form: Record<string, unknown>) => {
    const res = await callCheck(t, user, route, form);
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('lists the register findings of the demo incidents’ counterparty', async () => {
    const res = await check('reputation', { inn: demoCompany.inn });
    const { inn, ogrn, name, status, registrationDate, flags } = demoCompanies[0];
    expect(demoCompanies[0].inn).toBe(demoCompany.inn);
    expect(flags).toHaveLength(3);
    expect(res.json()).toEqual({ Items: [{ inn, ogrn, name, status, registrationDate, flags }] });
    expect((await storedTicket(t, user, res.ticket)).inputs).toEqual({ inn: demoCompany.inn });
  });

  it('answers a clean company with its record and no flags, an unknown INN with no items', async () => {
    const clean = await check('reputation', { inn: ` ${demoCleanCompany.inn} ` });
    expect(clean.json()).toMatchObject({ Items: [{ inn: demoCleanCompany.inn, status: 'Действующее', flags: [] }] });
    expect((await check('reputation', { inn: unknownInn })).json()).toEqual({ Items: [] });
  });

  itBehavesLikeAProviderCheck(
    {
      route: 'reputation',
      form: { inn: demoCompany.inn },
      table: 'registry_companies',
      incomplete: { form: { ogrn: demoCompany.ogrn }, missing: ['inn'] },
    },
    () => t,
    () => user,
  );

  it('lists the companies the person founded or directs, with role, share and status', async () => {
    const res = await check('participation', { ...founder, lastName: 'ДОЛЖНИКОВ', firstName: 'Петр' });
    expect(res.json()).toEqual({
      participations: [
        {
          inn: demoCompany.inn,
          ogrn: demoCompany.ogrn,
          name: 'ООО «ТрансЛогистик Плюс»',
          role: 'Учредитель',
          share: 100,
          status: 'Действующее',
        },
        expect.objectContaining({ inn: demoCompany.inn, role: 'Генеральный директор', share: null }),
        expect.objectContaining({ inn: '7799000037', role: 'Учредитель', share: 50, status: 'Ликвидировано' }),
      ],
    });
    expect((await storedTicket(t, user, res.ticket)).checks).toEqual(['participant']);
  });

  it('answers a person in no company, or the founder’s name with another passport, with none', async () => {
    expect((await check('participation', demoCleanPerson)).json()).toEqual({ participations: [] });
    const otherPassport = await check('participation', { ...founder, passportNumber: demoCleanPerson.passportNumber });
    expect(otherPassport.json()).toEqual({ participations: [] });
  });

  itBehavesLikeAProviderCheck(
    {
      route: 'participation',
      form: founder,
      table: 'registry_participations',
      incomplete: { form: { ...founder, midName: ' ' }, missing: ['midName'] },
    },
    () => t,
    () => user,
  );

  it('finds the ATI id registered to an INN by GET, none for an unknown INN', async () => {
    expect((await check('find_ati_su_id', { inn: demoCompany.inn })).json()).toEqual({ ati_ids: [demoCompany.atiId] });
    expect((await check('find_ati_su_id', { inn: demoCleanCompany.inn })).json()).toEqual({
      ati_ids: [demoCleanCompany.atiId],
    });
    const unknown = await check('find_ati_su_id', { inn: unknownInn });
    expect(unknown.json()).toEqual({ ati_ids: [] });
    expect(await storedTicket(t, user, unknown.ticket)).toMatchObject({
      checks: ['find_ati_su_id'],
      results: { find_ati_su_id: { ati_ids: [] } },
    });
  });

  it('refuses an INN with a wrong check digit or over its bound', async () => {
    const bad = await callCheck(t, user, 'find_ati_su_id', { inn: '7799000013' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { inn: ['inn_checksum'] } });
    const huge = await callCheck(t, user, 'find_ati_su_id', { inn: '7'.repeat(41) });
    expect(huge.statusCode).toBe(400);
  });

  itBehavesLikeAProviderCheck(
    {
      route: 'find_ati_su_id',
      form: { inn: demoCompany.inn },
      table: 'registry_ati_ids',
      incomplete: { form: {}, missing: ['inn'] },
    },
    () => t,
    () => user,
  );
});
