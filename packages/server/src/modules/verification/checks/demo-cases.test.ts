import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atiIdsClass,
  participationClass,
  passportClass,
  phoneClass,
  reputationClass,
  trustPersonClass,
} from '@cargo-sentry/contracts/verification/verdicts';
import type { ResultClass } from '@cargo-sentry/contracts/verification/rules';
import type { TestUser } from '../../../../test/factories';
import { testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { callCheck, createRegistryCheckApp } from '../../../../test/verification-checks';
import { demoCleanCompany, demoCleanPerson, demoCompany, demoPerson } from '../../../db/seed/demo-registers';

/** Each rule takes its own check's answer; the route of the case says which answer comes. */
type Rule = (answer: unknown) => ResultClass;
const ruleOf =
  <Answer>(rule: (answer: Answer) => ResultClass): Rule =>
  (answer) =>
    rule(answer as Answer);

/** The README's table of demo people and companies: what to enter, and the class the page shows. */
const cases: [string, string, Record<string, unknown>, Rule, ResultClass][] = [
  ['passport of Должников (invalid list)', 'passport_complex', demoPerson, ruleOf(passportClass), 'alert'],
  ['passport of Чистов', 'passport_complex', demoCleanPerson, ruleOf(passportClass), 'success'],
  [
    'Чистов’s passport with another birth date',
    'passport_complex',
    { ...demoCleanPerson, birthDate: '1985-01-02' },
    ruleOf(passportClass),
    'warning',
  ],
  [
    'an unknown passport',
    'passport_complex',
    { ...demoCleanPerson, passportNumber: '4510000001' },
    ruleOf(passportClass),
    'warning',
  ],
  ['Должников’s own phone', 'phone', demoPerson, ruleOf(phoneClass), 'success'],
  [
    'Чистов’s phone given for Должников',
    'phone',
    { ...demoPerson, phone: demoCleanPerson.phone },
    ruleOf(phoneClass),
    'warning',
  ],
  ['Чистов’s own phone', 'phone', demoCleanPerson, ruleOf(phoneClass), 'success'],
  ['an unknown phone', 'phone', { ...demoCleanPerson, phone: '+79990000001' }, ruleOf(phoneClass), 'warning'],
  ['trust of Должников', 'trust_person', demoPerson, ruleOf(trustPersonClass), 'alert'],
  [
    'trust of Осипов',
    'trust_person',
    { lastName: 'Осипов', firstName: 'Олег', birthDate: '1975-07-30' },
    ruleOf(trustPersonClass),
    'warning',
  ],
  ['trust of Чистов', 'trust_person', demoCleanPerson, ruleOf(trustPersonClass), 'success'],
  [
    'trust of an unknown person',
    'trust_person',
    { ...demoCleanPerson, lastName: 'Никтов' },
    ruleOf(trustPersonClass),
    'success',
  ],
  ['reputation of the demo counterparty', 'reputation', { inn: demoCompany.inn }, ruleOf(reputationClass), 'warning'],
  ['reputation of the clean company', 'reputation', { inn: demoCleanCompany.inn }, ruleOf(reputationClass), 'success'],
  ['reputation of an unknown INN', 'reputation', { inn: '7707083893' }, ruleOf(reputationClass), 'warning'],
  ['companies of Должников', 'participation', demoPerson, ruleOf(participationClass), 'warning'],
  ['companies of Чистов', 'participation', demoCleanPerson, ruleOf(participationClass), 'success'],
  ['ATI id of the demo counterparty', 'find_ati_su_id', { inn: demoCompany.inn }, ruleOf(atiIdsClass), 'success'],
  ['ATI id of the clean company', 'find_ati_su_id', { inn: demoCleanCompany.inn }, ruleOf(atiIdsClass), 'success'],
  ['ATI id of an unknown INN', 'find_ati_su_id', { inn: '7707083893' }, ruleOf(atiIdsClass), 'warning'],
];

describe(`the README's demo people and companies, as the page classes them (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ({ t, user } = await createRegistryCheckApp());
  });
  afterAll(() => t.close());

  it.each(cases)('%s', async (_name, route, form, rule, expected) => {
    const res = await callCheck(t, user, route, form);
    expect(res.statusCode).toBe(200);
    expect(rule(res.json())).toBe(expected);
  });
});
