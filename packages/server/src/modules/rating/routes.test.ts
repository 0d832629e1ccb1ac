import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decayOn,
  evidenceKinds,
  incidentSeverity,
  scoreCompany,
  type CompanyEvidence,
  type CompanyRatingDetail,
  type CompanyRatingList,
} from '@cargo-sentry/contracts/rating/rating';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createUser,
  openTicket,
  type TestUser,
} from '../../../test/factories';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';
import { writeIncidentsDirectly } from '../../../test/incident-rows';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { registryAtiIds, registryCompanies } from '../../db/schema/registry';
import { verificationTickets } from '../../db/schema/verification';
import { demoCleanPerson, demoPerson } from '../../db/seed/demo-registers';
import { seedDemoRegisters } from '../../db/seed/seed-registers';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const asOf = todayIso();

// The fixture: five companies (valid INNs), each known from a different source.
const flagged = { inn: '7799000012', ogrn: '1197799000013', atiId: '7799001' };
const clean = '6164000018';
const liquidated = '7799000037';
const moscowOnly = '7707083893';
const checked = '7841312071';
const withWantedDirector = '5001000002';

const flags = ['Массовый адрес регистрации', 'Недостоверные сведения', 'Реестр недобросовестных поставщиков'];
const flaggedIncidents = [
  { by: 'counterparty_inn', date: daysAgo(10), price: 900_000, south: true },
  { by: 'counterparty_inn', date: daysAgo(400), price: 0, south: true },
  { by: 'counterparty_ogrn', date: daysAgo(30), price: 2_000_000, south: false },
  { by: 'ati_id', date: daysAgo(700), price: 50_000, south: false },
] as const;

/** What contracts says each company scores for a full-access viewer: the expected answer. */
const evidence: Record<string, CompanyEvidence> = {
  [flagged.inn]: {
    incidents: flaggedIncidents.map((i) => ({ date: i.date, damage: i.price })),
    findings: [],
    register: { status: 'Действующее', flags },
  },
  [clean]: { incidents: [], findings: [], register: { status: 'Действующее', flags: [] } },
  [liquidated]: { incidents: [], findings: [], register: { status: 'Ликвидировано', flags: ['Исключено'] } },
  [moscowOnly]: { incidents: [{ date: daysAgo(60), damage: 3_000_000 }], findings: [], register: null },
  [checked]: {
    incidents: [],
    // the court case and the open proceeding; the ended proceeding is no finding
    findings: [
      { kind: 'court_case', lastSeen: daysAgo(0) },
      { kind: 'bailiff_debt', lastSeen: daysAgo(0) },
    ],
    register: null,
  },
};
const expectedScore = (inn: string) => scoreCompany(evidence[inn], asOf).score;

describe(`company rating (${testDatabaseKind})`, () => {
  let t: TestApp;
  let full: { authorization: string };
  let fullUser: TestUser;
  let limited: { authorization: string };
  let incidentIds: number[];

  const get = async <T>(url: string, headers = full) => {
    const res = await t.app.inject({ url: `/api/v1/cargo${url}`, headers });
    return { status: res.statusCode, body: res.json() as T };
  };
  const inns = (list: CompanyRatingList) => list.results.map((r) => r.inn);

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database, { verificationCount: 100 });
    fullUser = user;
    full = await authHeader(t.app, user);
    limited = await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' }));
    const db = t.database.db;
    // Incidents first: the OGRN and ATI id links appear when the register names them afterwards.
    const moscow = placeOf('Москва');
    incidentIds = await insertIncidents(t.database, [
      ...flaggedIncidents.map((i) =>
        incidentRow({
          date: i.date,
          price: i.price,
          ...(i.south ? {} : moscow),
          counterparty_inn: i.by === 'counterparty_inn' ? flagged.inn : '',
          counterparty_ogrn: i.by === 'counterparty_ogrn' ? flagged.ogrn : '',
          ati_id: i.by === 'ati_id' ? flagged.atiId : '',
        }),
      ),
      incidentRow({ ...moscow, date: daysAgo(60), price: 3_000_000, counterparty_inn: moscowOnly }),
      // names nobody: no company
      incidentRow({ counterparty_ogrn: '1027700132195' }),
    ]);
    await db.insert(registryCompanies).values([
      { inn: flagged.inn, ogrn: flagged.ogrn, name: 'ООО «ТрансЛогистик Плюс»', status: 'Действующее', flags },
      { inn: clean, ogrn: '1166164000012', name: 'ООО «Надёжный Перевозчик»', status: 'Действующее', flags: [] },
      { inn: liquidated, name: 'ООО «Быстрые грузы»', status: 'Ликвидировано', flags: ['Исключено'] },
    ]);
    await db.insert(registryAtiIds).values({ inn: flagged.inn, atiId: flagged.atiId });
    const sud = { resultCode: 0, cases: [{ article: 'ст. 159', caseNumber: '1-245/2023', court: 'суд', sides: [] }] };
    const debt = { subject: 'Налог', amount: 1000, department: '', bailiff: '' };
    const fssp = {
      found: true,
      data: [
        { ...debt, proceeding: '12345/24/61001-ИП', endReason: null },
        { ...debt, proceeding: '99/20/61001-ИП', endReason: 'ст. 46 ч. 1 п. 3' },
      ],
    };
    const ticket = { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000), consentAt: new Date() };
    // Two checks found the same case: one finding.
    for (let i = 0; i < 2; i += 1) {
      const [row] = await db
        .insert(verificationTickets)
        .values({ ...ticket, spentCheck: false })
        .returning();
      await db
        .update(verificationTickets)
        .set({ inputs: { inn: checked, lastName: 'Должников' }, results: { sud, fssp } })
        .where(sql`id = ${row.id}`);
    }
  });
  afterAll(() => t.close());

  it('ranks the riskiest first, with the scores contracts computes from the same data', async () => {
    const { status, body } = await get<CompanyRatingList>('/rating');
    expect(status).toBe(200);
    expect(body.as_of).toBe(asOf);
    expect(body.count).toBe(5);
    const expected = Object.keys(evidence).sort((a, b) => expectedScore(a) - expectedScore(b) || a.localeCompare(b));
    expect(inns(body)).toEqual(expected);
    for (const row of body.results) expect(row.score).toBe(expectedScore(row.inn));
    expect(inns(body).at(-1)).toBe(clean);
    expect(body.results.at(-1)).toMatchObject({
      score: 100,
      no_negative_data: true,
      name: 'ООО «Надёжный Перевозчик»',
    });
    expect(body.results.find((r) => r.inn === flagged.inn)).toMatchObject({
      incidents: 4,
      damage: 2_950_000,
      last_incident_date: daysAgo(10),
      register_flags: 3,
    });
    expect(body.results.find((r) => r.inn === checked)).toMatchObject({ findings: 2, score: 84 });
  });

  it('sorts by score, incidents, damage and INN both ways', async () => {
    expect(inns((await get<CompanyRatingList>('/rating?sort=-score')).body)[0]).toBe(clean);
    expect(inns((await get<CompanyRatingList>('/rating?sort=-incidents')).body).slice(0, 2)).toEqual([
      flagged.inn,
      moscowOnly,
    ]);
    expect(inns((await get<CompanyRatingList>('/rating?sort=-damage')).body)[0]).toBe(moscowOnly);
    expect(inns((await get<CompanyRatingList>('/rating?sort=inn')).body)).toEqual(Object.keys(evidence).sort());
    expect(inns((await get<CompanyRatingList>('/rating?sort=-inn')).body)).toEqual(
      Object.keys(evidence).sort().reverse(),
    );
  });

  it('searches by the beginning of the INN or a part of the name, and pages', async () => {
    expect(inns((await get<CompanyRatingList>('/rating?s=779900001')).body)).toEqual([flagged.inn]);
    expect(inns((await get<CompanyRatingList>('/rating?s=7799')).body)).toEqual([flagged.inn, liquidated]);
    expect(inns((await get<CompanyRatingList>(`/rating?s=${encodeURIComponent('трансЛОГ')}`)).body)).toEqual([
      flagged.inn,
    ]);
    expect((await get<CompanyRatingList>('/rating?s=%25')).body.count).toBe(0);
    const page = (await get<CompanyRatingList>('/rating?page_size=2&page=2')).body;
    expect(page.count).toBe(5);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=3');
    expect(page.previous).toContain('page=1');
  });

  it("lists a company's evidence: incidents by INN, OGRN and ATI id, the register, the findings", async () => {
    const { status, body } = await get<CompanyRatingDetail>(`/rating/${flagged.inn}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      inn: flagged.inn,
      name: 'ООО «ТрансЛогистик Плюс»',
      known: true,
      score: expectedScore(flagged.inn),
      incident_count: 4,
      register: { status: 'Действующее', negative_status: false, flags, ogrn: flagged.ogrn },
    });
    expect(body.breakdown.find((part) => part.kind === 'register_flag')).toEqual({
      kind: 'register_flag',
      count: 3,
      weight: 3,
      points: 18,
    });
    expect(body.breakdown.map((part) => part.kind)).toEqual([...evidenceKinds]);
    expect(body.incidents.map((i) => [i.id, i.matched_by, i.link])).toEqual(
      [0, 2, 1, 3].map((k) => [incidentIds[k], flaggedIncidents[k].by, `/incidents/view/${incidentIds[k]}`]),
    );
    // the weight stored by the SQL trigger is contracts' severity × decay
    for (const incident of body.incidents) {
      expect(incident.weight).toBeCloseTo(incidentSeverity(incident.price) * decayOn(incident.date, asOf), 3);
    }
    const findings = (await get<CompanyRatingDetail>(`/rating/${checked}`)).body;
    expect(findings.findings.map((f) => [f.kind, f.reference, f.last_seen])).toEqual([
      ['bailiff_debt', '12345/24/61001-ИП', asOf],
      ['court_case', '1-245/2023', asOf],
    ]);
  });

  it('answers "no data" with the top score for an INN nobody knows anything about', async () => {
    const { status, body } = await get<CompanyRatingDetail>('/rating/7736050003');
    expect(status).toBe(200);
    expect(body).toMatchObject({ known: false, score: 100, no_negative_data: true, incidents: [], register: null });
  });

  it('keeps a limited user to the Southern district incidents', async () => {
    const list = (await get<CompanyRatingList>('/rating', limited)).body;
    expect(inns(list)).not.toContain(moscowOnly);
    expect(list.count).toBe(4);
    const southern = { ...evidence[flagged.inn], incidents: evidence[flagged.inn].incidents.slice(0, 2) };
    expect(list.results.find((r) => r.inn === flagged.inn)).toMatchObject({
      incidents: 2,
      score: scoreCompany(southern, asOf).score,
    });
    const detail = (await get<CompanyRatingDetail>(`/rating/${flagged.inn}`, limited)).body;
    expect(detail.incidents.map((i) => i.id)).toEqual([incidentIds[0], incidentIds[1]]);
    const hidden = (await get<CompanyRatingDetail>(`/rating/${moscowOnly}`, limited)).body;
    expect(hidden).toMatchObject({ known: false, incidents: [], score: 100 });
  });

  it('refuses bad input with 400 and the fields', async () => {
    for (const url of [
      '/rating/7799000013',
      '/rating/123',
      '/rating?sort=name',
      '/rating?page_size=101',
      '/rating?page=0',
    ]) {
      const res = await get<{ code: string; fields: Record<string, string[]> }>(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await get<{ fields: Record<string, string[]> }>('/rating/7799000013')).body.fields.inn).toEqual([
      'inn_checksum',
    ]);
  });

  it('refuses guests and API keys', async () => {
    const guest = await t.app.inject({ url: '/api/v1/cargo/rating' });
    expect(guest.statusCode).toBe(401);
    const key = await createApiKey(t.database, await createApiUser(t.database));
    for (const url of ['/api/v1/cargo/rating', `/api/v1/cargo/rating/${flagged.inn}`]) {
      const res = await t.app.inject({ url, headers: apiKeyHeader(key.key) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('counts the wanted persons and failed checks that real checks with the INN found, each once', async () => {
    await seedDemoRegisters(t.database);
    const inn = withWantedDirector;
    const run = async (ticket: string, check: string, form: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/cargo/verification/${check}`,
        headers: full,
        payload: { ticket, inn, ...form },
      });
      expect(res.statusCode, check).toBe(200);
    };
    // the README's problem person, checked twice with the INN (its risk check puts the INN on the
    // ticket): passport on the invalid list, wanted
    for (let i = 0; i < 2; i += 1) {
      const ticket = await openTicket(t.app, fullUser);
      await run(ticket, 'risk', {});
      await run(ticket, 'passport_complex', demoPerson);
      await run(ticket, 'trust_person', demoPerson);
    }
    // the clean person with the same INN: nothing
    const ticket = await openTicket(t.app, fullUser);
    await run(ticket, 'risk', {});
    await run(ticket, 'passport_complex', demoCleanPerson);
    await run(ticket, 'trust_person', demoCleanPerson);

    const { body } = await get<CompanyRatingDetail>(`/rating/${inn}`);
    expect(body.findings.map((f) => [f.kind, f.reference]).sort()).toEqual([
      ['failed_check', 'passport_complex'],
      ['failed_check', 'trust_person'],
      ['wanted_person', 'trust_person'],
    ]);
    const expected = scoreCompany(
      {
        incidents: [],
        findings: [
          { kind: 'wanted_person', lastSeen: asOf },
          { kind: 'failed_check', lastSeen: asOf },
          { kind: 'failed_check', lastSeen: asOf },
        ],
        register: null,
      },
      asOf,
    );
    expect(body.score).toBe(expected.score);
    expect(body.score).toBe(100 - 20 - 5 - 5);
    const row = (await get<CompanyRatingList>(`/rating?s=${inn}`)).body.results[0];
    expect(row).toMatchObject({ inn, name: null, register_status: null, findings: 3, score: expected.score });
  });

  it('follows incident edits, deletions and register changes', async () => {
    const db = t.database.db;
    const score = async (inn: string) => (await get<CompanyRatingDetail>(`/rating/${inn}`)).body;
    // the Moscow incident moves to the clean company, then is deleted
    await writeIncidentsDirectly(t.database, (s) =>
      s.query('UPDATE incidents SET counterparty_inn = $1 WHERE id = $2', [clean, incidentIds[4]]),
    );
    expect((await score(moscowOnly)).incident_count).toBe(0);
    expect((await score(clean)).incident_count).toBe(1);
    await writeIncidentsDirectly(t.database, (s) => s.query('DELETE FROM incidents WHERE id = $1', [incidentIds[4]]));
    expect(await score(clean)).toMatchObject({ incident_count: 0, score: 100, no_negative_data: true });
    // the register forgets the flagged company's OGRN: the OGRN-only incident is no longer theirs
    await db.execute(sql`UPDATE registry_companies SET ogrn = '' WHERE inn = ${flagged.inn}`);
    expect((await score(flagged.inn)).incidents.map((i) => i.matched_by)).not.toContain('counterparty_ogrn');
    // a register import (delete all, insert again) gives it back
    await db.execute(sql`DELETE FROM registry_companies`);
    expect((await score(flagged.inn)).register).toBeNull();
    await db.insert(registryCompanies).values({
      inn: flagged.inn,
      ogrn: flagged.ogrn,
      name: 'ООО «ТрансЛогистик Плюс»',
      status: 'Действующее',
      flags,
    });
    expect(await score(flagged.inn)).toMatchObject({ incident_count: 4, score: expectedScore(flagged.inn) });
  });
});
