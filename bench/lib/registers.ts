// Fills the verification registers with `rows` generated records each (issue 10: "100k registry
// records per register"), in SQL so 100k rows take seconds. Record i of every register is derived
// from i by the same formulas as `registerSubject`, so the bench can ask for a record it knows is
// there (a "found" lookup) or for one past the end (a "clean" one).
import type { Database } from '@cargo-sentry/server/src/db/client';

/** The 12 Cyrillic letters of Russian plates. */
const plateLetters = 'АВЕКМНОРСТУХ';
const surnames = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков'];
const firstNames = ['Александр', 'Сергей', 'Дмитрий', 'Андрей', 'Алексей', 'Максим', 'Евгений'];
// 11 patronymics: with 9 surnames, 7 names and 15 000 birth dates a person repeats only after 3 465 000
// records, so the trust register's one-row-per-person index holds.
const midNames = [
  'Иванович',
  'Петрович',
  'Сергеевич',
  'Андреевич',
  'Олегович',
  'Павлович',
  'Юрьевич',
  'Игоревич',
  'Романович',
  'Викторович',
  'Борисович',
];
const innWeights = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The identifiers of generated record i (the same formulas as the SQL below). */
export function registerSubject(i: number) {
  const letter = (k: number) => plateLetters[k % 12];
  return {
    plate: `${letter(i)}${String(i % 1000).padStart(3, '0')}${letter(Math.floor(i / 12))}${letter(Math.floor(i / 144))}${100 + Math.floor(i / 1000)}`,
    vin: `BNCH${String(i).padStart(13, '0')}`,
    licenceNumber: String(5_000_000_000 + i),
    licenceDate: isoDaysAfter('2015-01-01', i % 3000),
    lastName: surnames[i % surnames.length],
    firstName: firstNames[i % firstNames.length],
    birthDate: isoDaysAfter('1960-01-01', i % 15_000),
    midName: midNames[i % midNames.length],
    passportNumber: String(4_600_000_000 + i),
    passportDate: '2010-06-01',
    phone: `+7900${String(i).padStart(7, '0')}`,
    inn: innOf(`77${String(i).padStart(7, '0')}`),
    atiId: String(10_000_000 + i),
  };
}

/** A legal entity's INN: nine digits and their check digit (contracts' isValidInn). */
function innOf(nine: string): string {
  const sum = innWeights.reduce((total, w, k) => total + w * Number(nine[k]), 0);
  return `${nine}${(sum % 11) % 10}`;
}

/** The same INN in SQL, from an expression giving the nine digits. */
function innSql(nine: string): string {
  const sum = innWeights.map((w, k) => `${w} * substr(${nine}, ${k + 1}, 1)::int`).join(' + ');
  return `${nine} || (((${sum}) % 11) % 10)::text`;
}

function isoDaysAfter(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
/** Surname, name, patronymic and birth date of record i, as `registerSubject` gives them. */
const personSql = `(${sqlArray(surnames)})[i % ${surnames.length} + 1], (${sqlArray(firstNames)})[i % ${firstNames.length} + 1],
           (${sqlArray(midNames)})[i % ${midNames.length} + 1], date '1960-01-01' + (i % 15000)`;
const innOfI = innSql(`('77' || lpad(i::text, 7, '0'))`);
const letterAt = (k: string) => `substr('${plateLetters}', (${k}) % 12 + 1, 1)`;

/** One INSERT … SELECT per register over `generate_series(0, rows - 1) AS i`. */
const fillers: Record<string, (rows: number) => string> = {
  registry_osago_policies: (rows) => `
    INSERT INTO registry_osago_policies (vin, reg_number, status, insurer, serial, number, restriction, make, model, start_date, end_date)
    SELECT 'BNCH' || lpad(i::text, 13, '0'),
           ${letterAt('i')} || lpad((i % 1000)::text, 3, '0') || ${letterAt('i / 12')} || ${letterAt('i / 144')} || (100 + i / 1000)::text,
           CASE WHEN i % 3 = 0 THEN 'Истёк срок действия' ELSE 'Действует' END,
           'АО «Страховщик ' || (i % 40) || '»', 'ХХХ', lpad(i::text, 10, '0'), i % 2 = 0, 'КАМАЗ', '5490',
           current_date - 200 - (i % 300), current_date + 165 - (i % 300)
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_driving_licences: (rows) => `
    INSERT INTO registry_driving_licences (number, issue_date, expiry_date, status, categories, wanted, decisions)
    SELECT (5000000000 + i)::text, date '2015-01-01' + (i % 3000), date '2025-01-01' + (i % 3000),
           CASE WHEN i % 50 = 0 THEN 'Аннулировано' ELSE 'Действует' END, 'B, C, CE', i % 500 = 0, '[]'::jsonb
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_fssp_debts: (rows) => `
    INSERT INTO registry_fssp_debts (last_name, first_name, birth_date, proceeding, subject, amount, department, bailiff)
    SELECT (${sqlArray(surnames)})[i % ${surnames.length} + 1], (${sqlArray(firstNames)})[i % ${firstNames.length} + 1],
           date '1960-01-01' + (i % 15000), i || '/24/77001-ИП от 01.02.2024', 'Задолженность по налогам',
           1000 + i % 90000, 'ОСП № ' || (i % 90), 'Судебный пристав ' || (i % 300)
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_court_cases: (rows) => `
    INSERT INTO registry_court_cases (last_name, first_name, passport_number, article, case_number, court, sides)
    SELECT (${sqlArray(surnames)})[i % ${surnames.length} + 1], (${sqlArray(firstNames)})[i % ${firstNames.length} + 1],
           (4600000000 + i)::text, 'ст. 158 УК РФ', '1-' || i || '/2024', 'Районный суд № ' || (i % 200),
           ARRAY['Истец: ООО «Перевозчик»', 'Ответчик']
    FROM generate_series(0, ${rows - 1}) AS i`,
  // every 20th passport on the invalid list, the others valid for their holder
  registry_passports: (rows) => `
    INSERT INTO registry_passports (passport_number, issue_date, last_name, first_name, mid_name, birth_date, status, reason)
    SELECT (4600000000 + i)::text, date '2010-06-01', ${personSql},
           CASE WHEN i % 20 = 0 THEN 'Недействителен' ELSE 'Действителен' END,
           CASE WHEN i % 20 = 0 THEN 'утрачен' ELSE '' END
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_phone_records: (rows) => `
    INSERT INTO registry_phone_records (phone, last_name, first_name, mid_name, birth_date, passport_number)
    SELECT '7900' || lpad(i::text, 7, '0'), ${personSql}, (4600000000 + i)::text
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_wanted_persons: (rows) => `
    INSERT INTO registry_wanted_persons (last_name, first_name, mid_name, birth_date, reason, since, initiator)
    SELECT ${personSql}, 'Мошенничество (ч. 4 ст. 159 УК РФ)', date '2020-01-01' + (i % 1500), 'ГУ МВД № ' || (i % 85)
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_trust_persons: (rows) => `
    INSERT INTO registry_trust_persons (last_name, first_name, mid_name, birth_date, c2, c3, c4, c5, c6)
    SELECT ${personSql}, CASE WHEN i % 7 = 0 THEN 'RED' ELSE 'GREEN' END, 'GREEN',
           CASE WHEN i % 5 = 0 THEN 'YELLOW' ELSE 'GREEN' END, 'GREEN', CASE WHEN i % 3 = 0 THEN 'RED' END
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_companies: (rows) => `
    INSERT INTO registry_companies (inn, ogrn, name, status, registration_date, flags)
    SELECT ${innOfI}, '', 'ООО «Перевозчик ' || i || '»',
           CASE WHEN i % 10 = 0 THEN 'Ликвидировано' ELSE 'Действующее' END, date '2005-01-01' + (i % 7000),
           CASE WHEN i % 4 = 0 THEN ARRAY['Массовый адрес регистрации'] ELSE '{}'::text[] END
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_participations: (rows) => `
    INSERT INTO registry_participations (last_name, first_name, mid_name, passport_number, company_inn, company_name, role, share, status)
    SELECT (${sqlArray(surnames)})[i % ${surnames.length} + 1], (${sqlArray(firstNames)})[i % ${firstNames.length} + 1],
           (${sqlArray(midNames)})[i % ${midNames.length} + 1], (4600000000 + i)::text, ${innOfI},
           'ООО «Перевозчик ' || i || '»', 'Учредитель', 100, 'Действующее'
    FROM generate_series(0, ${rows - 1}) AS i`,
  registry_ati_ids: (rows) => `
    INSERT INTO registry_ati_ids (inn, ati_id)
    SELECT ${innOfI}, (10000000 + i)::text
    FROM generate_series(0, ${rows - 1}) AS i`,
};

/** Tops every register up to `rows` generated records (demo records, if any, come on top). */
export async function fillRegisters(database: Database, rows: number): Promise<void> {
  for (const [table, fill] of Object.entries(fillers)) {
    const [row] = await database.withSession((s) => s.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`));
    if (Number(row.n) >= rows) continue;
    const started = Date.now();
    await database.withSession(async (s) => {
      await s.exec(`TRUNCATE ${table}`);
      await s.exec(fill(rows));
      await s.exec(`ANALYZE ${table}`);
    });
    console.log(`${table}: ${rows} records in ${Math.round((Date.now() - started) / 100) / 10} s`);
  }
}
