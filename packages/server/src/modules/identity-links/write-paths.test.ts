import { identitySourceKinds, type IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { IncidentUploadDetail } from '@cargo-sentry/contracts/incident-import/incident-import';
import { registerDefinitions } from '@cargo-sentry/contracts/registers/definitions';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, createStaff, createUser, injectMultipart, type TestUser } from '../../../test/factories';
import { placeOf } from '../../../test/incident-builders';
import { importIncidentFile, withBoomRefused } from '../../../test/incident-uploads';
import { csvText } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { callCheck } from '../../../test/verification-checks';
import { identityBackfill, identitySightings, identitySources } from '../../db/schema/identity-links';
import { incidents } from '../../db/schema/incidents';

/**
 * Every write path records what it saw (issue 27 §1): each kind of source is written here through
 * its real route, and its sightings read back. The last test fails when a kind of source has no
 * write path below, so a new kind cannot be added without one.
 */
describe(`identity links at every write path (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let user: TestUser;
  const today = todayIso();

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_CHECKS: '1000' },
      { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000 } },
    );
    staff = await createStaff(t.database, { username: 'links_staff' });
    user = await createUser(t.database, {
      username: 'links_user',
      inn: '7841312071',
      verificationCount: 100,
      enableCommercialPrudence: true,
    });
  }, 120_000);
  afterAll(() => t.close());

  /** A source as stored, and its sightings as `part kind value`, sorted; undefined when none was recorded. */
  async function recorded(kind: IdentitySourceKind, ref: string | number) {
    const [source] = await t.database.db
      .select()
      .from(identitySources)
      .where(and(eq(identitySources.kind, kind), eq(identitySources.ref, String(ref))));
    if (!source) return undefined;
    const sightings = await t.database.db
      .select()
      .from(identitySightings)
      .where(eq(identitySightings.sourceId, source.id))
      .orderBy(asc(identitySightings.part), asc(identitySightings.kind), asc(identitySightings.value));
    return {
      seenOn: source.seenOn,
      companyKey: source.companyKey,
      userId: source.userId,
      sightings: sightings.map((s) => `${s.part} ${s.kind} ${s.value}`),
    };
  }
  const sightingsOf = async (kind: IdentitySourceKind, ref: string | number) => (await recorded(kind, ref))?.sightings;

  describe('a ticket', () => {
    it("records the inputs of each check, the ticket whole again after the next, as its user's company's", async () => {
      const risk = await callCheck(t, user, 'risk', {
        autoGos: 'a123bc77',
        autoVin: 'xta210990y1234567',
        trailerGos: 'АВ1234 77',
        inn: '7707083893',
        externalId: ['12345'],
      });
      expect(risk.statusCode, risk.body).toBe(200);
      expect(await recorded('ticket', risk.ticket)).toEqual({
        seenOn: today,
        companyKey: 'inn:7841312071',
        userId: user.id,
        sightings: [
          'carrier ati_id 12345',
          'carrier inn 7707083893',
          'trailer plate АВ123477',
          'vehicle plate А123ВС77',
          'vehicle vin XTA210990Y1234567',
        ],
      });

      const phone = await callCheck(
        t,
        user,
        'phone',
        {
          lastName: 'Щербакова',
          firstName: 'Алёна',
          midName: 'Ильинична',
          birthDate: '01.02.1980',
          passportNumber: '4510 123456',
          phone: '+7 (912) 345-67-89',
        },
        risk.ticket,
      );
      expect([200, 503]).toContain(phone.statusCode);
      expect(await sightingsOf('ticket', risk.ticket)).toEqual([
        'carrier ati_id 12345',
        'carrier inn 7707083893',
        'driver passport 4510123456',
        'driver person щербакова|алена|ильинична|1980-02-01',
        'driver phone +79123456789',
        'trailer plate АВ123477',
        'vehicle plate А123ВС77',
        'vehicle vin XTA210990Y1234567',
      ]);
    });

    it('keys the tickets of a user without an INN by the user alone', async () => {
      const loner = await createUser(t.database, { inn: '', verificationCount: 10 });
      const risk = await callCheck(t, loner, 'risk', { autoGos: 'В777ОР99' });
      expect(risk.statusCode, risk.body).toBe(200);
      expect(await recorded('ticket', risk.ticket)).toMatchObject({
        companyKey: `user:${loner.id}`,
        sightings: ['vehicle plate В777ОР99'],
      });
    });
  });

  describe('an incident', () => {
    const kazan = placeOf('Казань');
    const incident = {
      date: '2025-10-01',
      incident_category: 3,
      cargo_category: 3,
      country: 1,
      city: kazan.city_id,
      street: '',
      cargo_description: 'Ноутбуки',
      amount: '',
      price: 12_500_000,
      description: 'Груз получен по подложной доверенности.',
      vehicle_plate: 'а 123 вс 116',
      vehicle_vin: 'xta21099043576182',
      trailer_plate: 'АВ123477',
      counterparty_inn: '7707083893',
      counterparty_ogrn: '1027700132195',
      ati_id: '123456',
    };
    const admin = '/api/v1/cargo/incident_admin';

    it('records an incident staff create, replaces what it saw when they edit it, and forgets it when they delete it', async () => {
      const headers = await authHeader(t.app, staff);
      const created = await t.app.inject({ method: 'POST', url: admin, headers, payload: incident });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();
      expect(await recorded('incident', id)).toEqual({
        seenOn: '2025-10-01',
        companyKey: null,
        userId: null,
        sightings: [
          'carrier ati_id 123456',
          'carrier inn 7707083893',
          'carrier ogrn 1027700132195',
          'trailer plate АВ123477',
          'vehicle plate А123ВС116',
          'vehicle vin XTA21099043576182',
        ],
      });

      const edited = await t.app.inject({
        method: 'PUT',
        url: `${admin}/${id}`,
        headers,
        payload: { ...incident, date: '2025-10-02', vehicle_plate: 'В777ОР99', trailer_plate: '', ati_id: '' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await recorded('incident', id)).toMatchObject({
        seenOn: '2025-10-02',
        sightings: [
          'carrier inn 7707083893',
          'carrier ogrn 1027700132195',
          'vehicle plate В777ОР99',
          'vehicle vin XTA21099043576182',
        ],
      });

      // Left without identifiers, it links nothing: no source is kept.
      const blanked = await t.app.inject({
        method: 'PUT',
        url: `${admin}/${id}`,
        headers,
        payload: {
          ...incident,
          vehicle_plate: '',
          vehicle_vin: '',
          trailer_plate: '',
          counterparty_inn: '',
          counterparty_ogrn: '',
          ati_id: '',
        },
      });
      expect(blanked.statusCode, blanked.body).toBe(200);
      expect(await recorded('incident', id)).toBeUndefined();

      await t.app.inject({ method: 'PUT', url: `${admin}/${id}`, headers, payload: incident });
      expect(await sightingsOf('incident', id)).toHaveLength(6);
      const deleted = await t.app.inject({ method: 'DELETE', url: `${admin}/${id}`, headers });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await recorded('incident', id)).toBeUndefined();
    });

    const importHeader = [
      'Дата',
      'Способ хищения',
      'Категория груза',
      'Город',
      'Ущерб, ₽',
      'Описание',
      'Госномер ТС',
      'VIN ТС',
      'ИНН контрагента',
    ];
    const importRow = (price: number, description: string, plate: string) => [
      '15.06.2023',
      'Кража',
      'Электроника',
      'Подольск',
      String(price),
      description,
      plate,
      'XTA210990Y1234567',
      '7707083893',
    ];
    const importFile = (rows: string[][]): Promise<IncidentUploadDetail> =>
      importIncidentFile(t, staff, Buffer.from(csvText([importHeader, ...rows])));
    const importedIds = async (price: number) =>
      (await t.database.db.select({ id: incidents.id }).from(incidents).where(eq(incidents.price, price))).map(
        (row) => row.id,
      );

    it('records the incidents an import inserts and updates', async () => {
      const first = await importFile([importRow(7_000_001, 'Первая', 'a123bc77'), importRow(7_000_002, 'Вторая', '')]);
      expect(first).toMatchObject({ status: 'imported', rows_inserted: 2 });
      const [one] = await importedIds(7_000_001);
      const [two] = await importedIds(7_000_002);
      expect(await recorded('incident', one)).toMatchObject({
        seenOn: '2023-06-15',
        sightings: ['carrier inn 7707083893', 'vehicle plate А123ВС77', 'vehicle vin XTA210990Y1234567'],
      });
      expect(await sightingsOf('incident', two)).toEqual(['carrier inn 7707083893', 'vehicle vin XTA210990Y1234567']);

      // The same incident again (same day, city, cargo and damage) with another plate: updated.
      const again = await importFile([importRow(7_000_001, 'Первая', 'В777ОР99')]);
      expect(again).toMatchObject({ status: 'imported', rows_updated: 1 });
      expect(await sightingsOf('incident', one)).toEqual([
        'carrier inn 7707083893',
        'vehicle plate В777ОР99',
        'vehicle vin XTA210990Y1234567',
      ]);
    });

    it('forgets what an import wrote when it is undone, and records the incidents it put back as they were', async () => {
      const [kept] = await importedIds(7_000_001);
      const before = await sightingsOf('incident', kept);
      const count = async () =>
        Number(
          (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM identity_sources WHERE kind = 'incident'`))
            .rows[0].n,
        );
      const sources = await count();
      await withBoomRefused(t.database, async () => {
        const rows = [
          importRow(7_000_001, 'Первая', 'Х555ХХ77'),
          ...Array.from({ length: 400 }, (_, i) =>
            importRow(8_000_000 + i, i === 350 ? 'boom' : `Партия ${i}`, 'Е001КХ77'),
          ),
        ];
        expect(await importFile(rows)).toMatchObject({ status: 'failed' });
      });
      expect(await importedIds(8_000_000)).toEqual([]);
      expect(await count()).toBe(sources);
      expect(await sightingsOf('incident', kept)).toEqual(before);
    });
  });

  describe('register rows', () => {
    /** A CSV of a register: its columns as the template names them, each row's values by column key. */
    function registerFile(register: RegisterName, rows: Record<string, string>[]): Buffer {
      const columns = Object.entries(registerDefinitions[register].columns);
      return Buffer.from(
        csvText([
          columns.map(([, column]) => column.name.ru),
          ...rows.map((row) => columns.map(([key]) => row[key] ?? '')),
        ]),
      );
    }
    async function importRegister(register: RegisterName, rows: Record<string, string>[], mode = 'append') {
      const res = await injectMultipart(t.app, `/api/v1/cargo/registers/${register}/import`, staff, [
        ['file', new Blob([registerFile(register, rows) as Uint8Array<ArrayBuffer>]), 'register.csv'],
        ['mode', mode],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      // Its rows are recorded by a job after the import's commit.
      await vi.waitFor(
        async () =>
          expect(await t.database.db.select().from(identityBackfill).where(isNull(identityBackfill.doneAt))).toEqual(
            [],
          ),
        { timeout: 30_000, interval: 100 },
      );
    }
    const rowIds = async (table: string) =>
      (await t.database.db.execute(sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id`)).rows.map((row) =>
        Number(row.id),
      );

    const cases: {
      register: RegisterName;
      table: string;
      kind: IdentitySourceKind;
      row: Record<string, string>;
      seenOn: string;
      sightings: string[];
    }[] = [
      {
        register: 'phone_records',
        table: 'registry_phone_records',
        kind: 'register_phone',
        row: {
          phone: '8 912 345-67-89',
          lastName: 'Щербакова',
          firstName: 'Алёна',
          midName: '',
          birthDate: '01.02.1980',
          passportNumber: '4510123456',
        },
        seenOn: today,
        sightings: [
          'person passport 4510123456',
          'person person щербакова|алена||1980-02-01',
          'person phone +79123456789',
        ],
      },
      {
        register: 'participations',
        table: 'registry_participations',
        kind: 'register_participation',
        row: {
          lastName: 'Иванов',
          firstName: 'Иван',
          midName: 'Иванович',
          passportNumber: '4510123456',
          companyInn: '7707083893',
          companyName: 'ООО «Ромашка»',
          role: 'Учредитель',
          status: 'Действующая',
        },
        seenOn: today,
        sightings: ['carrier inn 7707083893', 'person passport 4510123456', 'person person иванов|иван|иванович|'],
      },
      {
        register: 'wanted_persons',
        table: 'registry_wanted_persons',
        kind: 'register_wanted',
        row: {
          lastName: 'Пётров',
          firstName: 'Пётр',
          midName: 'Пётрович',
          birthDate: '04.03.1975',
          reason: 'Розыск',
          since: '10.01.2024',
        },
        seenOn: '2024-01-10',
        sightings: ['person person петров|петр|петрович|1975-03-04'],
      },
      {
        register: 'companies',
        table: 'registry_companies',
        kind: 'register_company',
        row: {
          inn: '7707083893',
          ogrn: '1027700132195',
          name: 'ООО «Ромашка»',
          status: 'Действующее',
          registrationDate: '14.06.2016',
        },
        seenOn: '2016-06-14',
        sightings: ['carrier inn 7707083893', 'carrier ogrn 1027700132195'],
      },
      {
        register: 'osago_policies',
        table: 'registry_osago_policies',
        kind: 'register_osago',
        row: {
          vin: 'XTA210990Y1234567',
          regNumber: 'A123BC77',
          status: 'Действует',
          insurer: 'АО «Тест»',
          serial: 'ХХХ',
          number: '0000000001',
        },
        seenOn: today,
        sightings: ['vehicle plate А123ВС77', 'vehicle vin XTA210990Y1234567'],
      },
      {
        // dated by the import, not the passport's issue (the register says who holds it now)
        register: 'passports',
        table: 'registry_passports',
        kind: 'register_passport',
        row: {
          passportNumber: '4510 654321',
          status: 'Действителен',
          issueDate: '20.01.2005',
          lastName: 'Чистов',
          firstName: 'Иван',
          midName: 'Сергеевич',
          birthDate: '01.01.1985',
        },
        seenOn: today,
        sightings: ['person passport 4510654321', 'person person чистов|иван|сергеевич|1985-01-01'],
      },
      {
        register: 'court_cases',
        table: 'registry_court_cases',
        kind: 'register_court_case',
        row: {
          lastName: 'Должников',
          firstName: 'Пётр',
          passportNumber: '4510123456',
          article: 'ч. 4 ст. 158 УК РФ',
          caseNumber: '1-245/2023',
          court: 'Ленинский районный суд г. Ростова-на-Дону',
          sides: 'Должников П. А.; ООО «ДемоЛогистик»',
        },
        seenOn: today,
        sightings: ['person passport 4510123456', 'person person должников|петр||'],
      },
      {
        register: 'ati_ids',
        table: 'registry_ati_ids',
        kind: 'register_ati_id',
        row: { inn: '7707083893', atiId: '12345' },
        seenOn: today,
        sightings: ['carrier ati_id 12345', 'carrier inn 7707083893'],
      },
    ];
    it.each(cases)(
      'records each row of $register an import writes after its commit, dated by the row or the import',
      async (c) => {
        await importRegister(c.register, [c.row]);
        const ids = await rowIds(c.table);
        expect(await recorded(c.kind, ids.at(-1)!)).toEqual({
          seenOn: c.seenOn,
          companyKey: null,
          userId: null,
          sightings: c.sightings,
        });
      },
    );

    it('replaces a replaced register’s sources and re-records a row an append changes', async () => {
      const policy = (plate: string, number: string) => ({
        regNumber: plate,
        status: 'Действует',
        insurer: 'АО «Тест»',
        serial: 'ХХХ',
        number,
      });
      await importRegister(
        'osago_policies',
        [policy('В777ОР99', '0000000002'), policy('Е001КХ77', '0000000003')],
        'replace',
      );
      const ids = await rowIds('registry_osago_policies');
      expect(ids).toHaveLength(2);
      const stored = await t.database.db
        .select()
        .from(identitySources)
        .where(eq(identitySources.kind, 'register_osago'));
      expect(stored.map((s) => Number(s.ref)).sort((a, b) => a - b)).toEqual(ids);

      // The same policy (serial and number) with another plate: the row is updated, its source with it.
      await importRegister('osago_policies', [policy('К222КК22', '0000000003')]);
      expect(await sightingsOf('register_osago', ids[1])).toEqual(['vehicle plate К222КК22']);
    });

    it('records nothing for a register that links no identifiers', async () => {
      const before = await t.database.db.select().from(identitySources);
      await importRegister('fssp_debts', [
        {
          lastName: 'Иванов',
          firstName: 'Иван',
          birthDate: '01.01.1980',
          proceeding: '1/24/77001-ИП',
          subject: 'Налоги',
        },
      ]);
      expect(await t.database.db.select().from(identitySources)).toEqual(before);
    });
  });

  describe('a prudence subscription', () => {
    it("records the INN the user's company watches, dated the day it subscribed", async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cargo/prudence_subscription',
        headers: await authHeader(t.app, user),
        payload: { inns: ['7707083893'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [subscription] = (
        await t.database.db.execute(sql`SELECT id FROM prudence_subscriptions WHERE user_id = ${user.id}`)
      ).rows;
      expect(await recorded('prudence', Number(subscription.id))).toEqual({
        seenOn: today,
        companyKey: 'inn:7841312071',
        userId: user.id,
        sightings: ['carrier inn 7707083893'],
      });
    });
  });

  it('has recorded every kind of source through a write path above', async () => {
    const kinds = await t.database.db.selectDistinct({ kind: identitySources.kind }).from(identitySources);
    expect(kinds.map((k) => k.kind).sort()).toEqual([...identitySourceKinds].sort());
  });
});
