// Register import (issue 10 §5, decision 0016): a staff member uploads a generated register of
// `--rows` rows as CSV or XLSX over HTTP, first appended, then replacing the register; prints the
// file size and the time of each answer (read, check every row, write in one transaction).
// `--incidents N` runs it on the bench database with N incidents (default none), where the
// company register and the ATI ids also re-link the incidents that name a company (the rating).
//
//   npx tsx bench/register-import.ts --db postgres --rows 100000 --register fssp_debts --format csv
//   npx tsx bench/register-import.ts --db postgres --rows 100000 --register companies --incidents 1000000
//   BENCH_DATA_DIR=/tmp/cs-bench npx tsx bench/register-import.ts --db pglite --rows 100000 --format xlsx
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { Database } from '@cargo-sentry/server/src/db/client';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { csvText, xlsxFile } from '@cargo-sentry/server/test/spreadsheet-files';
import { registerSubject } from './lib/registers';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** A legal entity's OGRN from a number below 10^7: twelve digits and their check digit. */
function ogrnOf(i: number): string {
  const body = `10577${String(i).padStart(7, '0')}`;
  return `${body}${(Number(body) % 11) % 10}`;
}

/** OGRNs and ATI ids that the bench database's incidents name without a valid INN. */
interface NamedByIncidents {
  ogrns: string[];
  atiIds: string[];
}

/** Rows of a register as staff would fill its template: a header, then generated people and vehicles. */
const generators: Record<string, { header: string[]; row: (i: number, named: NamedByIncidents) => string[] }> = {
  fssp_debts: {
    header: ['Фамилия', 'Имя', 'Дата рождения', 'Исполнительное производство', 'Предмет исполнения', 'Сумма долга, ₽'],
    row: (i) => {
      const s = registerSubject(i);
      const [y, m, d] = s.birthDate.split('-');
      return [
        s.lastName,
        s.firstName,
        `${d}.${m}.${y}`,
        `${i}/24/77001-ИП`,
        'Задолженность по налогам',
        `${1000 + (i % 9000)},50`,
      ];
    },
  },
  // The rating's registers. Every second row gives an OGRN or ATI id that incidents name, so the
  // import re-links those incidents to the company (what made the fill quadratic, issue 26 §7).
  companies: {
    header: ['ИНН', 'ОГРН', 'Наименование', 'Статус', 'Дата регистрации', 'Отметки'],
    row: (i, named) => [
      registerSubject(i).inn,
      i % 2 === 0 ? (named.ogrns[i / 2] ?? ogrnOf(i)) : '',
      `ООО «Перевозчик ${i}»`,
      i % 10 === 0 ? 'Ликвидировано' : 'Действующее',
      '14.06.2016',
      i % 4 === 0 ? 'Массовый адрес регистрации' : '',
    ],
  },
  ati_ids: {
    header: ['ИНН', 'Код ATI'],
    row: (i, named) => [registerSubject(i).inn, (i % 2 === 0 && named.atiIds[i / 2]) || registerSubject(i).atiId],
  },
  osago_policies: {
    header: ['VIN', 'Госномер', 'Статус', 'Страховщик', 'Серия полиса', 'Номер полиса', 'Окончание действия'],
    row: (i) => {
      const s = registerSubject(i);
      return [
        s.vin,
        // GOST plates have no number 000, which the bench's own formula makes for some
        s.plate.replace(/^(.)000/, '$1001'),
        'Действует',
        `АО «Страховщик ${i % 40}»`,
        'ХХХ',
        String(i).padStart(10, '0'),
        '31.12.2026',
      ];
    },
  },
};

async function namedByIncidents(database: Database, count: number): Promise<NamedByIncidents> {
  const distinct = (column: string) =>
    database.withSession(async (s) => {
      const rows = await s.query<{ v: string }>(
        `SELECT ${column} AS v FROM incidents
          WHERE ${column} <> '' AND counterparty_inn !~ '^([0-9]{10}|[0-9]{12})$'
          GROUP BY 1 ORDER BY 1 LIMIT ${count}`,
      );
      return rows.map((row) => row.v);
    });
  return { ogrns: await distinct('counterparty_ogrn'), atiIds: await distinct('ati_id') };
}

async function main() {
  const kind = arg('db', 'postgres') as BenchDatabaseKind;
  const rows = Number(arg('rows', '100000'));
  const register = arg('register', 'fssp_debts');
  const format = arg('format', 'csv');
  const incidents = Number(arg('incidents', '0'));
  const generator = generators[register];
  if (!generator) throw new Error(`--register is one of ${Object.keys(generators).join(', ')}`);

  const { database, env } = await prepareDatabase(kind, incidents);
  await database.db.update(users).set({ isStaff: true }).where(eq(users.username, benchUser.username));
  const { app, baseUrl } = await startApp(database, env);
  try {
    const signIn = await fetch(`${baseUrl}/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchUser),
    });
    const { access } = (await signIn.json()) as { access: string };
    const named = await namedByIncidents(database, Math.ceil(rows / 2));
    const table = [generator.header, ...Array.from({ length: rows }, (_, i) => generator.row(i, named))];
    const file = format === 'xlsx' ? await xlsxFile(table) : Buffer.from(csvText(table));
    console.log(
      `${kind}, ${incidents} incidents, ${register}, ${rows} rows, ${format} of ${(file.length / 1024 / 1024).toFixed(1)} MiB, load ${loadavg()[0].toFixed(1)}`,
    );
    for (const mode of ['append', 'replace']) {
      const form = new FormData();
      form.append('file', new Blob([file as Uint8Array<ArrayBuffer>]), `${register}.${format}`);
      form.append('mode', mode);
      const started = performance.now();
      const res = await fetch(`${baseUrl}/cargo/registers/${register}/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}` },
        body: form,
      });
      const seconds = (performance.now() - started) / 1000;
      const body = (await res.json()) as { rows_imported?: number; code?: string };
      if (!res.ok) throw new Error(`${mode}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      console.log(
        `  ${mode}: ${body.rows_imported} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s)`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
