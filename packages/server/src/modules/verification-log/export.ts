import ExcelJS from 'exceljs';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { LogUser, OutcomeCounts, VerificationLog } from '@cargo-sentry/contracts/verification/log';

type Words = Record<Locale, string>;

/** Check names as the verification page shows them. */
export const checkLabels: Record<string, Words> = {
  risk: { ru: 'Риски по базе инцидентов', en: 'Risk in our incident database' },
  osago: { ru: 'Полис ОСАГО', en: 'OSAGO policy' },
  driver: { ru: 'Водительское удостоверение', en: 'Driving licence' },
  passport_complex: { ru: 'Паспорт', en: 'Passport' },
  fssp: { ru: 'Долги у судебных приставов (ФССП)', en: 'Bailiff debts (FSSP)' },
  phone: { ru: 'Телефон', en: 'Phone' },
  face: { ru: 'Фото лица', en: 'Face photo' },
  trust_person: { ru: 'Благонадёжность', en: 'Trustworthiness' },
  sud: { ru: 'Судебные дела', en: 'Court cases' },
  reputation: { ru: 'Репутация компании', en: 'Company reputation' },
  participant: { ru: 'Участие в компаниях', en: 'Company participation' },
};

const words = {
  months: { ru: 'По месяцам', en: 'By month' },
  checks: { ru: 'По проверкам', en: 'By check' },
  users: { ru: 'По пользователям', en: 'By user' },
  ati: { ru: 'Коды ATI', en: 'ATI ids' },
  month: { ru: 'Месяц', en: 'Month' },
  check: { ru: 'Проверка', en: 'Check' },
  user: { ru: 'Пользователь', en: 'User' },
  name: { ru: 'Имя', en: 'Name' },
  company: { ru: 'Компания', en: 'Company' },
  kind: { ru: 'Тип', en: 'Kind' },
  api: { ru: 'API', en: 'API' },
  person: { ru: 'Пользователь', en: 'User' },
  tickets: { ru: 'Заявки', en: 'Tickets' },
  total: { ru: 'Проверок', en: 'Checks' },
  found: { ru: 'Найдено', en: 'Found' },
  clean: { ru: 'Чисто', en: 'Clean' },
  errors: { ru: 'Ошибки поставщика', en: 'Provider errors' },
  unrated: { ru: 'Без оценки', en: 'Unrated' },
  api_checks: { ru: 'Из них через API', en: 'Of them via API' },
  all: { ru: 'Итого', en: 'Total' },
  ati_found: { ru: 'Код найден', en: 'Id found' },
  ati_missing: { ru: 'Не найден', en: 'Not found' },
} satisfies Record<string, Words>;

const countColumns = (lang: Locale) => [
  words.total[lang],
  words.found[lang],
  words.clean[lang],
  words.errors[lang],
  words.unrated[lang],
];
const countsOf = (c: OutcomeCounts) => [c.checks, c.found, c.clean, c.errors, c.unrated];

function sheet(book: ExcelJS.Workbook, name: string, headers: string[], rows: (string | number)[][]): void {
  const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(headers).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  ws.columns.forEach((column, i) => {
    column.width = Math.max(
      10,
      Math.min(40, ...[headers[i], ...rows.map((r) => r[i])].map((v) => String(v ?? '').length + 2)),
    );
  });
}

const displayName = (u: LogUser | undefined) => (u ? [u.last_name, u.first_name].filter(Boolean).join(' ') : '');

/** The verification statistics as a workbook: by month, by check, by user and the ATI lookups. */
export async function buildVerificationLogXlsx(log: VerificationLog, lang: Locale): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const { statistics: s, ati_statistics: ati } = log;
  sheet(
    book,
    words.months[lang],
    [words.month[lang], words.tickets[lang], ...countColumns(lang), words.api_checks[lang]],
    [
      ...s.by_month.map((m) => [m.month, m.tickets, ...countsOf(m), m.api_checks]),
      [words.all[lang], s.totals.tickets, ...countsOf(s.totals), s.totals.api_checks],
    ],
  );
  sheet(
    book,
    words.checks[lang],
    [words.check[lang], ...countColumns(lang)],
    s.by_check.map((c) => [checkLabels[c.check]?.[lang] ?? c.check, ...countsOf(c)]),
  );
  const users = new Map(log.users.map((u) => [u.id, u]));
  sheet(
    book,
    words.users[lang],
    [
      words.user[lang],
      words.name[lang],
      words.company[lang],
      words.kind[lang],
      words.tickets[lang],
      ...countColumns(lang),
    ],
    s.by_user.map((row) => {
      const u = users.get(row.user_id);
      return [
        u?.username ?? String(row.user_id),
        displayName(u),
        u?.company ?? '',
        u?.is_api_user ? words.api[lang] : words.person[lang],
        row.tickets,
        ...countsOf(row),
      ];
    }),
  );
  sheet(
    book,
    words.ati[lang],
    [words.month[lang], words.total[lang], words.ati_found[lang], words.ati_missing[lang], words.errors[lang]],
    [
      ...ati.by_month.map((m) => [m.month, m.lookups, m.ids_found, m.ids_missing, m.errors]),
      [words.all[lang], ati.totals.lookups, ati.totals.ids_found, ati.totals.ids_missing, ati.totals.errors],
    ],
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function verificationLogFileName(log: Pick<VerificationLog, 'month_from' | 'month_to'>): string {
  return `verifications_${log.month_from}_${log.month_to}.xlsx`;
}
