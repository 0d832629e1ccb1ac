import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped to this file (PGlite runs). */
    pgliteImagePath: string | undefined;
    /** A migrated PostgreSQL database each test file's database is created from (TEST_DATABASE_URL runs). */
    postgresTemplate: string | undefined;
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates one database before the suite, and each test file's database starts as a copy of it:
 * running the ~70 migrations took ~1.1 s of the ~1.8 s a test app needed on PGlite, and the server
 * suite builds a few hundred apps.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `cs_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteImagePath', undefined);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const imagePath = path.join(tmpdir(), `cargo-sentry-test-image-${process.pid}.tar`);
  writeFileSync(imagePath, Buffer.from(await (await database.dumpImage!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteImagePath', imagePath);
  project.provide('postgresTemplate', undefined);
  return async () => rmSync(imagePath, { force: true });
}
