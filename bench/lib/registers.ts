// Fills the verification registers with `rows` generated records each (issue 10: "100k registry
// records per register"), in SQL so 100k rows take seconds. Record i of every register is derived
// from i by the same formulas as `registerSubject`, so the bench can ask for a record it knows is
// there (a "found" lookup) or for one past the end (a "clean" one).
import type { Database } from '@cargo-sentry/server/src/db/client';

/** The 12 Cyrillic letters of Russian plates. */
const plateLetters = 'АВЕКМНОРСТУХ';
const surnames = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков'];
const firstNames = ['Александр', 'Сергей', 'Дмитрий', 'Андрей', 'Алексей', 'Максим', 'Евгений'];

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
    passportNumber: String(4_600_000_000 + i),
  };
}

function isoDaysAfter(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
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
