import { describe, expect, it } from 'vitest';
import { verificationCheckNames, type VerificationCheck } from './form';
import type {
  CheckAnswers,
  DriverResult,
  OsagoPolicy,
  ParticipationResult,
  PrudenceCheckResult,
  ReputationResult,
  RiskMatchField,
  TrustPersonResult,
} from './results';
import { licenceStatusOf, osagoPolicyState, resultClasses, type LicenceStatus } from './rules';
import { isDriverValid, isPassportScoreMeaningful, verdictOf, verdictReasons, type VerdictReason } from './verdicts';

const today = '2026-11-23';

/** The reason of `check` for `answer`, checked to carry the class the reason table gives it. */
function reasonOf<C extends VerificationCheck>(check: C, answer: CheckAnswers[C], on = today): string {
  const { standing, reason } = verdictOf(check, answer, on);
  expect(standing).toBe((verdictReasons[check] as Record<string, string>)[reason]);
  return reason;
}

describe('the reason table', () => {
  it('covers every check, each reason with one of the three classes', () => {
    expect(Object.keys(verdictReasons).sort()).toEqual([...verificationCheckNames].sort());
    for (const reasons of Object.values(verdictReasons)) {
      for (const standing of Object.values(reasons)) expect(resultClasses).toContain(standing);
    }
  });
});

describe('risk', () => {
  it.each<[string, VerdictReason<'risk'>, RiskMatchField[][]]>([
    ['no incidents', 'no_incidents', []],
    ['a vehicle plate', 'vehicle_in_incident', [['vehicle_plate']]],
    ['a vehicle VIN', 'vehicle_in_incident', [['vehicle_vin']]],
    ['a trailer plate', 'vehicle_in_incident', [['trailer_plate']]],
    ['a trailer VIN', 'vehicle_in_incident', [['trailer_vin']]],
    ['an ATI id', 'counterparty_in_incident', [['ati_id']]],
    ['an OGRN', 'counterparty_in_incident', [['counterparty_ogrn']]],
    ['an INN', 'counterparty_in_incident', [['counterparty_inn']]],
    [
      'counterparty in one incident, vehicle in another',
      'vehicle_in_incident',
      [['counterparty_inn'], ['trailer_vin']],
    ],
    ['counterparty and vehicle in one incident', 'vehicle_in_incident', [['counterparty_inn', 'vehicle_plate']]],
  ])('%s → %s', (_, reason, matches) => {
    const list = matches.map((matched_by, id) => ({ id, date: today, place: '', price: 0, matched_by, link: '' }));
    const answer = { resultCode: 0, resultMessage: '', list, ati_inns: [], ati_link: null, ati_id: null };
    expect(reasonOf('risk', answer)).toBe(reason);
  });
});

describe('osago', () => {
  const policy = (status: string, startDate: string | null, endDate: string | null): OsagoPolicy => ({
    status,
    startDate,
    endDate,
    insurer: '',
    serial: 'ХХХ',
    number: '1',
    restriction: false,
    uniqueNumber: null,
    bodyNumber: null,
    regNumber: null,
    make: null,
    model: null,
  });
  it.each<[string, VerdictReason<'osago'>, OsagoPolicy[]]>([
    ['no policy at all: not found', 'not_found', []],
    ['one in force', 'in_force', [policy('Действует', '2026-01-01', '2026-12-31')]],
    ['in force without dates', 'in_force', [policy(' действует ', null, null)]],
    ['its last day', 'in_force', [policy('Действует', '2025-11-24', today)]],
    [
      'only ended ones',
      'none_in_force',
      [policy('Прекратил действие', null, null), policy('Истёк срок действия', null, null)],
    ],
    // issue 23 §3: the register still says "Действует" after the end date
    ['"in force" past its end date', 'none_in_force', [policy('Действует', '2025-01-01', '2026-11-22')]],
    ['"in force" from a future day', 'none_in_force', [policy('Действует', '2026-12-01', '2027-11-30')]],
    [
      'an old one and one in force',
      'in_force',
      [policy('Истёк срок действия', null, null), policy('Действует', null, '2027-01-01')],
    ],
  ])('%s → %s', (_, reason, policies) => {
    expect(reasonOf('osago', { resultCode: 0, resultMessage: '', policies })).toBe(reason);
  });

  it.each([
    ['Действует', '2026-01-01', '2026-12-31', 'in_force'],
    ['Действует', '2025-01-01', '2026-11-22', 'ended'],
    ['Действует', '2026-12-01', null, 'not_started'],
    ['Истёк срок действия', '2025-01-01', '2025-12-31', 'register'],
  ] as const)('a policy "%s" from %s to %s reads %s', (status, startDate, endDate, state) => {
    expect(osagoPolicyState(policy(status, startDate, endDate), today)).toBe(state);
  });
});

describe('driver', () => {
  const valid: DriverResult = {
    wanted: false,
    status: 'Действует',
    drivingLicenseExpiryDate: '2031-03-15',
    drivingLicenseCategory: 'B, C, CE',
    decisionList: [],
  };
  const decision = (state: string) => ({ date: '2024-01-10', state, stateName: '', term: 18, region: 'Москва' });

  it.each<[string, VerdictReason<'driver'>, LicenceStatus, Partial<DriverResult>]>([
    ['all clear', 'valid', 'in_force', {}],
    [
      'licence ending 2023-12-31, extended to 2026-12-31',
      'valid',
      'in_force',
      { drivingLicenseExpiryDate: '2023-12-31' },
    ],
    ['licence ending 2023-05-01, extension over', 'expired', 'expired', { drivingLicenseExpiryDate: '2023-05-01' }],
    ['wanted', 'wanted', 'in_force', { wanted: true }],
    ['status other than Действует', 'not_in_force', 'register', { status: 'Аннулировано' }],
    ['not found in any register', 'not_found', 'not_found', { status: 'Не найдено', drivingLicenseExpiryDate: null }],
    ['status in other case', 'valid', 'in_force', { status: 'действует' }],
    ['expired', 'expired', 'expired', { drivingLicenseExpiryDate: '2026-11-22' }],
    ['no expiry date', 'expired', 'expired', { drivingLicenseExpiryDate: null }],
    ['decision taken (42)', 'deprived', 'deprived', { decisionList: [decision('42')] }],
    // the demo licence 7700654321: the register says "Действует", the decision is in force (issue 23 §3)
    ['decision in force (60), status "Действует"', 'deprived', 'deprived', { decisionList: [decision('60')] }],
    ['under appeal (64)', 'deprived', 'deprived', { decisionList: [decision('64')] }],
    ['term interrupted (68)', 'deprived', 'deprived', { decisionList: [decision('68')] }],
    ['term running (78)', 'deprived', 'deprived', { decisionList: [decision('78')] }],
    ['term over (79)', 'valid', 'in_force', { decisionList: [decision('79')] }],
    [
      'execution stopped (71) and fine paid (73)',
      'valid',
      'in_force',
      { decisionList: [decision('71'), decision('73')] },
    ],
    ['one old and one running deprivation', 'deprived', 'deprived', { decisionList: [decision('79'), decision('78')] }],
    ['wanted and deprived: wanted first', 'wanted', 'deprived', { wanted: true, decisionList: [decision('60')] }],
  ])('%s → %s', (_, reason, status, change) => {
    const result = { ...valid, ...change };
    expect(reasonOf('driver', result)).toBe(reason);
    expect(licenceStatusOf(result, today)).toBe(status);
    expect(isDriverValid(result, today)).toBe(reason === 'valid');
  });
});

describe('passport', () => {
  it.each<[string, VerdictReason<'passport_complex'>, string, number, boolean]>([
    ['valid, full match', 'valid', 'Действителен', 100, true],
    ['valid at the confirming score', 'valid', 'Действителен', 80, true],
    ['valid, but the holder data differ', 'data_mismatch', 'Действителен', 79, true],
    ['a description of its own with a low score', 'data_mismatch', 'Данные владельца не совпадают', 20, true],
    ['a description of its own with a full score', 'valid', 'Паспорт подтверждён', 100, true],
    ['on the invalid list', 'invalid', 'Недействителен', 0, false],
    ['on the invalid list, other case and spaces', 'invalid', ' недействителен ', 0, false],
    ['on the invalid list even with a high score', 'invalid', 'Недействителен', 100, false],
    ['unknown number', 'not_found', 'Не найден', 0, false],
    ['unknown number even with a high score', 'not_found', 'Не найден', 100, false],
  ])('%s → %s (score shown: %s)', (_, reason, description, score, isScoreShown) => {
    expect(reasonOf('passport_complex', { description, score })).toBe(reason);
    expect(isPassportScoreMeaningful({ description, score })).toBe(isScoreShown);
  });
});

describe('phone, bailiffs, courts', () => {
  it.each([
    [true, 'registered'],
    [false, 'not_registered'],
  ] as const)('phone registered to the person: %s → %s', (operationResult, reason) => {
    expect(reasonOf('phone', { operationResult, operationMessage: '' })).toBe(reason);
  });

  const debt = { proceeding: '1', subject: '', amount: 10, department: '', bailiff: '', endReason: null };
  it.each([
    ['nothing found', 'none', false, 0],
    ['found with proceedings', 'debts', true, 1],
    ['proceedings listed without the flag', 'debts', false, 1],
    ['the flag without proceedings', 'debts', true, 0],
  ] as const)('fssp %s → %s', (_, reason, found, count) => {
    expect(reasonOf('fssp', { found, data: Array.from({ length: count }, () => debt) })).toBe(reason);
  });

  const courtCase = { article: '', caseNumber: '2-1/2024', court: '', sides: [] };
  it.each([
    ['no cases', 'none', 0, 0],
    ['a case', 'cases', 0, 1],
    ['-100: nothing found', 'none', -100, 0],
  ] as const)('sud %s → %s', (_, reason, resultCode, count) => {
    expect(reasonOf('sud', { resultCode, cases: Array.from({ length: count }, () => courtCase) })).toBe(reason);
  });
});

describe('trust person', () => {
  const clean: TrustPersonResult = {
    resultCode: 0,
    c1: 'GREEN',
    c2: null,
    c3: [],
    c4: 'YELLOW',
    c5: null,
    c6: 'GREEN',
  };
  it.each<[string, VerdictReason<'trust_person'>, Partial<TrustPersonResult>]>([
    ['nothing red', 'clear', {}],
    ['RED in c1', 'red_serious', { c1: 'RED' }],
    ['RED in c2, in a list', 'red_serious', { c2: ['GREEN', 'RED: розыск'] }],
    ['red in c3, lower case', 'red_serious', { c3: 'red' }],
    ['RED in c4', 'red_minor', { c4: 'RED' }],
    ['RED in c5', 'red_minor', { c5: ['RED'] }],
    ['RED in c6', 'red_minor', { c6: 'RED' }],
    ['RED in c1 and c6', 'red_serious', { c1: 'RED', c6: 'RED' }],
    ['a word that only contains the letters', 'clear', { c1: 'REDUCED', c4: 'PREDICTED' }],
    ['-100: nothing found', 'unknown_person', { resultCode: -100, c1: 'RED' }],
  ])('%s → %s', (_, reason, change) => {
    expect(reasonOf('trust_person', { ...clean, ...change })).toBe(reason);
  });
});

describe('face', () => {
  it.each([
    ['matches', 'match'],
    ['no_match', 'no_match'],
    ['no_face', 'no_face'],
    ['several_faces', 'several_faces'],
  ] as const)('a check that says %s → %s', (message_code, reason) => {
    expect(reasonOf('face', { matches: [], uploaded_face: null, message: '', message_code })).toBe(reason);
  });
});

describe('companies', () => {
  const company = (status: string, flags: string[] = []): ReputationResult['Items'][number] => ({
    inn: '7707083893',
    ogrn: '1027700132195',
    name: 'ООО «Ромашка»',
    status,
    registrationDate: '2010-01-01',
    flags,
  });
  it.each<[string, VerdictReason<'reputation'>, ReputationResult['Items']]>([
    ['no company with the INN', 'not_found', []],
    ['an active company without flags', 'clean', [company('Действующее')]],
    ['an active company with a flag', 'flags', [company('Действующее', ['Массовый адрес'])]],
    ['a company in liquidation', 'winding_down', [company('В процессе ликвидации')]],
    ['a liquidated company', 'defunct', [company('Ликвидировано')]],
    ['an active and a liquidated one', 'defunct', [company('Действующее'), company('Ликвидировано')]],
  ])('reputation: %s → %s', (_, reason, Items) => {
    expect(reasonOf('reputation', { Items })).toBe(reason);
  });

  const participation = (status: string): ParticipationResult['participations'][number] => ({
    inn: '7707083893',
    ogrn: null,
    name: 'ООО «Ромашка»',
    role: 'Учредитель',
    share: 50,
    status,
  });
  it.each<[string, VerdictReason<'participant'>, string[]]>([
    ['no companies', 'none', []],
    ['active companies: information', 'active_companies', ['Действующее', 'Действует']],
    ['one liquidated among active ones', 'inactive_company', ['Действующее', 'Ликвидировано']],
    ['one winding down', 'inactive_company', ['В процессе ликвидации']],
  ])('participation: %s → %s', (_, reason, statuses) => {
    expect(reasonOf('participant', { participations: statuses.map(participation) })).toBe(reason);
  });

  type Finding = PrudenceCheckResult['data']['findings'][number];
  const flag: Finding = { source: 'reputation', key: 'flag:Массовый адрес', title: 'Массовый адрес' };
  const debt: Finding = { source: 'fssp', key: '1/24/77001-ИП', title: '1/24/77001-ИП — Налоги' };
  const incident: Finding = { source: 'incidents', key: '17', title: '№ 17' };
  const status = (title: string): Finding => ({ source: 'registry', key: `status:${title}`, title });
  it.each<[string, VerdictReason<'prudence'>, Finding[]]>([
    ['nothing found', 'clean', []],
    ['a register flag', 'flags', [flag]],
    ['a bailiff debt of its director beside a flag', 'court_or_debts', [flag, debt]],
    ['a court case', 'court_or_debts', [{ source: 'sud', key: '1-245/2023', title: '1-245/2023' }]],
    ['winding down', 'winding_down', [status('В процессе ликвидации'), debt]],
    ['not in the company register', 'not_found', [{ source: 'registry', key: 'not_found', title: '' }]],
    ['an incident naming it, with debts and flags', 'incidents', [flag, debt, incident]],
    ['liquidated, whatever else', 'defunct', [status('Ликвидировано'), incident]],
  ])('commercial prudence: %s → %s', (_, reason, findings) => {
    const data = { inn: '7799000012', name: 'ООО «Ромашка»', status: 'Действующее', findings };
    expect(reasonOf('prudence', { data })).toBe(reason);
  });

  it.each([
    [['12345'], 'found'],
    [['12345', '678901'], 'found'],
    [[], 'none'],
  ] as const)('ATI ids %o → %s', (ati_ids, reason) => {
    expect(reasonOf('find_ati_su_id', { ati_ids: [...ati_ids] })).toBe(reason);
  });
});

describe('identity consistency', () => {
  const finding = (cls: 'alert' | 'warning' | 'info') => ({
    rule: 'phone_other_person' as const,
    class: cls,
    message: { ru: '…', en: '…' },
    sources: [],
  });
  it.each<[string, VerdictReason<'consistency'>, ('alert' | 'warning' | 'info')[]]>([
    ['nothing found', 'consistent', []],
    ['only information', 'information', ['info']],
    ['a warning beside information', 'doubts', ['info', 'warning']],
    ['an alert, whatever else', 'conflicts', ['warning', 'alert', 'info']],
  ])('%s → %s', (_, reason, classes) => {
    const answer = { class: 'success' as const, resultCode: 0, resultMessage: '', findings: classes.map(finding) };
    expect(reasonOf('consistency', answer)).toBe(reason);
  });
});
