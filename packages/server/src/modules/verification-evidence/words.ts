import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { PrudenceSource } from '@cargo-sentry/contracts/prudence/prudence';
import type {
  CheckStanding,
  RiskLevel,
  IncidentCountLevel,
  TrustColor,
} from '@cargo-sentry/contracts/verification/rules';
import type { RiskMatchField } from '@cargo-sentry/contracts/verification/results';
import { verificationWords, type VerificationWords } from '@cargo-sentry/contracts/verification/words';
import type { FindingClass } from '@cargo-sentry/contracts/identity-links/consistency';

/**
 * The evidence report's texts (the server has no i18next). Check names, outcome words, summary
 * words, field labels and the consent are the /verification page's own (web `verification` i18n;
 * check names and field labels are contracts' `verificationWords`, shared with a data subject's
 * records); `words.test.ts` holds them equal, so the PDF says what the page said.
 */
interface EvidenceWords extends Pick<VerificationWords, 'checks' | 'fields'> {
  title: string;
  reportId: string;
  generatedAt: string;
  generatedBy: string;
  checkedBy: string;
  ticket: string;
  ticketCreated: string;
  ticketExpires: string;
  consentTitle: string;
  consent: string;
  consentGiven: (at: string, username: string) => string;
  consentVersion: (version: number, sha256: string) => string;
  biometricGiven: (at: string) => string;
  inputsTitle: string;
  inputsNote: string;
  summaryTitle: string;
  summarySection: string;
  summary: Record<Exclude<CheckStanding, never>, string>;
  classTitle: string;
  checkColumn: string;
  reasonColumn: string;
  detailsTitle: string;
  incidentsTitle: string;
  noIncidents: string;
  incidentColumns: { id: string; date: string; place: string; matchedBy: string; link: string };
  verifyTitle: string;
  verifyText: (url: string) => string;
  hash: string;
  page: string;
  failed: string;
  none: string;
  yes: string;
  no: string;
  risk: {
    level: Record<RiskLevel, string>;
    count: Record<IncidentCountLevel, string>;
    matched: Record<RiskMatchField, string>;
    atiId: string;
    atiInns: string;
  };
  osago: {
    insurer: string;
    seriesNumber: string;
    status: string;
    period: string;
    vehicle: string;
    restricted: string;
  };
  driver: {
    status: string;
    expiry: string;
    categories: string;
    decisions: string;
    noDecisions: string;
    months: (count: number) => string;
  };
  fssp: { proceeding: string; subject: string; amount: string; department: string; ended: string };
  sud: { caseNumber: string; court: string; article: string; sides: string };
  passport: { description: string; score: string };
  phone: { message: string };
  trust: {
    categories: Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6', string>;
    colors: Record<TrustColor, string>;
    noData: string;
  };
  company: { status: string; registered: string; flags: string; role: string; share: string };
  prudence: { sources: Record<PrudenceSource, string> };
  atiFound: string;
  face: { matches: string; similarity: string; incident: (id: number) => string; wanted: (id: number) => string };
  /** The class of an identity-consistency finding, before its message. */
  findingClasses: Record<FindingClass, string>;
}

/** The Russian plural of `count` among the one / few / many forms. */
function ruPlural(count: number, forms: { one: string; few: string; many: string }): string {
  const form = new Intl.PluralRules('ru').select(count);
  return form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many;
}

const ru: EvidenceWords = {
  title: 'Отчёт о проверке',
  reportId: 'Номер отчёта',
  generatedAt: 'Сформирован',
  generatedBy: 'Сформировал',
  checkedBy: 'Проверку провёл',
  ticket: 'Проверка',
  ticketCreated: 'Начата',
  ticketExpires: 'Действовала до',
  consentTitle: 'Согласие на обработку персональных данных',
  consent: 'Подтверждаю, что персональные данные получены законно, с согласия их владельца (152-ФЗ)',
  consentGiven: (at, username) => `Подтверждено ${at} пользователем ${username}`,
  consentVersion: (version, sha256) => `Версия текста согласия ${version}, SHA-256 ${sha256}`,
  biometricGiven: (at) => `Письменное согласие на обработку биометрических данных подтверждено ${at}`,
  inputsTitle: 'Исходные данные',
  inputsNote: 'Номера документов, телефон, СНИЛС, e-mail и дата рождения скрыты частично.',
  summaryTitle: 'Итог',
  summarySection: 'Сводка',
  summary: {
    alert: 'Найдены тревожные совпадения',
    warning: 'Есть предупреждения',
    success: 'Проблем не найдено',
    not_carried_out: 'Часть проверок не выполнена',
    not_checked: 'Проверки не проводились',
  },
  classTitle: 'Класс',
  checkColumn: 'Проверка',
  reasonColumn: 'Почему',
  detailsTitle: 'Результаты проверок',
  incidentsTitle: 'Совпавшие инциденты',
  noIncidents: 'Совпавших инцидентов нет.',
  incidentColumns: { id: '№', date: 'Дата', place: 'Место', matchedBy: 'Совпадение', link: 'Ссылка' },
  verifyTitle: 'Проверка подлинности',
  verifyText: (url) =>
    `Подлинность и неизменность отчёта можно проверить по номеру отчёта и хешу: ${url}. Хеш — SHA-256 содержимого отчёта; подходит и SHA-256 самого файла PDF.`,
  hash: 'Хеш SHA-256',
  page: 'Страница',
  checks: verificationWords.ru.checks,
  fields: verificationWords.ru.fields,
  failed: 'Извините, возникла ошибка.',
  none: 'нет',
  yes: 'да',
  no: 'нет',
  risk: {
    level: { low: 'Риск низкий', middle: 'Риск средний: данных недостаточно', high: 'Риск высокий' },
    count: { none: 'Инцидентов не найдено', one_or_two: 'Найдено 1–2 инцидента', many: 'Найдено 3 инцидента и более' },
    matched: {
      vehicle_plate: 'госномер ТС',
      vehicle_vin: 'VIN ТС',
      trailer_plate: 'госномер прицепа',
      trailer_vin: 'VIN прицепа',
      ati_id: 'код ATI',
      counterparty_ogrn: 'ОГРН',
      counterparty_inn: 'ИНН',
    },
    atiId: 'Код ATI',
    atiInns: 'ИНН по кодам ATI',
  },
  osago: {
    insurer: 'Страховщик',
    seriesNumber: 'Серия и номер',
    status: 'Статус',
    period: 'Срок действия',
    vehicle: 'ТС',
    restricted: 'Только вписанные в полис водители',
  },
  driver: {
    status: 'Статус',
    expiry: 'Срок действия удостоверения до',
    categories: 'Категории',
    decisions: 'Решения',
    noDecisions: 'Решений о лишении права управления нет.',
    months: (count) => `${count} ${ruPlural(count, { one: 'месяц', few: 'месяца', many: 'месяцев' })}`,
  },
  fssp: {
    proceeding: 'Производство',
    subject: 'Предмет',
    amount: 'Сумма долга',
    department: 'Отдел',
    ended: 'Окончено',
  },
  sud: {
    caseNumber: 'Номер дела',
    court: 'Суд',
    article: 'Статья',
    sides: 'Стороны',
  },
  passport: { description: 'Ответ реестра', score: 'Совпадение с данными человека' },
  phone: { message: 'Ответ оператора' },
  trust: {
    categories: {
      c1: 'Розыск',
      c2: 'Судимость за хищение грузов или мошенничество',
      c3: 'Стоп-лист грузоотправителей',
      c4: 'Нарушения ПДД и лишения прав',
      c5: 'Долги и банкротство',
      c6: 'Жалобы грузоотправителей и перевозчиков',
    },
    colors: { red: 'Красный', yellow: 'Жёлтый', green: 'Зелёный' },
    noData: 'нет сведений',
  },
  company: { status: 'Статус', registered: 'Зарегистрирована', flags: 'Отметки', role: 'Роль', share: 'Доля' },
  prudence: {
    sources: {
      registry: 'Реестр компаний',
      reputation: 'Отметка реестра',
      sud: 'Судебное дело',
      fssp: 'Производство ФССП',
      incidents: 'Инцидент',
    },
  },
  atiFound: 'Коды ATI по ИНН',
  face: {
    matches: 'Совпадение',
    similarity: 'сходство',
    incident: (id) => `происшествие № ${id}`,
    wanted: (id) => `розыск, запись № ${id}`,
  },
  findingClasses: { alert: 'Тревога', warning: 'Внимание', info: 'К сведению' },
};

const en: EvidenceWords = {
  title: 'Verification report',
  reportId: 'Report id',
  generatedAt: 'Generated',
  generatedBy: 'Generated by',
  checkedBy: 'Checked by',
  ticket: 'Verification',
  ticketCreated: 'Started',
  ticketExpires: 'Valid until',
  consentTitle: 'Consent to personal data processing',
  consent: "I confirm that the personal data was obtained lawfully, with its owner's consent (152-FZ)",
  consentGiven: (at, username) => `Confirmed ${at} by ${username}`,
  consentVersion: (version, sha256) => `Consent text version ${version}, SHA-256 ${sha256}`,
  biometricGiven: (at) => `Written consent to biometric processing confirmed ${at}`,
  inputsTitle: 'Inputs',
  inputsNote: 'Document numbers, phone, SNILS, e-mail and date of birth are partly hidden.',
  summaryTitle: 'Summary',
  summarySection: 'Overview',
  summary: {
    alert: 'Alarming matches found',
    warning: 'There are warnings',
    success: 'No problems found',
    not_carried_out: 'Some checks were not carried out',
    not_checked: 'No checks were run',
  },
  classTitle: 'Class',
  checkColumn: 'Check',
  reasonColumn: 'Why',
  detailsTitle: 'Check results',
  incidentsTitle: 'Matching incidents',
  noIncidents: 'No matching incidents.',
  incidentColumns: { id: 'No.', date: 'Date', place: 'Place', matchedBy: 'Matched by', link: 'Link' },
  verifyTitle: 'Verifying this report',
  verifyText: (url) =>
    `Whether this report is genuine and unchanged can be checked with its report id and hash at ${url}. The hash is the SHA-256 of the report's content; the SHA-256 of the PDF file itself is accepted too.`,
  hash: 'SHA-256 hash',
  page: 'Page',
  checks: verificationWords.en.checks,
  fields: verificationWords.en.fields,
  failed: 'Sorry, an error has occurred.',
  none: 'none',
  yes: 'yes',
  no: 'no',
  risk: {
    level: { low: 'Low risk', middle: 'Middle risk: not enough data', high: 'High risk' },
    count: {
      none: 'No incidents found',
      one_or_two: 'One or two incidents found',
      many: 'Three or more incidents found',
    },
    matched: {
      vehicle_plate: 'vehicle plate',
      vehicle_vin: 'vehicle VIN',
      trailer_plate: 'trailer plate',
      trailer_vin: 'trailer VIN',
      ati_id: 'ATI id',
      counterparty_ogrn: 'OGRN',
      counterparty_inn: 'INN',
    },
    atiId: 'ATI id',
    atiInns: 'INNs under the ATI ids',
  },
  osago: {
    insurer: 'Insurer',
    seriesNumber: 'Series and number',
    status: 'Status',
    period: 'Period',
    vehicle: 'Vehicle',
    restricted: 'Only the drivers named',
  },
  driver: {
    status: 'Status',
    expiry: 'Licence valid until (as printed)',
    categories: 'Categories',
    decisions: 'Decisions',
    noDecisions: 'No decisions on deprivation of the licence.',
    months: (count) => `${count} ${count === 1 ? 'month' : 'months'}`,
  },
  fssp: {
    proceeding: 'Proceeding',
    subject: 'Subject',
    amount: 'Amount owed',
    department: 'Department',
    ended: 'Ended',
  },
  sud: { caseNumber: 'Case number', court: 'Court', article: 'Article', sides: 'Sides' },
  passport: { description: 'Register answer', score: "Match with the person's data" },
  phone: { message: "Operator's answer" },
  trust: {
    categories: {
      c1: 'Wanted list',
      c2: 'Criminal record for cargo theft or fraud',
      c3: 'Shippers’ stop list',
      c4: 'Traffic offences and licence deprivations',
      c5: 'Debts and bankruptcy',
      c6: 'Complaints of shippers and carriers',
    },
    colors: { red: 'Red', yellow: 'Yellow', green: 'Green' },
    noData: 'no data',
  },
  company: { status: 'Status', registered: 'Registered', flags: 'Flags', role: 'Role', share: 'Share' },
  prudence: {
    sources: {
      registry: 'Company register',
      reputation: 'Register flag',
      sud: 'Court case',
      fssp: 'Bailiff proceeding',
      incidents: 'Incident',
    },
  },
  atiFound: 'ATI ids of the INN',
  face: {
    matches: 'Match',
    similarity: 'similarity',
    incident: (id) => `incident No. ${id}`,
    wanted: (id) => `wanted list, record No. ${id}`,
  },
  findingClasses: { alert: 'Alert', warning: 'Warning', info: 'Note' },
};

export const evidenceWords: Record<Locale, EvidenceWords> = { ru, en };
