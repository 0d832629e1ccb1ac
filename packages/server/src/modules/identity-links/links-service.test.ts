import { linksAnswerSchema, linksNodeLimit, type LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, type TestUser } from '../../../test/factories';
import { askLinks, graphOf, plantSource } from '../../../test/identity-links';
import { incidentRow, insertIncidentRows } from '../../../test/incident-rows';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { rootSourceLimit } from './links-query';
import { walkPerSource } from './links-repo';

// The planted graph (issue 27 §3): a plate seen in a Southern incident and in a ticket of company
// A, whose driver's phone the phone register gives to another person.
const plate = 'А111АА77';
const incidentVin = 'XTA21099011111111';
const ticketVin = 'XTA21099022222222';
const carrier = '7799000012';
const driver = 'Гончаров Артём Викторович 12.03.1988';
const driverKey = 'person:гончаров|артем|викторович|1988-03-12';
const phone = '+79250001122';
const passport = '4510111222';
const registered = 'Белов Сергей Иванович 05.07.1979';
const registeredKey = 'person:белов|сергей|иванович|1979-07-05';

describe(`link explorer (${testDatabaseKind})`, () => {
  let t: TestApp;
  let userA: TestUser;
  let colleague: TestUser;
  let staff: TestUser;
  let incidentId: number;

  beforeAll(async () => {
    t = await createTestApp();
    userA = await createUser(t.database, { inn: '7736050003' });
    colleague = await createUser(t.database, { inn: '7736050003' });
    staff = await createStaff(t.database);
    [{ id: incidentId }] = await insertIncidentRows(t.database, [incidentRow({ date: '2026-01-10' })]);
    const db = t.database.db;
    await plantSource(db, 'incident', String(incidentId), '2026-01-10', null, [
      ['vehicle', 'plate', plate],
      ['vehicle', 'vin', incidentVin],
      ['carrier', 'inn', carrier],
    ]);
    await plantSource(db, 'ticket', 'ticket-a-1', '2026-02-01', userA, [
      ['driver', 'person', driver],
      ['driver', 'phone', phone],
      ['driver', 'passport', passport],
      ['vehicle', 'plate', plate],
      ['vehicle', 'vin', ticketVin],
      ['carrier', 'inn', carrier],
    ]);
    await plantSource(db, 'register_phone', '31', '2026-01-05', null, [
      ['person', 'person', registered],
      ['person', 'phone', phone],
    ]);
  });
  afterAll(() => t.close());

  const ask = async (user: TestUser, query: Record<string, string>): Promise<LinksAnswer> => {
    const res = await askLinks(t.app, user, query);
    expect(res.statusCode, res.body).toBe(200);
    return linksAnswerSchema.parse(res.json());
  };

  it('answers depth 1: what the plate was seen with, each edge with its sources and where to open them', async () => {
    const answer = await ask(userA, { kind: 'plate', value: 'a111aa77' });
    const root = `plate:${plate}`;
    expect(answer.root).toBe(root);
    expect(answer.nodes.map((n) => n.id).sort()).toEqual(
      [
        root,
        `vin:${incidentVin}`,
        `vin:${ticketVin}`,
        `inn:${carrier}`,
        driverKey,
        `phone:${phone}`,
        `passport:${passport}`,
      ].sort(),
    );
    const { nodes, edge } = graphOf(answer);
    expect(nodes.get(root)).toMatchObject({ kind: 'plate', value: plate, links: 6, cut: false });
    expect(nodes.get(driverKey)).toMatchObject({
      kind: 'person',
      label: 'Гончаров Артем Викторович, 12.03.1988',
      links: 1,
    });
    expect(answer.edges).toHaveLength(6);
    expect(edge(root, `inn:${carrier}`)?.sources).toEqual([
      { kind: 'ticket', id: 'ticket-a-1', date: '2026-02-01', own: true, link: '/verification?ticket=ticket-a-1' },
      {
        kind: 'incident',
        id: String(incidentId),
        date: '2026-01-10',
        own: true,
        link: `/incidents/view/${incidentId}`,
      },
    ]);
    expect(answer.cut).toBe(false);
  });

  it('answers depth 2: each node of depth 1 expanded, reaching the person the phone is registered to', async () => {
    const answer = await ask(userA, { kind: 'plate', value: plate, depth: '2' });
    const { nodes, edge } = graphOf(answer);
    expect(nodes.size).toBe(8);
    expect(nodes.get(registeredKey)).toMatchObject({
      label: 'Белов Сергей Иванович, 05.07.1979',
      links: 1,
      cut: false,
    });
    expect(edge(`phone:${phone}`, registeredKey)?.sources).toEqual([
      { kind: 'register_phone', id: '31', date: '2026-01-05', own: true, link: null },
    ]);
    // the phone's own links: the plate, the ticket's other identifiers and the registered person
    expect(nodes.get(`phone:${phone}`)).toMatchObject({ links: 6, cut: false });
    // identifiers of depth 1 seen together are linked too
    expect(edge(`vin:${incidentVin}`, `inn:${carrier}`)?.sources.map((s) => s.kind)).toEqual(['incident']);
    expect(answer.edges.every((e) => nodes.has(e.from) && nodes.has(e.to))).toBe(true);
  });

  it('shows a colleague the company’s ticket whole, and staff a register row’s page', async () => {
    const asColleague = graphOf(await ask(colleague, { kind: 'phone', value: '8 925 000-11-22' }));
    expect(asColleague.edge(`phone:${phone}`, driverKey)?.sources).toEqual([
      { kind: 'ticket', id: 'ticket-a-1', date: '2026-02-01', own: true, link: null },
    ]);
    const asStaff = graphOf(await ask(staff, { kind: 'phone', value: phone }));
    expect(asStaff.edge(`phone:${phone}`, registeredKey)?.sources[0].link).toBe('/administration/registers');
  });

  it('filters sources by the day they were seen', async () => {
    const february = await ask(userA, { kind: 'phone', value: phone, from: '2026-02-01', to: '2026-02-28' });
    expect(graphOf(february).nodes.has(registeredKey)).toBe(false);
    expect(february.nodes).toHaveLength(6);
    const january = await ask(userA, { kind: 'phone', value: phone, to: '2026-01-31' });
    expect(january.nodes.map((n) => n.id).sort()).toEqual([`phone:${phone}`, registeredKey].sort());
    const none = await ask(userA, { kind: 'phone', value: phone, from: '2026-03-01' });
    expect(none).toEqual({
      root: `phone:${phone}`,
      nodes: [{ id: `phone:${phone}`, kind: 'phone', label: phone, value: phone, links: 0, cut: false }],
      edges: [],
      cut: false,
    });
  });

  it('shows a limited user the incidents of their district only', async () => {
    const [{ id: central }] = await insertIncidentRows(t.database, [
      incidentRow({ date: '2026-01-11', federal_district_id: 1, region_id: null, city_id: null, lat: null, lon: null }),
    ]);
    const centralVin = 'XTA21099033333333';
    await plantSource(t.database.db, 'incident', String(central), '2026-01-11', null, [
      ['vehicle', 'plate', plate],
      ['vehicle', 'vin', centralVin],
    ]);
    const limited = await createUser(t.database, { accessLevel: 'limited', inn: '6164266561' });
    const asLimited = graphOf(await ask(limited, { kind: 'plate', value: plate, depth: '2' }));
    expect(asLimited.nodes.has(`vin:${incidentVin}`)).toBe(true);
    expect(asLimited.nodes.has(`vin:${centralVin}`)).toBe(false);
    const asFull = graphOf(await ask(userA, { kind: 'plate', value: plate }));
    expect(asFull.nodes.has(`vin:${centralVin}`)).toBe(true);
  });

  it('refuses a value that is not of its kind, and a kind that does not exist', async () => {
    for (const [kind, value] of [
      ['phone', '12345'],
      ['inn', '7707083894'],
      ['person', 'Иванов'],
    ]) {
      const res = await askLinks(t.app, userA, { kind, value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({ code: 'identifier_invalid', fields: { value: ['identifier_invalid'] } });
    }
    const badKind = await askLinks(t.app, userA, { kind: 'email', value: 'a@b.c' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ code: 'validation_failed', fields: { kind: expect.any(Array) } });
    const backwards = await askLinks(t.app, userA, {
      kind: 'plate',
      value: plate,
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(backwards.json()).toMatchObject({ code: 'validation_failed', fields: { to: ['date_order'] } });
  });
});

describe(`link explorer at its limits (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database, { inn: '7736050003' });
  });
  afterAll(() => t.close());

  const vins = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(17 - prefix.length, '0')}`);

  it('cuts the biggest hub first at depth 2 and says so, keeping the small ones whole', async () => {
    const db = t.database.db;
    // root plate → a small plate (3 VINs of its own) and a hub plate (600 VINs) through one incident
    await plantSource(db, 'incident', '9001', '2026-01-01', null, [
      ['vehicle', 'plate', 'К001КК77'],
      ['trailer', 'plate', 'К002КК77'],
      ['carrier', 'inn', '7707083893'],
    ]);
    await plantSource(db, 'register_osago', '9002', '2026-01-02', null, [
      ['vehicle', 'plate', 'К002КК77'],
      ...vins('XTA2', 3).map((vin): ['vehicle', 'vin', string] => ['vehicle', 'vin', vin]),
    ]);
    await plantSource(db, 'register_company', '9003', '2026-01-03', null, [
      ['carrier', 'inn', '7707083893'],
      ...vins('XTB3', 600).map((vin): ['carrier', 'vin', string] => ['carrier', 'vin', vin]),
    ]);
    const res = await askLinks(t.app, user, { kind: 'plate', value: 'К001КК77', depth: '2' });
    const answer = linksAnswerSchema.parse(res.json());
    const { nodes } = graphOf(answer);
    expect(answer.nodes).toHaveLength(linksNodeLimit);
    expect(answer.cut).toBe(true);
    expect(nodes.get('plate:К001КК77')).toMatchObject({ links: 2, cut: false });
    expect(nodes.get('plate:К002КК77')).toMatchObject({ links: 5, cut: false });
    for (const vin of vins('XTA2', 3)) expect(nodes.has(`vin:${vin}`)).toBe(true);
    expect(nodes.get('inn:7707083893')).toMatchObject({ links: 602, cut: true });
    expect(answer.nodes.filter((n) => n.id.startsWith('vin:XTB3'))).toHaveLength(linksNodeLimit - 6);
  });

  it('reads at most its source limit of a hub and marks it cut', async () => {
    // 1,001 register rows naming one phone with as many people: planted in one statement, as
    // recordSource one by one would take most of the test's time on PGlite
    const db = t.database.db;
    await db.execute(sql`WITH sources AS (
        INSERT INTO identity_sources (kind, ref, seen_on)
        SELECT 'register_phone', 'hub-' || n, DATE '2026-01-01' FROM generate_series(1, ${rootSourceLimit + 1}) n
        RETURNING id, ref)
      INSERT INTO identity_sightings (source_id, part, kind, value)
      SELECT id, 'person', v.kind, v.value FROM sources,
        LATERAL (VALUES ('phone', '+79990001111'), ('person', 'хаб|лицо' || substr(ref, 5) || '||')) AS v (kind, value)`);
    const answer = linksAnswerSchema.parse(
      (await askLinks(t.app, user, { kind: 'phone', value: '+79990001111' })).json(),
    );
    expect(answer.nodes).toHaveLength(linksNodeLimit);
    expect(answer.nodes[0]).toMatchObject({ id: 'phone:+79990001111', links: rootSourceLimit, cut: true });
    // the newest sources are the ones read
    expect(graphOf(answer).nodes.has('person:хаб|лицо1||')).toBe(false);
  });

  it('walks a hub under a filter only so far, and says there may be more beyond', async () => {
    // a phone in 10,005 register rows: the 5 oldest of 2025, the rest of 2026
    const walk = rootSourceLimit * walkPerSource;
    await t.database.db.execute(sql`WITH sources AS (
        INSERT INTO identity_sources (kind, ref, seen_on)
        SELECT 'register_phone', 'walk-' || n, CASE WHEN n <= 5 THEN DATE '2025-06-01' ELSE DATE '2026-06-01' END
        FROM generate_series(1, ${walk + 5}) n
        RETURNING id, ref)
      INSERT INTO identity_sightings (source_id, part, kind, value)
      SELECT id, 'person', v.kind, v.value FROM sources,
        LATERAL (VALUES ('phone', '+79990002222'), ('person', 'шаг|лицо' || substr(ref, 6) || '||')) AS v (kind, value)`);
    const in2025 = linksAnswerSchema.parse(
      (await askLinks(t.app, user, { kind: 'phone', value: '+79990002222', to: '2025-12-31' })).json(),
    );
    expect(in2025.nodes).toEqual([expect.objectContaining({ id: 'phone:+79990002222', links: 0, cut: true })]);
    // a window the newest rows fall in is read as usual
    const in2026 = linksAnswerSchema.parse(
      (await askLinks(t.app, user, { kind: 'phone', value: '+79990002222', from: '2026-01-01' })).json(),
    );
    expect(in2026.nodes[0]).toMatchObject({ links: rootSourceLimit, cut: true });
  });
});
