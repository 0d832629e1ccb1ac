import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';

// Map answers are shared between identical requests (issue 9, "Under load"); they must never be
// older than the request, nor cross from one access level to another.
describe(`shared map answers (${testDatabaseKind})`, () => {
  let t: TestApp;
  let full: { authorization: string };
  let limited: { authorization: string };
  const url = '/api/v1/cargo/incident/map_clusters?bbox=-180,-85,180,85&zoom=2';
  const total = async (headers: { authorization: string }) =>
    (await t.app.inject({ url, headers })).json<{ total: number }>().total;

  beforeAll(async () => {
    t = await createTestApp();
    full = await authHeader(t.app, await createUser(t.database));
    limited = await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' }));
    await insertIncidents(t.database, [
      incidentRow({ ...placeOf('Краснодар') }),
      incidentRow({ ...placeOf('Москва') }),
      incidentRow({ ...placeOf('Казань') }),
    ]);
  });
  afterAll(() => t.close());

  it('gives identical concurrent requests the same answer', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url, headers: full })));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0].json()).toMatchObject({ total: 3 });
  });

  it('keeps a limited user to the Southern district even right after a full user asked the same', async () => {
    expect(await total(full)).toBe(3);
    expect(await total(limited)).toBe(1);
  });

  it('answers anew after a write', async () => {
    expect(await total(full)).toBe(3);
    await insertIncidents(t.database, [incidentRow({ ...placeOf('Москва') })]);
    expect(await total(full)).toBe(4);
  });
});
