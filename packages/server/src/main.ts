import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { warmFaceCheck } from './modules/face-gallery/service';
import { recordSeededSources } from './modules/identity-links/links-service';
import { listPresentDemoAccounts, seedDemo, shouldSeedOnStart } from './db/seed/seed-demo';
import { DemoOnNetworkRefused, planListen } from './platform/listen-address';
import { formatBanner } from './start-banner';

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
    const result = await seedDemo(app.database, config, app.faceThread, recordSeededSources);
    if (result.accountsCreated.length > 0 || result.incidentsCreated > 0) {
      app.log.info({ accounts: result.accountsCreated, incidents: result.incidentsCreated }, 'demo data seeded');
    }
  }
  const accounts = await listPresentDemoAccounts(app.database);
  let listen;
  try {
    listen = planListen(
      config,
      accounts.map((a) => a.username),
    );
  } catch (error) {
    if (!(error instanceof DemoOnNetworkRefused)) throw error;
    console.error(error.message);
    await app.close();
    process.exit(1);
  }
  await app.listen({ port: config.port, host: listen.host });
  await app.ready();
  void warmFaceCheck(app.faceGallery).catch((error: unknown) =>
    app.log.error({ err: error }, 'face check warm-up failed'),
  );
  // A plain banner, not a log line, so the URL and the demo accounts are easy to read on start.
  const mail = config.smtpUrl ? 'smtp' : config.demoMailOutbox ? 'demo-outbox' : 'outbox';
  console.log(
    formatBanner({
      publicUrl: config.publicUrl,
      databaseKind: app.database.kind,
      listen,
      accounts,
      mail,
      product: config.product,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
