import { describe, expect, it } from 'vitest';
import { verificationCheckNames, type VerificationCheck } from './form';
import { checkResultSchemas } from './results';

/** A realistic answer of each check, with the field names of docs/product.md#verification-results. */
const samples: Record<VerificationCheck, Record<string, unknown>> = {
  risk: {
    resultCode: 0,
    resultMessage: '',
    list: [
      {
        id: 101,
        date: '2025-11-02',
        place: 'Подольск',
        price: 4_200_000,
        matched_by: ['vehicle_plate'],
        link: '/incidents/101',
      },
    ],
    ati_inns: ['7707083893'],
    ati_link: 'https://ati.su/firms/12345/info',
    ati_id: '12345',
  },
  osago: {
    resultCode: 0,
    resultMessage: '',
    policies: [
      {
        status: 'Действует',
        insurer: 'АО «СОГАЗ»',
        serial: 'ХХХ',
        number: '0123456789',
        restriction: false,
        uniqueNumber: null,
        bodyNumber: null,
        regNumber: 'А123ВС77',
        make: 'КАМАЗ',
        model: '5490',
        startDate: '2025-06-01',
        endDate: '2026-05-31',
      },
    ],
  },
  passport_complex: { description: 'Действителен', score: 97 },
  phone: { operationResult: true, operationMessage: 'Телефон принадлежит проверяемому лицу' },
  fssp: {
    found: true,
    data: [
      {
        proceeding: '12345/24/77001-ИП от 01.02.2024',
        subject: 'Штраф ГИБДД',
        amount: 500,
        department: 'ОСП по ЦАО №1',
        bailiff: 'Петрова А. А.',
        endReason: null,
      },
    ],
  },
  sud: {
    resultCode: 0,
    cases: [
      {
        article: 'ст. 158 УК РФ',
        caseNumber: '1-123/2024',
        court: 'Подольский городской суд',
        sides: ['Иванов И. И.'],
      },
    ],
  },
  trust_person: { resultCode: 0, c1: 'GREEN', c2: null, c3: ['RED: розыск'], c4: 'YELLOW', c5: [], c6: 'GREEN' },
  face: { matches: [], uploaded_face: null, message: 'Совпадений не найдено', message_code: 'no_match' },
  driver: {
    wanted: false,
    status: 'Действует',
    drivingLicenseExpiryDate: '2031-03-15',
    drivingLicenseCategory: 'B, C, CE',
    decisionList: [
      { date: '2019-04-01', state: '79', stateName: 'Окончание исчисления срока лишения', term: 18, region: 'Москва' },
    ],
  },
  reputation: {
    Items: [
      {
        inn: '7707083893',
        ogrn: '1027700132195',
        name: 'ПАО Сбербанк',
        status: 'Действующее',
        registrationDate: '1991-06-20',
        flags: [],
      },
    ],
  },
  participant: {
    participations: [
      { inn: '7707083893', ogrn: null, name: 'ООО «Перевозчик»', role: 'Учредитель', share: 50, status: 'Действующее' },
    ],
  },
  find_ati_su_id: { ati_ids: ['12345'] },
  prudence: {
    data: {
      inn: '7799000012',
      name: 'ООО «Демо-Перевозчик»',
      status: 'Действующее',
      findings: [
        { source: 'fssp', key: '12345/24/77001-ИП', title: '12345/24/77001-ИП — Налоги, 120 000 ₽' },
        { source: 'incidents', key: '17', title: '№ 17, 02.11.2025, Подольск, 4 200 000 ₽' },
      ],
    },
  },
  consistency: {
    class: 'warning',
    resultCode: 0,
    resultMessage: '',
    findings: [
      {
        rule: 'phone_other_person',
        class: 'warning',
        message: {
          ru: 'Телефон +79123456789 указывали с другим человеком: 12.11.2026 (проверка другой компании)',
          en: "The phone +79123456789 was given with another person: 12.11.2026 (another company's check)",
        },
        sources: [{ kind: 'ticket', id: null, date: '2026-11-12', own: false, link: null }],
      },
    ],
  },
};

/** For each check: one field of docs/product.md#verification-checks that must be there, and a wrong value for another. */
const nearMisses: Record<VerificationCheck, [missing: string, wrong: [string, unknown]]> = {
  risk: ['ati_inns', ['resultCode', '0']],
  osago: ['policies', ['resultMessage', null]],
  passport_complex: ['description', ['score', 101]],
  phone: ['operationMessage', ['operationResult', 'yes']],
  fssp: ['found', ['data', {}]],
  sud: ['cases', ['resultCode', 1.5]],
  trust_person: ['c6', ['c1', 1]],
  face: ['uploaded_face', ['matches', null]],
  driver: ['drivingLicenseExpiryDate', ['wanted', 'false']],
  reputation: ['Items', ['Items', [{}]]],
  participant: ['participations', ['participations', [{ inn: '1' }]]],
  find_ati_su_id: ['ati_ids', ['ati_ids', '12345']],
  prudence: ['data', ['data', { inn: '7799000012', findings: [] }]],
  consistency: ['findings', ['class', 'info']],
};

describe('checkResultSchemas', () => {
  it('has a schema for every check', () => {
    expect(Object.keys(checkResultSchemas).sort()).toEqual([...verificationCheckNames].sort());
  });

  it.each(verificationCheckNames)('%s: parses a realistic answer unchanged', (check) => {
    expect(checkResultSchemas[check].parse(samples[check])).toEqual(samples[check]);
  });

  it.each(verificationCheckNames)('%s: refuses an answer without a spec field or with a wrong type', (check) => {
    const [missing, [field, value]] = nearMisses[check];
    const withoutField = Object.fromEntries(Object.entries(samples[check]).filter(([key]) => key !== missing));
    expect(checkResultSchemas[check].safeParse(withoutField).success).toBe(false);
    expect(checkResultSchemas[check].safeParse({ ...samples[check], [field]: value }).success).toBe(false);
  });

  it('keeps the risk matches non-empty and of the known fields', () => {
    const incident = (samples.risk.list as object[])[0];
    for (const matched_by of [[], ['plate']]) {
      const answer = { ...samples.risk, list: [{ ...incident, matched_by }] };
      expect(checkResultSchemas.risk.safeParse(answer).success).toBe(false);
    }
  });
});
