import { linksAnswerSchema } from '@cargo-sentry/contracts/identity-links/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, type TestUser } from '../../../test/factories';
import { askLinks, graphOf, plantSource } from '../../../test/identity-links';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

// Another company's ticket, each of its fields a string found nowhere else (issue 27 §4): its
// person, phone, passport, licence, carrier INN and ATI id, and the ticket's own id. It shares the
// plate with an incident, so a user of any company reaches it.
const foreign = {
  ticket: 'f0f0f0f0-1111-4222-8333-944445555666',
  lastName: 'Засекреченко',
  firstName: 'Феоктист',
  midName: 'Аристархович',
  birthDate: '03.03.1973',
  phone: '+79876543210',
  passport: '9911223344',
  licence: '9922334455',
  inn: '5001000002',
  atiId: '9988776655',
};
const sharedPlate = 'Т555ТТ55';
const incidentVin = 'XTA21099055555555';

/** Every form a field of the foreign ticket could take in an answer (as typed, normalised, folded). */
const leaks = [
  foreign.ticket,
  foreign.lastName,
  foreign.lastName.toLowerCase(),
  foreign.firstName,
  foreign.firstName.toLowerCase(),
  foreign.midName.toLowerCase(),
  '1973-03-03',
  '03.03.1973',
  foreign.phone,
  foreign.phone.slice(2),
  foreign.passport,
  foreign.licence,
  foreign.inn,
  foreign.atiId,
  'inn:6671163413',
];

describe(`redaction of another company's ticket (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let reader: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.database, { inn: '6671163413', company: 'АО «ЧужаяКомпания»' });
    reader = await createUser(t.database, { inn: '7736050003' });
    staff = await createStaff(t.database);
    const db = t.database.db;
    await plantSource(db, 'incident', '777', '2026-10-01', null, [
      ['vehicle', 'plate', sharedPlate],
      ['vehicle', 'vin', incidentVin],
    ]);
    const { lastName, firstName, midName, birthDate } = foreign;
    await plantSource(db, 'ticket', foreign.ticket, '2026-11-12', owner, [
      ['driver', 'person', `${lastName} ${firstName} ${midName} ${birthDate}`],
      ['driver', 'phone', foreign.phone],
      ['driver', 'passport', foreign.passport],
      ['driver', 'licence', foreign.licence],
      ['vehicle', 'plate', sharedPlate],
      ['carrier', 'inn', foreign.inn],
      ['carrier', 'ati_id', foreign.atiId],
    ]);
  });
  afterAll(() => t.close());

  const queries = [
    { kind: 'plate', value: sharedPlate, depth: '1' },
    { kind: 'plate', value: sharedPlate, depth: '2' },
    { kind: 'vin', value: incidentVin, depth: '2' },
  ];

  it('shows a user of another company only that the check exists and when, at depth 1 and 2', async () => {
    for (const query of queries) {
      const res = await askLinks(t.app, reader, { ...query, lang: 'en' });
      expect(res.statusCode).toBe(200);
      for (const leak of leaks) expect(res.body, `${leak} in ${JSON.stringify(query)}`).not.toContain(leak);
      const answer = linksAnswerSchema.parse(res.json());
      const hidden = answer.nodes.filter((n) => n.kind === 'hidden');
      expect(hidden).toEqual([
        {
          id: 'hidden:1',
          kind: 'hidden',
          label: 'another person (another company’s check, 12.11.2026)',
          value: null,
          links: 1,
          cut: false,
        },
      ]);
      expect(graphOf(answer).edge(`plate:${sharedPlate}`, 'hidden:1')?.sources).toEqual([
        { kind: 'ticket', id: null, date: '2026-11-12', own: false, link: null },
      ]);
    }
  });

  it('shows the ticket whole to staff and to its own company', async () => {
    for (const viewer of [staff, owner]) {
      const res = await askLinks(t.app, viewer, { kind: 'plate', value: sharedPlate, depth: '2' });
      for (const field of [
        foreign.ticket,
        foreign.phone,
        foreign.passport,
        foreign.licence,
        foreign.inn,
        foreign.atiId,
      ]) {
        expect(res.body).toContain(field);
      }
      expect(res.body).toContain('Засекреченко Феоктист Аристархович, 03.03.1973');
      expect(res.json().nodes.some((n: { kind: string }) => n.kind === 'hidden')).toBe(false);
    }
  });
});
