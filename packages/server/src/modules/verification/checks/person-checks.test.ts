import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FsspResult, SudResult } from '@cargo-sentry/contracts/verification/results';
import { authHeader, createUser, type TestUser } from '../../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { demoPerson } from '../../../db/seed/demo-registers';
import { seedDemoRegisters } from '../../../db/seed/seed-registers';
import { openTicket } from '../tickets';

const clean = { lastName: 'Чистов', firstName: 'Иван', birthDate: '1985-01-01', passportNumber: '4510654321' };

describe(`bailiff (fssp) and court (sud) checks on the registry provider (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database, { verificationCount: 100 });
    await seedDemoRegisters(t.database);
  });
  afterAll(() => t.close());

  async function check(name: 'fssp' | 'sud', form: Record<string, unknown>, who: TestUser = user) {
    const { ticket } = await openTicket(t.database, who);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/cargo/verification/${name}`,
      headers: await authHeader(t.app, who),
      payload: { ticket, ...form },
    });
  }

  it('finds the demo person’s enforcement proceeding, whatever the case of the name', async () => {
    const res = await check('fssp', { ...demoPerson, lastName: 'ДОЛЖНИКОВ', birthDate: '15.04.1980' });
    expect(res.statusCode).toBe(200);
    const result = res.json<FsspResult>();
    expect(result.found).toBe(true);
    expect(result.data).toEqual([expect.objectContaining({ amount: 412_500, endReason: null })]);
    expect((await check('fssp', clean)).json()).toEqual({ found: false, data: [] });
  });

  it('finds the demo person’s court case; nobody found is -100 (docs/product.md#verification-errors), not a failure', async () => {
    const found = (await check('sud', demoPerson)).json<SudResult>();
    expect(found.resultCode).toBe(0);
    expect(found.cases).toEqual([expect.objectContaining({ caseNumber: '1-245/2023' })]);
    expect((await check('sud', clean)).json()).toEqual({ resultCode: -100, cases: [] });
  });

  it('needs the fields of docs/product.md#fields-each-check-needs and honours a disabled check', async () => {
    const fssp = await check('fssp', { lastName: 'Иванов', firstName: 'Иван' });
    expect(fssp.statusCode).toBe(400);
    expect(fssp.json()).toMatchObject({ detail: 'missing_fields', fields: { birthDate: expect.any(Array) } });
    const sud = await check('sud', { lastName: 'Иванов', firstName: 'Иван', birthDate: '1980-01-01' });
    expect(sud.json()).toMatchObject({ detail: 'missing_fields', fields: { passportNumber: expect.any(Array) } });
    const restricted = await createUser(t.database, { disabledChecks: ['sud'] });
    expect((await check('sud', demoPerson, restricted)).statusCode).toBe(403);
    expect((await check('fssp', demoPerson, restricted)).statusCode).toBe(200);
  });
});
