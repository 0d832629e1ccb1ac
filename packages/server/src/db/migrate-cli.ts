// `npm run db:migrate`: applies pending migrations without starting the app (the app also
// migrates on start; this is for deployments that migrate in a separate step).
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const applied = await runMigrations(database);
    console.log(
      applied.length ? `Applied on ${database.kind}: ${applied.join(', ')}` : `Nothing to apply on ${database.kind}.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
