import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { warmFaceCheck } from './modules/face-gallery/service';
import { formatBanner, listPresentDemoAccounts, seedDemo, shouldSeedOnStart } from './db/seed/seed-demo';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  if (shouldSeedOnStart(config, app.database.kind)) {
    const result = await seedDemo(app.database, config);
    if (result.accountsCreated.length > 0 || result.incidentsCreated > 0) {
      app.log.info({ accounts: result.accountsCreated, incidents: result.incidentsCreated }, 'demo data seeded');
    }
  }
  await app.listen({ port: config.port, host: config.host });
  await app.ready();
  void warmFaceCheck(app.database).catch((error: unknown) =>
    app.log.error({ err: error }, 'face check warm-up failed'),
  );
  // A plain banner, not a log line, so the URL and the demo accounts are easy to read on start.
  console.log(formatBanner(config.publicUrl, app.database.kind, await listPresentDemoAccounts(app.database)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
