import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskResult } from '@cargo-sentry/contracts/verification/results';
import { riskResultClass } from '@cargo-sentry/contracts/verification/verdicts';
import { authHeader, createUser, type TestUser } from '../../../../test/factories';
import { incidentRow, insertIncidents, placeOf } from '../../../../test/incident-builders';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { openTicket } from '../tickets';

const riskUrl = '/api/v1/cargo/verification/risk';
// real, checksum-valid identifiers (Sberbank's INN and OGRN)
const inn = '7707083893';
const ogrn = '1027700132195';

describe(`risk check against our incidents (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database, { verificationCount: 100 });
    ids = await insertIncidents(t.database, [
      incidentRow({ date: '2025-03-01', vehicle_plate: 'А123ВС77', trailer_plate: 'АВ123477', ati_id: '777111' }),
      incidentRow({ date: '2025-05-01', vehicle_vin: 'XTA21099012345678', counterparty_inn: inn }),
      incidentRow({ date: '2025-04-01', counterparty_ogrn: ogrn, counterparty_inn: inn, ati_id: '55555' }),
      // Moscow: outside the Southern district a limited user sees
      incidentRow({ date: '2025-02-01', vehicle_plate: 'М777ММ99', ...placeOf('Москва') }),
    ]);
  });
  afterAll(() => t.close());

  async function risk(form: Record<string, unknown>, who: TestUser = user) {
    const { ticket } = await openTicket(t.database, who);
    const res = await t.app.inject({
      method: 'POST',
      url: riskUrl,
      headers: await authHeader(t.app, who),
      payload: { ticket, ...form },
    });
    return { res, ticket };
  }

  it('raises an alert on a plate of an incident, typed with Latin look-alikes and spaces', async () => {
    const { res } = await risk({ autoGos: 'a 123 bc 77' });
    expect(res.statusCode).toBe(200);
    const result = res.json<RiskResult>();
    expect(result.list).toEqual([
      expect.objectContaining({ id: ids[0], matched_by: ['vehicle_plate'], link: `/incidents/view/${ids[0]}` }),
    ]);
    expect(result.list[0].place).toBe('Ростов-на-Дону');
    expect(riskResultClass(result.list)).toBe('alert');
  });

  it('finds a trailer typed in the vehicle field and a VIN, newest first', async () => {
    const { res } = await risk({ trailerGos: 'АВ123477', autoVin: 'xta21099012345678' });
    const result = res.json<RiskResult>();
    expect(result.list.map((i) => [i.id, i.matched_by])).toEqual([
      [ids[1], ['vehicle_vin']],
      [ids[0], ['trailer_plate']],
    ]);
  });

  it('warns on the counterparty (INN, OGRN, ATI id) and gives the ATI id and link found for the INN', async () => {
    const { res } = await risk({ inn });
    const result = res.json<RiskResult>();
    expect(result.list.map((i) => i.id)).toEqual([ids[1], ids[2]]);
    expect(riskResultClass(result.list)).toBe('warning');
    expect(result.ati_id).toBe('55555');
    expect(result.ati_link).toBe('https://ati.su/firms/55555/info');

    const byAti = (await risk({ externalId: ['777111'] })).res.json<RiskResult>();
    expect(byAti.list.map((i) => [i.id, i.matched_by])).toEqual([[ids[0], ['ati_id']]]);
    expect(byAti.ati_id).toBe('777111');
  });

  it('answers success with an empty list when nothing matches, and stores the result on the ticket', async () => {
    const { res, ticket } = await risk({ autoGos: 'Х001ХХ199', ogrn: '1027739609391' });
    expect(res.json()).toMatchObject({ resultCode: 0, list: [], ati_id: null, ati_link: null });
    expect(riskResultClass(res.json<RiskResult>().list)).toBe('success');
    const stored = await t.app.inject({
      url: `/api/v1/cargo/verification_ticket/${ticket}`,
      headers: await authHeader(t.app, user),
    });
    expect(stored.json()).toMatchObject({
      checks: ['risk'],
      inputs: { autoGos: 'Х001ХХ199', ogrn: '1027739609391' },
      results: { risk: { resultCode: 0, list: [] } },
    });
  });

  it('searches only the incidents a limited user may see', async () => {
    const limited = await createUser(t.database, { accessLevel: 'limited' });
    expect((await risk({ autoGos: 'М777ММ99' }, limited)).res.json<RiskResult>().list).toEqual([]);
    expect((await risk({ autoGos: 'М777ММ99' })).res.json<RiskResult>().list.map((i) => i.id)).toEqual([ids[3]]);
  });

  it('refuses a form without any identifier, with a bad plate or INN, naming the fields', async () => {
    const empty = (await risk({ lastName: 'Иванов' })).res;
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', detail: 'at_least_one_field' });
    expect(Object.keys(empty.json<{ fields: object }>().fields)).toEqual(
      expect.arrayContaining(['autoGos', 'autoVin', 'inn', 'externalId']),
    );
    const bad = (await risk({ autoGos: 'Q123QQ77', inn: '7707083894' })).res;
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { autoGos: ['plate'], inn: ['inn_checksum'] } });
  });

  it('refuses a check an admin disabled for the user, and tickets that are not the user’s own', async () => {
    const restricted = await createUser(t.database, { disabledChecks: ['risk'] });
    const disabled = (await risk({ autoGos: 'А123ВС77' }, restricted)).res;
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ code: 'check_disabled' });

    const { ticket } = await openTicket(t.database, user);
    const stranger = await createUser(t.database);
    const foreign = await t.app.inject({
      method: 'POST',
      url: riskUrl,
      headers: await authHeader(t.app, stranger),
      payload: { ticket, autoGos: 'А123ВС77' },
    });
    expect(foreign.statusCode).toBe(404);
    const noTicket = await t.app.inject({
      method: 'POST',
      url: riskUrl,
      headers: await authHeader(t.app, user),
      payload: { autoGos: 'А123ВС77' },
    });
    expect(noTicket.statusCode).toBe(400);
  });
});
