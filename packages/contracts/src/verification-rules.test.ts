import { describe, expect, it } from 'vitest';
import type { VerificationCheck } from './verification-form';
import type {
  DriverResult,
  ParticipationResult,
  ReputationResult,
  RiskMatchField,
  TrustPersonResult,
} from './verification-results';
import {
  atiFirmLink,
  atiIdsClass,
  checkOutcome,
  companyState,
  effectiveLicenseExpiry,
  fsspClass,
  incidentCountLevel,
  isDriverValid,
  isLicenseExpired,
  isOsagoExpired,
  osagoClass,
  participationClass,
  passportClass,
  phoneClass,
  reputationClass,
  riskLevel,
  riskMatchesOf,
  riskResultClass,
  sudClass,
  summarizeChecks,
  trustColorOf,
  trustItemsOf,
  trustPersonClass,
  type CheckStanding,
  type ResultClass,
  type RiskIncidentIdentifiers,
  type RiskSubject,
} from './verification-rules';

const incident: RiskIncidentIdentifiers = {
  vehicle_plate: 'А123ВС77',
  vehicle_vin: 'XTA210990Y2766389',
  trailer_plate: 'АВ123477',
  trailer_vin: 'WVWZZZ1JZXW000001',
  ati_id: '12345',
  counterparty_ogrn: '1027700132195',
  counterparty_inn: '7707083893',
};

describe('riskMatchesOf', () => {
  it.each<[string, RiskSubject, RiskMatchField[]]>([
    ['nothing searched', {}, []],
    ['the vehicle plate', { autoGos: 'А123ВС77' }, ['vehicle_plate']],
    ['the plate typed in Latin', { autoGos: 'a123bc77' }, ['vehicle_plate']],
    ['the vehicle VIN', { autoVin: 'XTA210990Y2766389' }, ['vehicle_vin']],
    ['the trailer plate', { trailerGos: 'АВ123477' }, ['trailer_plate']],
    ['the trailer plate typed as the vehicle', { autoGos: 'АВ123477' }, ['trailer_plate']],
    ['the trailer VIN typed as the vehicle', { autoVin: 'WVWZZZ1JZXW000001' }, ['trailer_vin']],
    ['the ATI id among others', { externalId: ['99999', '12345'] }, ['ati_id']],
    ['OGRN and INN', { ogrn: '1027700132195', inn: '7707083893' }, ['counterparty_ogrn', 'counterparty_inn']],
    ['a plate one letter off', { autoGos: 'А123ВЕ77' }, []],
    ['a plate with another region', { autoGos: 'А123ВС777' }, []],
    ['a VIN one character off', { autoVin: 'XTA210990Y2766388' }, []],
    ['an INN one digit off', { inn: '7707083894' }, []],
    ['the plate as an INN', { inn: 'А123ВС77' }, []],
  ])('%s', (_, subject, matches) => {
    expect(riskMatchesOf(subject, incident)).toEqual(matches);
  });

  it('never matches an empty or missing identifier of the incident', () => {
    const bare = { vehicle_plate: '', vehicle_vin: null, counterparty_inn: ' ' };
    expect(riskMatchesOf({ autoGos: '', autoVin: '', inn: ' ', externalId: [''] }, bare)).toEqual([]);
  });
});

describe('riskResultClass', () => {
  it.each<[string, string, RiskMatchField[][]]>([
    ['no incidents', 'success', []],
    ['a vehicle plate', 'alert', [['vehicle_plate']]],
    ['a vehicle VIN', 'alert', [['vehicle_vin']]],
    ['a trailer plate', 'alert', [['trailer_plate']]],
    ['a trailer VIN', 'alert', [['trailer_vin']]],
    ['an ATI id', 'warning', [['ati_id']]],
    ['an OGRN', 'warning', [['counterparty_ogrn']]],
    ['an INN', 'warning', [['counterparty_inn']]],
    ['counterparty in one incident, vehicle in another', 'alert', [['counterparty_inn'], ['trailer_vin']]],
    ['counterparty and vehicle in one incident', 'alert', [['counterparty_inn', 'vehicle_plate']]],
  ])('%s → %s', (_, expected, matches) => {
    expect(riskResultClass(matches.map((matched_by) => ({ matched_by })))).toBe(expected);
  });
});

describe('riskLevel', () => {
  it.each<[string, string, RiskSubject, 'success' | 'warning' | 'alert']>([
    ['an alert', 'high', { autoGos: 'А123ВС77' }, 'alert'],
    ['a warning', 'high', { inn: '7707083893' }, 'warning'],
    ['nothing found about vehicle and counterparty', 'low', { autoVin: 'XTA210990Y2766389', ogrn: '1' }, 'success'],
    ['nothing found, trailer and ATI id', 'low', { trailerGos: 'АВ123477', externalId: ['12345'] }, 'success'],
    ['nothing found, vehicle only', 'middle', { autoGos: 'А123ВС77', trailerVin: 'X' }, 'success'],
    ['nothing found, counterparty only', 'middle', { inn: '7707083893', ogrn: '1' }, 'success'],
    ['nothing found, empty ATI list', 'middle', { autoGos: 'А123ВС77', externalId: [] }, 'success'],
    ['nothing searched', 'middle', {}, 'success'],
  ])('%s → %s', (_, expected, subject, resultClass) => {
    expect(riskLevel(subject, resultClass)).toBe(expected);
  });
});

describe('incidentCountLevel', () => {
  it.each([
    [0, 'none'],
    [1, 'one_or_two'],
    [2, 'one_or_two'],
    [3, 'many'],
    [250, 'many'],
  ])('%i incidents → %s', (count, level) => {
    expect(incidentCountLevel(count)).toBe(level);
  });
});

describe('isOsagoExpired', () => {
  it.each([
    ['no policies (nothing found)', false, []],
    ['one in force', false, ['Действует']],
    ['one in force among ended ones', false, ['Прекратил действие', 'Действует', 'Закончился срок действия']],
    ['in force, written with other case and spaces', false, [' действует ']],
    ['only ended ones', true, ['Прекратил действие', 'Закончился срок действия']],
    ['one not yet in force', true, ['Не начал действовать']],
  ])('%s → %s', (_, expired, statuses: string[]) => {
    expect(isOsagoExpired(statuses.map((status) => ({ status })))).toBe(expired);
  });
});

describe('osagoClass', () => {
  it.each<[string, ResultClass, string[]]>([
    ['no policy at all: not found', 'warning', []],
    ['one in force', 'success', ['Действует']],
    ['only ended ones: expired', 'alert', ['Прекратил действие', 'Закончился срок действия']],
  ])('%s → %s', (_, expected, statuses) => {
    expect(osagoClass({ policies: statuses.map((status) => ({ status })) })).toBe(expected);
  });
});

describe('passportClass', () => {
  it.each<[string, ResultClass, string, number]>([
    ['valid, full match', 'success', 'Действителен', 100],
    ['valid at the confirming score', 'success', 'Действителен', 80],
    ['valid, but the holder data differ', 'warning', 'Действителен', 79],
    ['a description of its own with a low score', 'warning', 'Данные владельца не совпадают', 20],
    ['a description of its own with a full score', 'success', 'Паспорт подтверждён', 100],
    ['on the invalid list', 'alert', 'Недействителен', 0],
    ['on the invalid list, other case and spaces', 'alert', ' недействителен ', 0],
    ['on the invalid list even with a high score', 'alert', 'Недействителен', 100],
    ['unknown number', 'warning', 'Не найден', 0],
    ['unknown number even with a high score', 'warning', 'Не найден', 100],
  ])('%s → %s', (_, expected, description, score) => {
    expect(passportClass({ description, score })).toBe(expected);
  });
});

describe('phoneClass', () => {
  it.each<[boolean, ResultClass]>([
    [true, 'success'],
    [false, 'warning'],
  ])('registered to the person: %s → %s', (operationResult, expected) => {
    expect(phoneClass({ operationResult, operationMessage: '' })).toBe(expected);
  });
});

describe('fsspClass and sudClass', () => {
  const debt = { proceeding: '1', subject: '', amount: 10, department: '', bailiff: '', endReason: null };
  it.each<[string, ResultClass, boolean, number]>([
    ['nothing found', 'success', false, 0],
    ['found with proceedings', 'warning', true, 1],
    ['proceedings listed without the flag', 'warning', false, 1],
    ['the flag without proceedings', 'warning', true, 0],
  ])('fssp %s → %s', (_, expected, found, count) => {
    expect(fsspClass({ found, data: Array.from({ length: count }, () => debt) })).toBe(expected);
  });

  const courtCase = { article: '', caseNumber: '2-1/2024', court: '', sides: [] };
  it.each<[string, ResultClass, number, number]>([
    ['no cases', 'success', 0, 0],
    ['a case', 'warning', 0, 1],
    ['-100: nothing found', 'success', -100, 0],
  ])('sud %s → %s', (_, expected, resultCode, count) => {
    expect(sudClass({ resultCode, cases: Array.from({ length: count }, () => courtCase) })).toBe(expected);
  });
});

describe('companyState', () => {
  it.each([
    ['Действующее', 'active'],
    [' действующая ', 'active'],
    ['Действует', 'active'],
    ['Ликвидировано', 'defunct'],
    ['Прекратило деятельность', 'defunct'],
    ['Исключено из ЕГРЮЛ', 'defunct'],
    ['Недействующее', 'defunct'],
    ['В процессе ликвидации', 'other'],
    ['В процессе реорганизации', 'other'],
    ['Банкротство', 'other'],
    ['', 'other'],
  ])('%s → %s', (status, state) => {
    expect(companyState(status)).toBe(state);
  });
});

describe('reputationClass', () => {
  const company = (status: string, flags: string[] = []): ReputationResult['Items'][number] => ({
    inn: '7707083893',
    ogrn: '1027700132195',
    name: 'ООО «Ромашка»',
    status,
    registrationDate: '2010-01-01',
    flags,
  });
  it.each<[string, ResultClass, ReputationResult['Items']]>([
    ['no company with the INN: not found', 'warning', []],
    ['an active company without flags', 'success', [company('Действующее')]],
    ['an active company with a flag', 'warning', [company('Действующее', ['Массовый адрес'])]],
    ['a company in liquidation', 'warning', [company('В процессе ликвидации')]],
    ['a liquidated company', 'alert', [company('Ликвидировано')]],
    ['an active and a liquidated one', 'alert', [company('Действующее'), company('Ликвидировано')]],
  ])('%s → %s', (_, expected, Items) => {
    expect(reputationClass({ Items })).toBe(expected);
  });
});

describe('participationClass', () => {
  const company = (status: string): ParticipationResult['participations'][number] => ({
    inn: '7707083893',
    ogrn: null,
    name: 'ООО «Ромашка»',
    role: 'Учредитель',
    share: 50,
    status,
  });
  it.each<[string, ResultClass, string[]]>([
    ['no companies', 'success', []],
    ['active companies: information', 'success', ['Действующее', 'Действует']],
    ['one liquidated among active ones', 'warning', ['Действующее', 'Ликвидировано']],
    ['one winding down', 'warning', ['В процессе ликвидации']],
  ])('%s → %s', (_, expected, statuses) => {
    expect(participationClass({ participations: statuses.map(company) })).toBe(expected);
  });
});

describe('atiIdsClass', () => {
  it.each<[string[], ResultClass]>([
    [['12345'], 'success'],
    [['12345', '678901'], 'success'],
    [[], 'warning'],
  ])('%o → %s', (ati_ids, expected) => {
    expect(atiIdsClass({ ati_ids })).toBe(expected);
  });

  it('links an id to its ATI.su firm page', () => {
    expect(atiFirmLink('123456')).toBe('https://ati.su/firms/123456/info');
  });
});

describe('trust colours', () => {
  it.each([
    ['RED', 'red'],
    ['red', 'red'],
    ['RED: розыск', 'red'],
    ['YELLOW', 'yellow'],
    ['Green', 'green'],
    ['REDUCED', null],
    ['нет данных', null],
  ])('%s → %s', (item, color) => {
    expect(trustColorOf(item)).toBe(color);
  });

  it.each<[TrustPersonResult['c1'], string[]]>([
    [null, []],
    ['', []],
    ['GREEN', ['GREEN']],
    [
      ['RED', 'YELLOW'],
      ['RED', 'YELLOW'],
    ],
  ])('the items of %o', (value, items) => {
    expect(trustItemsOf(value)).toEqual(items);
  });
});

describe('trustPersonClass', () => {
  const clean: TrustPersonResult = {
    resultCode: 0,
    c1: 'GREEN',
    c2: null,
    c3: [],
    c4: 'YELLOW',
    c5: null,
    c6: 'GREEN',
  };
  it.each<[string, string, Partial<TrustPersonResult>]>([
    ['nothing red', 'success', {}],
    ['RED in c1', 'alert', { c1: 'RED' }],
    ['RED in c2, in a list', 'alert', { c2: ['GREEN', 'RED: розыск'] }],
    ['red in c3, lower case', 'alert', { c3: 'red' }],
    ['RED in c4', 'warning', { c4: 'RED' }],
    ['RED in c5', 'warning', { c5: ['RED'] }],
    ['RED in c6', 'warning', { c6: 'RED' }],
    ['RED in c1 and c6', 'alert', { c1: 'RED', c6: 'RED' }],
    ['a word that only contains the letters', 'success', { c1: 'REDUCED', c4: 'PREDICTED' }],
    ['-100: nothing found', 'success', { resultCode: -100, c1: 'RED' }],
  ])('%s → %s', (_, expected, change) => {
    expect(trustPersonClass({ ...clean, ...change })).toBe(expected);
  });
});

describe('licence expiry', () => {
  it.each([
    ['2021-12-31', '2021-12-31', 'the day before the window: not extended'],
    ['2022-01-01', '2025-01-01', 'first day of the window'],
    ['2023-06-15', '2026-06-15', 'inside the window'],
    ['2024-02-29', '2027-02-28', 'a leap day, clamped'],
    ['2025-12-31', '2028-12-31', 'last day of the window'],
    ['2026-01-01', '2026-01-01', 'the day after the window: not extended'],
  ])('a licence ending %s is valid through %s (%s)', (expiry, effective) => {
    expect(effectiveLicenseExpiry(expiry)).toBe(effective);
  });

  it.each<[string | null, string, boolean, string]>([
    ['2030-05-01', '2026-11-23', false, 'expiry in the future'],
    ['2026-11-23', '2026-11-23', false, 'expiry today: still its last day'],
    ['2026-11-22', '2026-11-23', true, 'expired yesterday'],
    ['2021-12-31', '2022-01-01', true, 'ended the day before the window'],
    ['2022-01-01', '2024-12-31', false, 'extended to 2025-01-01'],
    ['2022-01-01', '2025-01-01', false, 'last day of the extension'],
    ['2022-01-01', '2025-01-02', true, 'extension over'],
    ['2025-12-31', '2028-12-31', false, 'end of the window, extended to 2028-12-31'],
    ['2025-12-31', '2029-01-01', true, 'end of the window, extension over'],
    ['2026-01-01', '2026-01-02', true, 'ended after the window'],
    [null, '2026-11-23', true, 'no expiry date known'],
  ])('ending %s, on %s: expired %s (%s)', (expiry, today, expired) => {
    expect(isLicenseExpired(expiry, today)).toBe(expired);
  });
});

describe('isDriverValid', () => {
  const today = '2026-11-23';
  const valid: DriverResult = {
    wanted: false,
    status: 'Действует',
    drivingLicenseExpiryDate: '2031-03-15',
    drivingLicenseCategory: 'B, C, CE',
    decisionList: [],
  };
  const decision = (state: string) => ({ date: '2024-01-10', state, stateName: '', term: 18, region: 'Москва' });

  it.each<[string, boolean, Partial<DriverResult>]>([
    ['all clear', true, {}],
    ['licence ending 2023-12-31, extended to 2026-12-31', true, { drivingLicenseExpiryDate: '2023-12-31' }],
    ['licence ending 2023-05-01, extension over 2026-05-01', false, { drivingLicenseExpiryDate: '2023-05-01' }],
    ['wanted', false, { wanted: true }],
    ['status other than Действует', false, { status: 'Аннулировано' }],
    ['status in other case', true, { status: 'действует' }],
    ['expired', false, { drivingLicenseExpiryDate: '2026-11-22' }],
    ['no expiry date', false, { drivingLicenseExpiryDate: null }],
    ['decision taken (42)', false, { decisionList: [decision('42')] }],
    ['decision in force (60)', false, { decisionList: [decision('60')] }],
    ['under appeal (64)', false, { decisionList: [decision('64')] }],
    ['term interrupted (68)', false, { decisionList: [decision('68')] }],
    ['term running (78)', false, { decisionList: [decision('78')] }],
    ['term over (79)', true, { decisionList: [decision('79')] }],
    ['execution stopped (71) and fine paid (73)', true, { decisionList: [decision('71'), decision('73')] }],
    ['one old and one running deprivation', false, { decisionList: [decision('79'), decision('78')] }],
  ])('%s → %s', (_, expected, change) => {
    expect(isDriverValid({ ...valid, ...change }, today)).toBe(expected);
  });
});

describe('checkOutcome', () => {
  it.each<[VerificationCheck, CheckStanding, string]>([
    ['risk', 'alert', 'checked'],
    ['risk', 'success', 'checked'],
    ['risk', 'not_checked', 'not_checked'],
    ['osago', 'not_carried_out', 'not_carried_out'],
    ['osago', 'success', 'valid'],
    ['osago', 'warning', 'not_valid'],
    ['driver', 'success', 'valid'],
    ['driver', 'alert', 'not_valid'],
    ['passport_complex', 'success', 'valid'],
    ['passport_complex', 'alert', 'not_valid'],
    ['passport_complex', 'warning', 'not_confirmed'],
    ['phone', 'success', 'confirmed'],
    ['phone', 'warning', 'not_confirmed'],
    ['face', 'success', 'verified'],
    ['face', 'alert', 'checked'],
    ['fssp', 'warning', 'checked'],
    ['find_ati_su_id', 'success', 'checked'],
    ['reputation', 'alert', 'checked'],
    ['participant', 'warning', 'checked'],
    ['trust_person', 'success', 'checked'],
  ])('%s %s → %s', (check, standing, outcome) => {
    expect(checkOutcome(check, standing)).toBe(outcome);
  });
});

describe('summarizeChecks', () => {
  const entry = (check: string, standing: CheckStanding) => ({ check, standing });

  it('puts the worst first, keeping the check order within a standing', () => {
    const checks = [
      entry('risk', 'success'),
      entry('fssp', 'not_checked'),
      entry('osago', 'warning'),
      entry('driver', 'not_carried_out'),
      entry('sud', 'alert'),
      entry('phone', 'warning'),
      entry('face', 'not_checked'),
    ];
    const summary = summarizeChecks(checks);
    expect(summary.ordered.map((item) => item.check)).toEqual([
      'sud',
      'osago',
      'phone',
      'risk',
      'driver',
      'fssp',
      'face',
    ]);
    expect(summary.overall).toBe('alert');
  });

  it.each<[CheckStanding[], CheckStanding]>([
    [['success', 'warning'], 'warning'],
    [['success', 'not_carried_out'], 'success'],
    [['not_checked', 'not_carried_out'], 'not_carried_out'],
    [['not_checked'], 'not_checked'],
    [[], 'not_checked'],
  ])('the whole of %o is %s', (standings, overall) => {
    expect(summarizeChecks(standings.map((standing) => ({ standing }))).overall).toBe(overall);
  });
});
