import { identitySourceKinds } from '@cargo-sentry/contracts/identity-links/identifiers';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { asc, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { incidentRow, insertIncidents } from '../../../test/incident-builders';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { identityBackfill, identitySightings, identitySources } from '../../db/schema/identity-links';
import { prudenceSubscriptions } from '../../db/schema/prudence';
import {
  registryAtiIds,
  registryCompanies,
  registryCourtCases,
  registryOsagoPolicies,
  registryParticipations,
  registryPassports,
  registryPhoneRecords,
  registryWantedPersons,
} from '../../db/schema/registry';
import { verificationTickets } from '../../db/schema/verification';
import { recordPending, startRecording } from './backfill';
import { advanceBackfill, markPending, selectBackfillStates } from './repo';

/**
 * The back-fill (issue 27 §1): rows written past the recording writes (as the demo seed and the
 * data stored before links existed were) are recorded by the job, resumably and without doubles.
 */
describe(`identity links back-fill (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // On, as in production: the start back-fills the (empty) database at once.
    t = await createTestApp(
      { IDENTITY_BACKFILL: 'true' },
      { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000 } },
    );
    owner = await createUser(t.database, { inn: '7841312071' });
  }, 120_000);
  afterAll(() => t.close());

  const allRecorded = () =>
    vi.waitFor(
      async () => {
        const states = await t.database.db.select().from(identityBackfill);
        expect(states.map((s) => s.kind).sort()).toEqual([...identitySourceKinds].sort());
        expect(states.filter((s) => !s.doneAt)).toEqual([]);
      },
      { timeout: 60_000, interval: 100 },
    );
  /** Every source and its sightings, as `kind ref seen_on company user | part kind value…`. */
  const snapshot = async () => {
    const sources = await t.database.db.select().from(identitySources).orderBy(asc(identitySources.kind));
    const sightings = await t.database.db.select().from(identitySightings);
    return sources
      .map((s) => {
        const seen = sightings
          .filter((x) => x.sourceId === s.id)
          .map((x) => `${x.part} ${x.kind} ${x.value}`)
          .sort();
        return `${s.kind} ${s.ref} ${s.seenOn} ${s.companyKey} ${s.userId} | ${seen.join(', ')}`;
      })
      .sort();
  };
  /** As a start after an upgrade: no kind back-filled yet. */
  const startAfresh = async () => {
    await t.database.db.delete(identityBackfill);
    await startRecording(t.app, { backfill: true });
    await allRecorded();
  };

  it('back-fills every kind of source on the first start', async () => {
    await allRecorded();
  });

  it('records incidents, tickets, register rows and subscriptions written past the recording writes', async () => {
    const [incident] = await insertIncidents(t.database, [
      incidentRow({ date: '2024-03-05', vehicle_plate: 'A123BC77', trailer_vin: 'X9F54321098765432', ati_id: '12345' }),
    ]);
    ids.incident = String(incident);
    const [ticket] = await t.database.db
      .insert(verificationTickets)
      .values({
        userId: owner.id,
        createdAt: new Date('2025-02-03T22:00:00Z'),
        consentAt: new Date('2025-02-03T22:00:00Z'),
        expiresAt: new Date('2025-02-04T22:00:00Z'),
        spentCheck: false,
        inputs: { lastName: 'Щербакова', firstName: 'Алёна', phone: '89123456789', inn: '7707083893' },
      })
      .returning({ id: verificationTickets.id });
    ids.ticket = ticket.id;
    const [subscription] = await t.database.db
      .insert(prudenceSubscriptions)
      .values({ userId: owner.id, inn: '7707083893', createdAt: new Date('2025-01-10T10:00:00Z') })
      .returning({ id: prudenceSubscriptions.id });
    ids.prudence = String(subscription.id);
    const [osago] = await t.database.db
      .insert(registryOsagoPolicies)
      .values({
        vin: 'XTA210990Y1234567',
        regNumber: 'А123ВС77',
        status: 'Действует',
        insurer: 'АО «Тест»',
        serial: 'ХХХ',
        number: '0000000009',
        startDate: '2024-01-01',
      })
      .returning({ id: registryOsagoPolicies.id });
    const [phone] = await t.database.db
      .insert(registryPhoneRecords)
      .values({ phone: '79123456789', lastName: 'ЩЕРБАКОВА', firstName: 'АЛЁНА' })
      .returning({ id: registryPhoneRecords.id });
    const [wanted] = await t.database.db
      .insert(registryWantedPersons)
      .values({ lastName: 'Петров', firstName: 'Пётр', birthDate: '1975-03-04', reason: 'Розыск' })
      .returning({ id: registryWantedPersons.id });
    const [company] = await t.database.db
      .insert(registryCompanies)
      .values({ inn: '7707083893', name: 'ООО «Ромашка»', status: 'Действующее' })
      .returning({ id: registryCompanies.id });
    const [participation] = await t.database.db
      .insert(registryParticipations)
      .values({
        lastName: 'Иванов',
        firstName: 'Иван',
        passportNumber: '4510123456',
        companyInn: '7707083893',
        companyName: 'ООО «Ромашка»',
        role: 'Директор',
        status: 'Действующая',
      })
      .returning({ id: registryParticipations.id });
    const [atiId] = await t.database.db
      .insert(registryAtiIds)
      .values({ inn: '7707083893', atiId: '12345' })
      .returning({ id: registryAtiIds.id });
    const [passport] = await t.database.db
      .insert(registryPassports)
      .values({
        passportNumber: '4510654321',
        issueDate: '2005-01-20',
        lastName: 'Чистов',
        firstName: 'Иван',
        midName: 'Сергеевич',
        birthDate: '1985-01-01',
        status: 'Действителен',
      })
      .returning({ id: registryPassports.id });
    const [courtCase] = await t.database.db
      .insert(registryCourtCases)
      .values({
        lastName: 'Должников',
        firstName: 'Пётр',
        passportNumber: '4510123456',
        article: 'ч. 4 ст. 158 УК РФ',
        caseNumber: '1-245/2023',
        court: 'Ленинский районный суд',
      })
      .returning({ id: registryCourtCases.id });
    Object.assign(ids, {
      register_osago: String(osago.id),
      register_passport: String(passport.id),
      register_court_case: String(courtCase.id),
      register_phone: String(phone.id),
      register_wanted: String(wanted.id),
      register_company: String(company.id),
      register_participation: String(participation.id),
      register_ati_id: String(atiId.id),
    });
    // Nothing recorded them.
    expect(await t.database.db.select().from(identitySources)).toEqual([]);

    await startAfresh();
    const today = todayIso();
    expect(await snapshot()).toEqual(
      [
        `incident ${ids.incident} 2024-03-05 null null | carrier ati_id 12345, trailer vin X9F54321098765432, vehicle plate А123ВС77`,
        `prudence ${ids.prudence} 2025-01-10 inn:7841312071 ${owner.id} | carrier inn 7707083893`,
        `register_ati_id ${ids.register_ati_id} ${today} null null | carrier ati_id 12345, carrier inn 7707083893`,
        `register_company ${ids.register_company} ${today} null null | carrier inn 7707083893`,
        `register_court_case ${ids.register_court_case} ${today} null null | person passport 4510123456, person person должников|петр||`,
        `register_osago ${ids.register_osago} 2024-01-01 null null | vehicle plate А123ВС77, vehicle vin XTA210990Y1234567`,
        `register_participation ${ids.register_participation} ${today} null null | carrier inn 7707083893, person passport 4510123456, person person иванов|иван||`,
        `register_passport ${ids.register_passport} ${today} null null | person passport 4510654321, person person чистов|иван|сергеевич|1985-01-01`,
        `register_phone ${ids.register_phone} ${today} null null | person person щербакова|алена||, person phone +79123456789`,
        `register_wanted ${ids.register_wanted} ${today} null null | person person петров|петр||1975-03-04`,
        `ticket ${ids.ticket} 2025-02-03 inn:7841312071 ${owner.id} | carrier inn 7707083893, driver person щербакова|алена||, driver phone +79123456789`,
      ].sort(),
    );
  });

  it('records nothing twice when it runs again', async () => {
    const before = await snapshot();
    await startAfresh();
    expect(await snapshot()).toEqual(before);
  });

  it('goes on from where a stopped run got to', async () => {
    const [second, third] = await insertIncidents(t.database, [
      incidentRow({ price: 1, vehicle_plate: 'В777ОР99' }),
      incidentRow({ price: 2, vehicle_plate: 'Е001КХ77' }),
    ]);
    // Stopped after recording `second`'s batch (its source was never written here, to tell).
    await t.database.db
      .update(identityBackfill)
      .set({ afterRef: String(second), doneAt: null })
      .where(sql`${identityBackfill.kind} = 'incident'`);
    await recordPending(t.database);
    const refs = (await t.database.db.select().from(identitySources)).map((s) => `${s.kind} ${s.ref}`);
    expect(refs).toContain(`incident ${third}`);
    expect(refs).not.toContain(`incident ${second}`);
    expect(await t.database.db.select().from(identityBackfill).where(isNull(identityBackfill.doneAt))).toEqual([]);
  });

  it('keeps a mark an import made while a batch was being recorded', async () => {
    const [state] = (await selectBackfillStates(t.database.db)).filter((s) => s.kind === 'register_osago');
    await markPending(t.database.db, 'register_osago', 0);
    // The job's progress, read before the mark, is not saved over it.
    expect(await advanceBackfill(t.database.db, state, { afterRef: '999', doneAt: new Date() })).toBe(false);
    const [after] = (await selectBackfillStates(t.database.db)).filter((s) => s.kind === 'register_osago');
    expect(after).toMatchObject({ afterRef: '0', doneAt: null });
    await recordPending(t.database);
    expect((await selectBackfillStates(t.database.db)).every((s) => s.doneAt)).toBe(true);
  });
});
