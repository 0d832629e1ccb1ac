// `npm run seed:demo` (and `npm run seed`): the demo data set on the configured database,
// PostgreSQL included (where it never runs automatically). Idempotent.
// `npm run seed -- --incidents N`: N generated incidents for benchmarks (see bench/RESULTS.md).
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { demoAccounts, seedDemo } from './seed-demo';
import { hasIncidentsOption, seedIncidentsFromArgs } from './incidents-cli';

async function run(): Promise<void> {
  if (hasIncidentsOption(process.argv)) return seedIncidentsFromArgs(process.argv);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await seedDemo(database, config);
    const accounts = result.accountsCreated.length
      ? result.accountsCreated.join(', ')
      : 'no new accounts (all present)';
    const incidents = result.incidentsCreated
      ? `${result.incidentsCreated} incidents`
      : 'no incidents (table not empty or DEMO_INCIDENTS=0)';
    console.log(`Demo seed on ${database.kind}: created ${accounts}; ${incidents}.`);
    console.log(`Accounts: ${demoAccounts.map((a) => `${a.username} / ${a.password}`).join(', ')}`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
