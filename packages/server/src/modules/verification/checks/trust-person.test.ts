import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustPersonResult } from '@cargo-sentry/contracts/verification/results';
import { trustPersonClass } from '@cargo-sentry/contracts/verification/verdicts';
import type { TestUser } from '../../../../test/factories';
import { testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { callCheck, createRegistryCheckApp, itBehavesLikeAProviderCheck } from '../../../../test/verification-checks';
import { demoCleanPerson, demoPerson } from '../../../db/seed/demo-registers';

const person = (p: typeof demoPerson) => ({
  lastName: p.lastName,
  firstName: p.firstName,
  midName: p.midName,
  birthDate: p.birthDate,
});
const softWarnings = { lastName: 'Осипов', firstName: 'Олег', birthDate: '30.07.1975' };

describe(`trust-person check on the registry provider (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ({ t, user } = await createRegistryCheckApp());
  });
  afterAll(() => t.close());

  const trust = async (form: Record<string, unknown>) => {
    const res = await callCheck(t, user, 'trust_person', form);
    expect(res.statusCode).toBe(200);
    return res.json<TrustPersonResult>();
  };

  it('gives a wanted person c1 with the wanted-list finding and the trust register’s colours: an alert', async () => {
    const result = await trust(person(demoPerson));
    expect(result).toEqual({
      resultCode: 0,
      c1: ['RED: Мошенничество (ч. 4 ст. 159 УК РФ); в розыске с 01.03.2024; ГУ МВД России по Ростовской области'],
      c2: 'RED',
      c3: 'RED',
      c4: 'YELLOW',
      c5: 'RED',
      c6: 'YELLOW',
    });
    expect(trustPersonClass(result)).toBe('alert');
  });

  it('finds the person whatever the case, with е for ё and without the patronymic', async () => {
    const result = await trust({ lastName: 'должников', firstName: 'ПЕТР', birthDate: '15.04.1980' });
    expect(result.c1).toEqual([expect.stringMatching(/^RED: /)]);
    // another patronymic is another person
    expect((await trust({ ...person(demoPerson), midName: 'Иванович' })).resultCode).toBe(-100);
  });

  it('warns when only the softer categories c4–c6 are red, c1 green when not wanted', async () => {
    const result = await trust(softWarnings);
    expect(result).toMatchObject({ resultCode: 0, c1: 'GREEN', c4: 'RED', c6: 'RED' });
    expect(trustPersonClass(result)).toBe('warning');
  });

  it('answers a known clean person all green, a success', async () => {
    const result = await trust(person(demoCleanPerson));
    expect(result).toEqual({
      resultCode: 0,
      c1: 'GREEN',
      c2: 'GREEN',
      c3: 'GREEN',
      c4: 'GREEN',
      c5: 'GREEN',
      c6: 'GREEN',
    });
    expect(trustPersonClass(result)).toBe('success');
  });

  it('answers a person no register knows with -100 (docs/product.md#verification-errors "not found"), not a failure', async () => {
    const result = await trust({ lastName: 'Неизвестный', firstName: 'Павел', birthDate: '1990-10-10' });
    expect(result).toEqual({ resultCode: -100, c1: null, c2: null, c3: null, c4: null, c5: null, c6: null });
    expect(trustPersonClass(result)).toBe('success');
  });

  itBehavesLikeAProviderCheck(
    {
      route: 'trust_person',
      form: person(demoPerson),
      table: 'registry_trust_persons',
      incomplete: { form: { lastName: 'Должников' }, missing: ['firstName', 'birthDate'] },
    },
    () => t,
    () => user,
  );
});
