// `tsx src/db/seed/incidents-cli.ts --incidents 1000000 [--seed 7] [--append]`: bulk-loads
// generated incidents into the configured database (DATABASE_URL, else PGlite under DATA_DIR).
// Without --append it refuses to add to a table that already has incidents.
// `src/seed-cli.ts` can delegate with `if (hasIncidentsOption(argv)) await seedIncidentsFromArgs(argv)`.
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { loadReferenceData } from '../reference-data';
import { sessionRows } from '../rows';
import { insertGeneratedIncidents } from './seed-incidents';

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

export function hasIncidentsOption(argv: string[]): boolean {
  return argv.includes('--incidents');
}

/** Runs the bulk seed for `--incidents N [--seed S] [--append]` on the configured database. */
export async function seedIncidentsFromArgs(argv: string[]): Promise<void> {
  const count = Number(option(argv, 'incidents') ?? '0');
  if (!Number.isInteger(count) || count <= 0) throw new Error('usage: seed-cli --incidents N [--seed S] [--append]');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await loadReferenceData(database);
    const [{ n: existing }] = await database.withSession((s) =>
      sessionRows(s, 'incident count', z.object({ n: z.number().int() }), 'SELECT count(*)::int AS n FROM incidents'),
    );
    if (existing > 0 && !argv.includes('--append')) {
      console.log(`${existing} incidents already present; pass --append to add ${count} more.`);
      return;
    }
    const started = Date.now();
    let last = 0;
    const inserted = await insertGeneratedIncidents(database, count, {
      seed: Number(option(argv, 'seed') ?? 20_240_601) + existing,
      rebuildIndexes: count >= 50_000,
      onProgress: (n) => {
        if (n - last >= 100_000 || n === count) {
          if (n === count && count >= 50_000) console.log('building indexes…');
          last = n;
          console.log(`${n} / ${count} incidents, ${Math.round((Date.now() - started) / 1000)} s`);
        }
      },
    });
    console.log(
      `Inserted ${inserted} incidents into ${database.kind} in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedIncidentsFromArgs(process.argv).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
