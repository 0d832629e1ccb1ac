// `npm run seed:demo` (and `npm run seed`): the demo data set on the configured database,
// PostgreSQL included (where it never runs automatically). Idempotent.
// `npm run seed -- --incidents N`: N generated incidents for benchmarks (see bench/RESULTS.md).
// It sits beside main.ts, not in db/seed: like main.ts it wires the seed to a module (the
// recording of identity links), which db/ may not import.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { FaceThread } from './platform/faces/face-thread';
import { demoAccounts, seedDemo } from './db/seed/seed-demo';
import { hasIncidentsOption, seedIncidentsFromArgs } from './db/seed/incidents-cli';
import { recordSeededSources } from './modules/identity-links/links-service';

async function run(): Promise<void> {
  if (hasIncidentsOption(process.argv)) return seedIncidentsFromArgs(process.argv);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const faces = new FaceThread();
  try {
    const result = await seedDemo(database, config, faces, recordSeededSources);
    const accounts = result.accountsCreated.length
      ? result.accountsCreated.join(', ')
      : 'no new accounts (all present)';
    const incidents = result.incidentsCreated
      ? `${result.incidentsCreated} incidents`
      : 'no incidents (table not empty or DEMO_INCIDENTS=0)';
    console.log(`Demo seed on ${database.kind}: created ${accounts}; ${incidents}.`);
    console.log(`Accounts: ${demoAccounts.map((a) => `${a.username} / ${a.password}`).join(', ')}`);
  } finally {
    await faces.close();
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
