import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The database the server suite runs on: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let image: Blob | undefined;
/** The migrated PGlite image of test/global-setup.ts, read once per test file. */
function pgliteImage(): Blob | undefined {
  const imagePath = inject('pgliteImagePath');
  if (!imagePath) return undefined;
  image ??= new Blob([readFileSync(imagePath)]);
  return image;
}

/**
 * A fresh database for one test file: PGlite in memory, or a new PostgreSQL database created
 * from TEST_DATABASE_URL and dropped on close, so test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://', pgliteImage: pgliteImage() });
    return { database, drop: () => database.close() };
  }
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

export interface TestAppOptions extends Omit<BuildOptions, 'database' | 'logger'> {
  /** Adds test-only routes (e.g. one that fails on purpose) before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}

/** The config of a test app: silent, no demo seed, no SPA, no back-fill; overrides go through env-style keys. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/cargo-sentry-test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'never',
    WEB_DIST: '/nonexistent',
    // A test records links through the write paths it runs; a back-fill running beside it would
    // record what its factories inserted directly, when it happens to (the back-fill's test turns it on).
    IDENTITY_BACKFILL: 'false',
    // The daily destruction job (issue 28 §2) would destroy what a test dated back on purpose.
    PERSONAL_DATA_DESTRUCTION: 'false',
    ...env,
  });
}

/** Builds the app on a fresh test database; config overrides go through env-style keys. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = testConfig(env);
  const { beforeReady, ...buildOptions } = options;
  // Silent unless a test reads the log.
  const app = await buildApp(config, { ...buildOptions, database, logger: !!buildOptions.logStream });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
