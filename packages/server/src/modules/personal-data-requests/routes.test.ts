import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SubjectSearchAnswer } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { authHeader, createStaff, createUser, openTicket, type TestUser } from '../../../test/factories';
import { plantSource, type Seen } from '../../../test/identity-links';
import { incidentRow, insertIncidentRows, writeIncidentsDirectly } from '../../../test/incident-rows';
import { pdfText } from '../../../test/pdf-text';
import { accessMatrix, rolesOf } from '../../../test/access-matrix';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { faceGallery } from '../../db/schema/face-gallery';
import { identitySources } from '../../db/schema/identity-links';
import { registryPhoneRecords } from '../../db/schema/registry';
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
        results: { phone: { found: true } },
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
  const erase = async (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${api}/erase`, headers: await authHeader(t.app, staff), payload });

  it('finds a person by their key across tickets, registers and the face gallery, grouped by source', async () => {
    const found = await search(person);
    expect(found.identifiers).toEqual([{ kind: 'person', value: 'сидоров|антон|павлович|1985-03-12' }]);
    expect(found.groups.ticket).toEqual([
      expect.objectContaining({ id: ticket, fields: expect.objectContaining({ lastName: 'Сидоров', phone }) }),
    ]);
    expect(found.groups.ticket[0].fields.consent_version).toBe('1');
    expect(found.groups.register).toEqual([
      expect.objectContaining({ id: String(registerRowId), kind: 'phone_records' }),
    ]);
    expect(found.groups.face_gallery).toEqual([expect.objectContaining({ id: String(faceId), kind: 'wanted' })]);
    expect(found.groups.identity_link.map((link) => link.kind).sort()).toEqual(['register_phone', 'ticket']);
    expect(found.groups.incident).toEqual([]);
    expect(found.erasure).toEqual({ allowed: true, reason: null, incidents: [] });
  });

  it('finds by phone and by plate, the plate reaching the incident that names it', async () => {
    const byPhone = await search('8 (916) 123-45-67');
    expect(byPhone.groups.ticket).toHaveLength(1);
    expect(byPhone.groups.register).toHaveLength(1);
    const byPlate = await search('а123вс 77');
    expect(byPlate.groups.incident).toEqual([expect.objectContaining({ id: String(incidentId), date: '2026-10-10' })]);
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
    const pdf = await get(`/export?q=${encodeURIComponent(person)}&format=pdf&lang=ru`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Сведения о субъекте персональных данных');
    expect(text).toContain('Сидоров');
    expect(text).toContain('phone_records');
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
    expect((await search(person)).groups.ticket[0].fields.lastName).toBe('Сидоров');
  });

  it('refuses erasure while an open incident names the person, and shows which (409)', async () => {
    await setDecision(incidentId, '');
    const found = await search(plate);
    expect(found.erasure).toEqual({ allowed: false, reason: 'open_incident', incidents: [incidentId] });
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
    expect(res.json()).toEqual({ mode: 'mask', counts: { ticket: 1, register: 1, face_gallery: 1, identity_link: 2 } });
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
