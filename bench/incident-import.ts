// Incident spreadsheet import (issue 11 §3, decision 0021): a staff member uploads `--rows`
// generated incidents as XLSX or CSV over HTTP; the background job reads, checks and writes them in
// one transaction. Prints the file size, the time until the answer (the job queued) and until the
// upload is imported (target: 100k rows within 60 s on PostgreSQL). The rows it wrote are deleted
// afterwards, so the bench database stays as it was.
//
//   npx tsx bench/incident-import.ts --db postgres --rows 100000 --format xlsx
//   BENCH_DATA_DIR=/tmp/cs-bench npx tsx bench/incident-import.ts --db pglite --rows 100000 --format csv
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { writeIncidentsDirectly } from '@cargo-sentry/server/test/incident-rows';
import { csvText, xlsxFile } from '@cargo-sentry/server/test/spreadsheet-files';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const header = [
  'Дата / Date',
  'Время / Time',
  'Способ хищения / Incident category',
  'Категория груза / Cargo category',
  'Регион / Region',
  'Город / City',
  'Широта / Latitude',
  'Долгота / Longitude',
  'Описание груза / Cargo description',
  'Ущерб, ₽ / Damage, RUB',
  'Госномер ТС / Vehicle plate',
  'Описание / Description',
];
const categories = ['Кража', 'Грабёж', 'Мошенничество', 'Разбой', 'Theft'];
const cargo = ['Электроника', 'Алкоголь', 'Продукты питания', 'Металл', 'Furniture', 'Топливо'];

async function main() {
  const kind = arg('db', 'postgres') as BenchDatabaseKind;
  const rows = Number(arg('rows', '100000'));
  const format = arg('format', 'xlsx');

  const { database, env } = await prepareDatabase(kind, 0);
  await database.db.update(users).set({ isStaff: true }).where(eq(users.username, benchUser.username));
  const places = await database.withSession((s) =>
    s.query<{ city: string; region: string; lat: number; lon: number }>(
      `SELECT c.name_ru AS city, r.name_ru AS region, c.lat, c.lon FROM cities c JOIN regions r ON r.id = c.region_id ORDER BY c.id`,
    ),
  );
  const [{ max }] = await database.withSession((s) =>
    s.query<{ max: string | null }>('SELECT max(id)::text AS max FROM incidents'),
  );
  const { app, baseUrl } = await startApp(database, env);
  try {
    const signIn = await fetch(`${baseUrl}/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchUser),
    });
    const { access } = (await signIn.json()) as { access: string };
    const row = (i: number) => {
      const place = places[i % places.length];
      const day = new Date(Date.UTC(2015, 0, 1) + (i % 3650) * 86_400_000);
      return [
        `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`,
        `${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        categories[i % categories.length],
        cargo[i % cargo.length],
        place.region,
        place.city,
        (place.lat + ((i % 100) - 50) / 1000).toFixed(5),
        (place.lon + ((i % 70) - 35) / 1000).toFixed(5),
        `Груз партии ${i}`,
        String(100_000 + i * 7),
        i % 3 === 0 ? `А${String(100 + (i % 900)).padStart(3, '0')}ВС${77 + (i % 20)}` : '',
        'Хищение груза при перевозке',
      ];
    };
    const table = [header, ...Array.from({ length: rows }, (_, i) => row(i))];
    const file = format === 'xlsx' ? await xlsxFile(table) : Buffer.from(csvText(table));
    console.log(
      `${kind}, ${rows} rows, ${format} of ${(file.length / 1024 / 1024).toFixed(1)} MiB, load ${loadavg()[0].toFixed(1)}`,
    );
    const form = new FormData();
    form.append('incidents_file', new Blob([file as Uint8Array<ArrayBuffer>]), `incidents.${format}`);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/cargo/incidents_file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
      body: form,
    });
    const queued = (await res.json()) as { id: number };
    if (res.status !== 202) throw new Error(`${res.status} ${JSON.stringify(queued).slice(0, 500)}`);
    console.log(`  queued in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const detail = (await (
        await fetch(`${baseUrl}/cargo/incidents_file/${queued.id}`, { headers: { authorization: `Bearer ${access}` } })
      ).json()) as { status: string; rows_inserted: number; errors_total: number; errors: unknown[] };
      if (detail.status === 'queued' || detail.status === 'running') continue;
      const seconds = (performance.now() - started) / 1000;
      if (detail.status !== 'imported')
        throw new Error(`${detail.status}: ${JSON.stringify(detail.errors.slice(0, 5))}`);
      console.log(
        `  imported: ${detail.rows_inserted} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s), load ${loadavg()[0].toFixed(1)}`,
      );
      break;
    }
  } finally {
    await app.close();
    await writeIncidentsDirectly(database, (s) => s.query('DELETE FROM incidents WHERE id > $1', [max ?? 0]));
    await database.close();
  }
}

await main();
