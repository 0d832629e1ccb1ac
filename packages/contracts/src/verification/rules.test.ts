import { describe, expect, it } from 'vitest';
import type { RiskMatchField, TrustPersonResult } from './results';
import {
  atiFirmLink,
  companyState,
  effectiveLicenseExpiry,
  incidentCountLevel,
  isLicenseExpired,
  isOsagoExpired,
  riskLevel,
  riskMatchesOf,
  summarizeChecks,
  trustColorOf,
  trustFindingText,
  trustItemsOf,
  type CheckStanding,
  type RiskIncidentIdentifiers,
  type RiskSubject,
} from './rules';

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
    const policies = statuses.map((status) => ({ status, startDate: null, endDate: null }));
    expect(isOsagoExpired(policies, '2026-11-23')).toBe(expired);
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

describe('atiFirmLink', () => {
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

  it.each([
    ['RED', ''],
    [' green ', ''],
    ['RED: розыск с 01.03.2024', 'розыск с 01.03.2024'],
    ['YELLOW — жалоба', 'жалоба'],
    ['REDUCED', 'REDUCED'],
    ['нет данных', 'нет данных'],
  ])('the finding of %s is "%s"', (item, finding) => {
    expect(trustFindingText(item)).toBe(finding);
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
