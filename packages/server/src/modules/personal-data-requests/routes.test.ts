import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SubjectRecord, SubjectSearchAnswer } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { authHeader, createStaff, createUser, openTicket, type TestUser } from '../../../test/factories';
import { plantSource, type Seen } from '../../../test/identity-links';
import { incidentRow, insertIncidentRows, writeIncidentsDirectly } from '../../../test/incident-rows';
import { pdfText } from '../../../test/pdf-text';
import { readSpreadsheet } from '../../platform/spreadsheet';
import { accessMatrix, rolesOf } from '../../../test/access-matrix';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { faceGallery } from '../../db/schema/face-gallery';
import { identitySources } from '../../db/schema/identity-links';
import { registryCourtCases, registryPassports, registryPhoneRecords } from '../../db/schema/registry';
import { verificationTickets } from '../../db/schema/verification';

const api = '/api/v1/cargo/personal_data';
const person = 'Сидоров Антон Павлович 12.03.1985';
const phone = '+79161234567';
const plate = 'А123ВС77';

describe(`the data subject's requests (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let user: TestUser;
  let ticket: string;
  let registerRowId: number;
  let incidentId: number;
  let faceId: number;

  const setDecision = (id: number, decision: string) =>
    writeIncidentsDirectly(t.database, (s) =>
      s.query('UPDATE incidents SET judicial_decision_number = $1 WHERE id = $2', [decision, id]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.database);
    user = await createUser(t.database, { verificationCount: 5, inn: '7736050003' });
    const db = t.database.db;

    ticket = await openTicket(t.app, user);
    await db
      .update(verificationTickets)
      .set({
        inputs: { lastName: 'Сидоров', firstName: 'Антон', midName: 'Павлович', phone, autoGos: plate },
        results: { phone: { operationResult: true, operationMessage: 'Номер принадлежит этому лицу' } },
        checks: ['phone'],
      })
      .where(eq(verificationTickets.id, ticket));
    const ticketSeen: Seen[] = [
      ['driver', 'person', person],
      ['driver', 'phone', phone],
      ['vehicle', 'plate', plate],
    ];
    await plantSource(db, 'ticket', ticket, '2026-11-20', user, ticketSeen);

    const [row] = await db
      .insert(registryPhoneRecords)
      .values({
        phone: phone.slice(1),
        lastName: 'Сидоров',
        firstName: 'Антон',
        midName: 'Павлович',
        birthDate: '1985-03-12',
      })
      .returning();
    registerRowId = row.id;
    await plantSource(db, 'register_phone', String(row.id), '2026-11-01', null, [
      ['person', 'person', person],
      ['person', 'phone', phone],
    ]);

    [{ id: incidentId }] = await insertIncidentRows(t.database, [incidentRow({ date: '2026-10-10' })]);
    await setDecision(incidentId, '2-123/2026');
    await plantSource(db, 'incident', String(incidentId), '2026-10-10', null, [['vehicle', 'plate', plate]]);

    const [face] = await db
      .insert(faceGallery)
      .values({
        personName: 'Сидоров Антон Павлович',
        birthDate: '1985-03-12',
        sourceKind: 'wanted',
        wantedPersonId: 1,
        model: 'test',
        embedding: Buffer.alloc(16),
      })
      .returning();
    faceId = face.id;
  });
  afterAll(() => t.close());

  const get = async (url: string, who: TestUser = staff) =>
    t.app.inject({ method: 'GET', url: `${api}${url}`, headers: await authHeader(t.app, who) });
  const search = async (q: string) => (await get(`/search?q=${encodeURIComponent(q)}`)).json<SubjectSearchAnswer>();
  const fieldOf = (record: SubjectRecord, key: string) => record.fields.find((field) => field.key === key);
  const valueOf = (record: SubjectRecord, key: string) => fieldOf(record, key)?.value.ru;
  const erase = async (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${api}/erase`, headers: await authHeader(t.app, staff), payload });

  it('finds a person by their key across tickets, registers and the face gallery, grouped by source', async () => {
    const found = await search(person);
    expect(found.identifiers).toEqual([{ kind: 'person', value: 'сидоров|антон|павлович|1985-03-12' }]);
    expect(found.groups.ticket).toEqual([expect.objectContaining({ id: ticket, kind: 'ticket' })]);
    expect(valueOf(found.groups.ticket[0], 'lastName')).toBe('Сидоров');
    expect(valueOf(found.groups.ticket[0], 'phone')).toBe(phone);
    expect(valueOf(found.groups.ticket[0], 'consent_version')).toBe('1');
    expect(found.groups.register).toEqual([
      expect.objectContaining({ id: String(registerRowId), kind: 'phone_records' }),
    ]);
    expect(found.groups.face_gallery).toEqual([expect.objectContaining({ id: String(faceId), kind: 'wanted' })]);
    expect(found.groups.identity_link.map((link) => link.kind).sort()).toEqual(['register_phone', 'ticket']);
    expect(found.groups.incident).toEqual([]);
    expect(found.erasure).toEqual({ allowed: true, reason: null, incidents: [], kept: [] });
  });

  it('says what each record is and what each field is, in both languages, never as a raw key or JSON', async () => {
    const found = await search(person);
    const [ticketRecord] = found.groups.ticket;
    expect(ticketRecord.kind_label).toEqual({ ru: 'Проверка', en: 'Check' });
    expect(fieldOf(ticketRecord, 'lastName')).toEqual({
      key: 'lastName',
      label: { ru: 'Фамилия', en: 'Last name' },
      value: { ru: 'Сидоров', en: 'Сидоров' },
    });
    // a check's stored answer as its class in words and its verdict's line
    expect(fieldOf(ticketRecord, 'check.phone')).toEqual({
      key: 'check.phone',
      label: { ru: 'Телефон', en: 'Phone' },
      value: {
        ru: 'Норма — Телефон подтверждён: зарегистрирован на этого человека',
        en: 'Clear — The phone is confirmed: it is registered to this person',
      },
    });

    // a register row: the register's own columns, named as its template names them, dates as DD.MM.YYYY
    const [row] = found.groups.register;
    expect(row.kind_label).toEqual({ ru: 'Телефоны', en: 'Phone numbers' });
    expect(row.fields.map((field) => field.key)).toEqual(['phone', 'lastName', 'firstName', 'midName', 'birthDate']);
    expect(fieldOf(row, 'birthDate')).toEqual({
      key: 'birthDate',
      label: { ru: 'Дата рождения', en: 'Date of birth' },
      value: { ru: '12.03.1985', en: '12.03.1985' },
    });

    const [face] = found.groups.face_gallery;
    expect(face.kind_label).toEqual({ ru: 'Розыск', en: 'Wanted' });
    expect(fieldOf(face, 'person_name')?.label).toEqual({ ru: 'ФИО', en: 'Full name' });
    expect(valueOf(face, 'birth_date')).toBe('12.03.1985');
    expect(found.groups.identity_link.map((link) => link.kind_label.ru).sort()).toEqual([
      'Проверка',
      'Реестр телефонов',
    ]);

    const fields = Object.values(found.groups).flatMap((records) => records.flatMap((record) => record.fields));
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) {
      for (const lang of ['ru', 'en'] as const) {
        expect(field.value[lang], field.key).not.toMatch(/^\s*[{[]/);
        expect(field.label[lang], field.key).not.toBe(field.key);
        // a code (lastName, birth_date, check.phone, recorded_at) is never the label
        expect(field.label[lang], field.key).not.toMatch(/^[a-z][a-zA-Z0-9]*[._A-Z]/);
      }
    }
  });

  it('finds by phone and by plate, the plate reaching the incident that names it', async () => {
    const byPhone = await search('8 (916) 123-45-67');
    expect(byPhone.groups.ticket).toHaveLength(1);
    expect(byPhone.groups.register).toHaveLength(1);
    const byPlate = await search('а123вс 77');
    expect(byPlate.groups.incident).toEqual([expect.objectContaining({ id: String(incidentId), date: '2026-10-10' })]);
    expect(byPlate.groups.incident[0].kind_label).toEqual({ ru: 'Инцидент', en: 'Incident' });
    expect(fieldOf(byPlate.groups.incident[0], 'judicial_decision_number')).toEqual({
      key: 'judicial_decision_number',
      label: { ru: 'Номер судебного решения', en: 'Judicial decision number' },
      value: { ru: '2-123/2026', en: '2-123/2026' },
    });
    expect(byPlate.groups.ticket).toHaveLength(1);
  });

  it('answers 400 to a query that is no identifier or out of bounds, in the one error shape', async () => {
    const none = await get('/search?q=hello');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'identifier_invalid', fields: { q: ['not_an_identifier'] } });
    for (const q of ['ab', 'x'.repeat(201), 'a%00b']) {
      const res = await get(`/search?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await get('/search')).statusCode).toBe(400);
  });

  it('exports everything about the person as XLSX and PDF, each export audited', async () => {
    const xlsx = await get(`/export?q=${encodeURIComponent(person)}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // a line per field: source, record's kind, id, date, field, value, in words
    const sheet = await readSpreadsheet(xlsx.rawPayload);
    expect(sheet.header).toEqual(['Источник', 'Вид', 'Запись', 'Дата', 'Поле', 'Значение']);
    const lines = sheet.rows.map((row) => row.cells);
    expect(lines[0]).toEqual(['Искали по', '', '', '', '', 'Сидоров Антон Павлович, 12.03.1985']);
    expect(lines).toContainEqual(['Реестры', 'Телефоны', String(registerRowId), '', 'Дата рождения', '12.03.1985']);
    expect(lines.find((line) => line[4] === 'Телефон' && line[0] === 'Проверки' && line[5] !== phone)?.[5]).toBe(
      'Норма — Телефон подтверждён: зарегистрирован на этого человека',
    );
    expect(lines.flat().join('\n')).not.toMatch(/phone_records|birthDate|\{"/);

    const pdf = await get(`/export?q=${encodeURIComponent(person)}&format=pdf&lang=ru`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Сведения о субъекте персональных данных');
    expect(text).toContain('Сидоров');
    expect(text).toContain('Телефоны');
    expect(text).toContain('Дата рождения');
    expect(text).not.toContain('phone_records');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'person.export'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: staff.id, targetType: 'person' });
    expect(audit.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ format: 'pdf', counts: expect.objectContaining({ ticket: 1, register: 1 }) }),
    );
  });

  it('refuses an erasure without a reason or with an unknown mode (400), changing nothing', async () => {
    for (const payload of [
      { q: person, mode: 'erase' },
      { q: person, mode: 'erase', reason: '   ' },
      { q: person, mode: 'burn', reason: 'Запрос № 17 от 20.11.2026' },
    ]) {
      const res = await erase(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(valueOf((await search(person)).groups.ticket[0], 'lastName')).toBe('Сидоров');
  });

  it('refuses erasure while an open incident names the person, and shows which (409)', async () => {
    await setDecision(incidentId, '');
    const found = await search(plate);
    expect(found.erasure).toEqual({ allowed: false, reason: 'open_incident', incidents: [incidentId], kept: [] });
    const refused = await erase({ q: plate, mode: 'erase', reason: 'Запрос № 17 от 20.11.2026' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'erasure_refused', reason: 'open_incident', incidents: [incidentId] });
    const [row] = await t.database.db.select().from(verificationTickets).where(eq(verificationTickets.id, ticket));
    expect(row.inputs).toMatchObject({ lastName: 'Сидоров' });
    await setDecision(incidentId, '2-123/2026');
  });

  it('masks the tickets and deletes register rows, faces and links, with the reason audited', async () => {
    const res = await erase({ q: person, mode: 'mask', reason: 'Запрос № 17 от 20.11.2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mode: 'mask',
      counts: { ticket: 1, register: 1, face_gallery: 1, identity_link: 2 },
      kept: [],
    });
    const db = t.database.db;
    const [row] = await db.select().from(verificationTickets).where(eq(verificationTickets.id, ticket));
    expect(row.inputs).toEqual({
      lastName: 'С******',
      firstName: 'А****',
      midName: 'П*******',
      phone: '+***********',
      autoGos: 'А*******',
    });
    expect(row.results).toEqual({});
    expect(row.checks).toEqual(['phone']);
    expect(await db.select().from(registryPhoneRecords).where(eq(registryPhoneRecords.id, registerRowId))).toEqual([]);
    expect(await db.select().from(faceGallery).where(eq(faceGallery.id, faceId))).toEqual([]);
    const links = await db
      .select()
      .from(identitySources)
      .where(sql`kind IN ('ticket', 'register_phone')`);
    expect(links).toEqual([]);
    // the incident is the company's record: kept, and still found by its plate
    expect((await search(plate)).groups.incident).toHaveLength(1);
    const found = await search(person);
    expect(Object.values(found.groups).flat()).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'person.erase'));
    expect(audit.after).toMatchObject({ mode: 'mask', reason: 'Запрос № 17 от 20.11.2026' });
  });

  it("finds a passport's rows in the passports and court cases registers by its number, erases the valid passport's and keeps the court case", async () => {
    const db = t.database.db;
    const passport = '4511987654';
    const holder = { lastName: 'Кириллов', firstName: 'Кирилл' };
    const [valid] = await db
      .insert(registryPassports)
      .values({ passportNumber: passport, ...holder, birthDate: '1990-01-02', status: 'Действителен' })
      .returning();
    const [courtCase] = await db
      .insert(registryCourtCases)
      .values({ ...holder, passportNumber: passport, article: 'ст. 158 УК РФ', caseNumber: '1-1/2026', court: 'Суд' })
      .returning();
    await plantSource(db, 'register_passport', String(valid.id), '2026-11-01', null, [
      ['person', 'person', 'Кириллов Кирилл 02.01.1990'],
      ['person', 'passport', passport],
    ]);
    await plantSource(db, 'register_court_case', String(courtCase.id), '2026-11-01', null, [
      ['person', 'person', 'Кириллов Кирилл'],
      ['person', 'passport', passport],
    ]);

    const found = await search('4511 987654');
    expect(found.groups.register.map((record) => [record.kind, record.id]).sort()).toEqual([
      ['court_cases', String(courtCase.id)],
      ['passports', String(valid.id)],
    ]);
    expect(found.groups.identity_link.map((link) => link.kind_label.en).sort()).toEqual([
      'Court cases register',
      'Passport register',
    ]);
    // a court case is a court's public record: said before the erasure, which is not refused
    const keptCase = { source: 'register', kind: 'court_cases', id: String(courtCase.id), reason: 'court_case' };
    expect(found.erasure).toEqual({ allowed: true, reason: null, incidents: [], kept: [keptCase] });

    const res = await erase({ q: passport, mode: 'erase', reason: 'Запрос № 18 от 21.11.2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ counts: { register: 1, identity_link: 1 }, kept: [keptCase] });
    expect(await db.select().from(registryPassports).where(eq(registryPassports.id, valid.id))).toEqual([]);
    expect(await db.select().from(registryCourtCases).where(eq(registryCourtCases.id, courtCase.id))).toHaveLength(1);
    // the case is still found through its link, and still kept
    const after = await search(passport);
    expect(after.groups.register.map((record) => [record.kind, record.id])).toEqual([
      ['court_cases', String(courtCase.id)],
    ]);
    expect(after.groups.identity_link.map((link) => link.kind)).toEqual(['register_court_case']);
    expect(after.erasure.kept).toEqual([keptCase]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'person.erase'), sql`${auditLog.after}->>'reason' = 'Запрос № 18 от 21.11.2026'`));
    expect(audit.after).toMatchObject({ counts: { register: 1 }, kept: { court_case: 1 } });
  });

  it('keeps an entry of the invalid-passports list, with its reason, and erases the rest of what is held', async () => {
    const db = t.database.db;
    const passport = '4512123789';
    const [invalid] = await db
      .insert(registryPassports)
      .values({ passportNumber: passport, status: 'Недействителен', reason: 'утрачен' })
      .returning();
    await plantSource(db, 'register_passport', String(invalid.id), '2026-11-01', null, [
      ['person', 'passport', passport],
    ]);
    // a check that was shown the lost passport
    const check = await openTicket(t.app, user);
    await db
      .update(verificationTickets)
      .set({ inputs: { lastName: 'Петров', passport }, checks: ['passport'] })
      .where(eq(verificationTickets.id, check));
    await plantSource(db, 'ticket', check, '2026-11-21', user, [['driver', 'passport', passport]]);

    const found = await search(passport);
    expect(found.groups.register.map((record) => [record.kind, record.id])).toEqual([
      ['passports', String(invalid.id)],
    ]);
    expect(found.groups.ticket.map((record) => record.id)).toEqual([check]);
    const keptPassport = { source: 'register', kind: 'passports', id: String(invalid.id), reason: 'invalid_passport' };
    expect(found.erasure).toEqual({ allowed: true, reason: null, incidents: [], kept: [keptPassport] });

    const res = await erase({ q: passport, mode: 'mask', reason: 'Запрос № 19 от 22.11.2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      mode: 'mask',
      counts: { ticket: 1, register: 0, face_gallery: 0, identity_link: 1 },
      kept: [keptPassport],
    });
    const [row] = await db.select().from(registryPassports).where(eq(registryPassports.id, invalid.id));
    expect(row).toMatchObject({ passportNumber: passport, status: 'Недействителен', reason: 'утрачен' });
    const [masked] = await db.select().from(verificationTickets).where(eq(verificationTickets.id, check));
    expect(masked.inputs).toEqual({ lastName: 'П*****', passport: '4*********' });
    const after = await search(passport);
    expect(after.groups.ticket).toEqual([]);
    expect(after.groups.register.map((record) => record.id)).toEqual([String(invalid.id)]);
    expect(after.groups.identity_link.map((link) => link.kind)).toEqual(['register_passport']);
    expect(after.erasure.kept).toEqual([keptPassport]);
  });

  it('lets staff alone search, export and erase (the access matrix)', async () => {
    const roles = await rolesOf(t.app, t.database);
    const q = encodeURIComponent('Никто Никтоев');
    const routes = [
      ['GET', `/search?q=${q}`],
      ['GET', `/export?q=${q}&format=pdf`],
      ['POST', '/erase'],
    ] as const;
    const expected: Record<string, number[]> = {
      guest: [401, 401, 401],
      user: [403, 403, 403],
      reports: [403, 403, 403],
      staff: [200, 200, 400],
      api_key: [403, 403, 403],
    };
    const answered = await accessMatrix(
      t.app,
      roles,
      routes.map(([method, url]) => [method, `${api}${url}`] as const),
    );
    expect(answered).toEqual(expected);
  });
});
