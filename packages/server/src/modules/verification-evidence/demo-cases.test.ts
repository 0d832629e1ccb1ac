import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, type TestUser } from '../../../test/factories';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';
import { pdfText } from '../../../test/pdf-text';
import { testDatabaseKind, type TestApp } from '../../../test/test-app';
import { callCheck, createRegistryCheckApp } from '../../../test/verification-checks';
import { demoCleanCompany, demoCleanPerson, demoCompany, demoPerson } from '../../db/seed/demo-registers';
import { findTicket, storeCheckResult } from '../../../test/verification-tickets';

/** Every check of the README's demo case, as /verification runs it with the whole form filled in. */
const runs = (person: typeof demoPerson, vehicle: string, licence: [string, string], inn: string) =>
  [
    ['risk', { autoGos: vehicle, inn }],
    ['osago', { autoGos: vehicle }],
    ['driver', { drivingLicenseNumber: licence[0], drivingLicenseDate: licence[1] }],
    ['passport_complex', { ...person, issueDate: person.passportDate }],
    ['fssp', person],
    ['sud', person],
    ['phone', person],
    ['trust_person', person],
    ['reputation', { inn }],
    ['participation', person],
    ['find_ati_su_id', { inn }],
  ] as const;

/** The face check of a photo matching the first demo incident's face, as the face module stores it. */
const faceMatch = (incidentId: number) => ({
  matches: [
    {
      name: 'Хоппер Грейс',
      similarity: 0.87,
      source: `incident ${incidentId}`,
      source_kind: 'incident',
      incident_id: incidentId,
      wanted_person_id: null,
    },
  ],
  uploaded_face: null,
  message: 'Найдено совпадений в базе лиц: 1',
  message_code: 'matches',
});

/** Text inside the quotes a report puts around values it cannot translate: «…» in Russian, “…” in English. */
const outsideQuotes = (text: string, open: string, close: string) =>
  text.replace(new RegExp(`${open}[^${close}]*${close}`, 'g'), ' ');

/** Russian words outside “quotes” of an English report. */
const cyrillicWords = (text: string) => outsideQuotes(text, '“', '”').match(/[\u0400-\u04ff]+/g) ?? [];

// What a Russian report writes in Latin by design: acronyms of its own labels, "e-mail", licence categories.
const latinOfRussianReport = new Set(['SHA', 'PDF', 'VIN', 'ATI', 'UTC', 'E', 'e', 'mail', 'B', 'C', 'CE']);
/** Latin words outside «quotes» of a Russian report; links, usernames, hashes and identifiers aside. */
const latinWords = (text: string) =>
  outsideQuotes(text, '«', '»')
    .split(/\s+/)
    .filter((token) => !/[/:?=&_@.0-9]/.test(token))
    .flatMap((token) => token.match(/[A-Za-z]+/g) ?? [])
    .filter((word) => !latinOfRussianReport.has(word));

describe(`the evidence PDFs of the README's demo cases (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  const reports: Record<'problem' | 'clean', Record<'ru' | 'en', string>> = {
    problem: { ru: '', en: '' },
    clean: { ru: '', en: '' },
  };

  /** Runs every check of a case on one ticket as the page does, and renders the ticket's PDF in both languages. */
  async function reportsOf(checks: ReturnType<typeof runs>, incidentId?: number) {
    const first = await callCheck(t, user, checks[0][0], checks[0][1]);
    expect(first.statusCode).toBe(200);
    for (const [route, form] of checks.slice(1)) {
      expect((await callCheck(t, user, route, form, first.ticket)).statusCode).toBe(200);
    }
    if (incidentId !== undefined) {
      const row = await findTicket(t.database.db, first.ticket);
      await storeCheckResult(t.database, row!, 'face', {}, faceMatch(incidentId));
    }
    const pdf = async (lang: 'ru' | 'en') => {
      const res = await t.app.inject({
        url: `/api/v1/cargo/verification_ticket/${first.ticket}/report.pdf?lang=${lang}`,
        headers: await authHeader(t.app, user),
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    return { ru: await pdf('ru'), en: await pdf('en') };
  }

  beforeAll(async () => {
    ({ t, user } = await createRegistryCheckApp());
    const [incidentId] = await insertIncidents(t.database, [
      incidentRow({ vehicle_plate: 'А777АА77', counterparty_inn: demoCompany.inn, ...placeOf('Москва') }),
    ]);
    reports.problem = await reportsOf(
      runs(demoPerson, 'А777АА77', ['7700654321', '2018-03-12'], demoCompany.inn),
      incidentId,
    );
    reports.clean = await reportsOf(
      runs(demoCleanPerson, 'Х001ХХ199', ['7700123456', '2015-05-20'], demoCleanCompany.inn),
    );
  });
  afterAll(() => t.close());

  it('the licence deprived by a decision in force reads deprived, never "Действует" (issue 23 §3)', () => {
    const { ru, en } = reports.problem;
    expect(ru).toContain('Действует решение о лишении права управления');
    expect(ru).toContain('Статус: Лишение права управления: решение в силе');
    expect(ru).not.toMatch(/Статус: Действует/);
    expect(ru).toContain('Постановление о лишении права управления ТС вступило в законную силу, 18 месяцев');
    expect(en).toContain('Status: Deprived of the right to drive: decision in force');
    expect(en).not.toMatch(/Status: In force/);
    // the clean person's licence, printed 2025 and extended by the decree, is in force
    expect(reports.clean.ru).toContain('Удостоверение действительно');
    expect(reports.clean.ru).toContain('Статус: Действует');
  });

  it('no card contradicts itself: an invalid passport has no match score, an expired policy reads expired', () => {
    const { ru } = reports.problem;
    expect(ru).toContain('Паспорт в списке недействительных');
    expect(ru).not.toContain('Совпадение с данными человека');
    expect(ru).toContain('Статус: Истёк срок действия');
    expect(ru).toContain('Действующего полиса ОСАГО нет');
    const clean = reports.clean.ru;
    expect(clean).toContain('Совпадение с данными человека: 100 %');
    expect(clean).toContain('Есть действующий полис ОСАГО');
    expect(clean).toMatch(/Статус: Действует; Страховщик/);
  });

  it('every problem is said as a class in words with its reason, never as "Проверено"', () => {
    const { ru, en } = reports.problem;
    for (const line of [
      'Тревога',
      'Госномер или VIN совпал с инцидентом в нашей базе',
      'Красный в категориях 1–3: розыск, судимость или стоп-лист',
      'Внимание',
      'Есть исполнительные производства у судебных приставов',
      'Человек — сторона судебных дел',
      'Лицо совпало с базой происшествий или розыска',
    ]) {
      expect(ru).toContain(line);
    }
    expect(ru).not.toContain('Проверено');
    expect(en).toContain('Red in categories 1–3: wanted, criminal record or stop list');
    expect(en).not.toMatch(/— Checked|Checked —/);
    expect(reports.clean.en).toContain('Clear');
  });

  it.each(['problem', 'clean'] as const)(
    'the English report of the %s case has no Russian outside quoted register values',
    (name) => {
      const { en } = reports[name];
      expect(en).toContain('Verification report');
      expect(cyrillicWords(en)).toEqual([]);
    },
  );

  it.each(['problem', 'clean'] as const)(
    'the Russian report of the %s case has no English words, "RED", "incident 1" or a bare "(18)"',
    (name) => {
      const { ru } = reports[name];
      expect(ru).toContain('Отчёт о проверке');
      expect(latinWords(ru)).toEqual([]);
      expect(ru).not.toMatch(/\((\d+)\)/);
    },
  );

  it('translates the registers’ known words on the English report and quotes the rest', () => {
    const { en } = reports.problem;
    for (const word of [
      'Status: Expired',
      'Status: Active',
      'Status: Liquidated',
      'Role: Founder',
      'Role: Chief executive',
      'Flags: Mass registration address',
      'Register of unfair suppliers',
      "Operator's answer: The number is registered to this person",
      'Register answer: Invalid',
      'Match: “Хоппер Грейс”, similarity 87 %, incident No. ',
      '1. Wanted list: Red: “Мошенничество',
    ]) {
      expect(en).toContain(word);
    }
    expect(en).toContain('“ООО «ТрансЛогистик Плюс»”');
    expect(en).not.toMatch(/RED|YELLOW/);
    expect(reports.problem.ru).toContain('1. Розыск: Красный: Мошенничество');
    expect(reports.problem.ru).not.toMatch(/RED|YELLOW|incident \d/);
  });
});
