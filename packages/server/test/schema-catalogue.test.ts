import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as apiKeys from '../src/db/schema/api-keys';
import * as appSettings from '../src/db/schema/app-settings';
import * as audit from '../src/db/schema/audit';
import * as auth from '../src/db/schema/auth';
import * as consent from '../src/db/schema/consent';
import * as content from '../src/db/schema/content';
import * as faceGallery from '../src/db/schema/face-gallery';
import * as feedback from '../src/db/schema/feedback';
import * as files from '../src/db/schema/files';
import * as identityConsistency from '../src/db/schema/identity-consistency';
import * as identityLinks from '../src/db/schema/identity-links';
import * as incidentChanges from '../src/db/schema/incident-changes';
import * as incidentImport from '../src/db/schema/incident-import';
import * as incidents from '../src/db/schema/incidents';
import * as jobs from '../src/db/schema/jobs';
import * as mail from '../src/db/schema/mail';
import * as notifications from '../src/db/schema/notifications';
import * as personalData from '../src/db/schema/personal-data';
import * as prudence from '../src/db/schema/prudence';
import * as rating from '../src/db/schema/rating';
import * as registerImports from '../src/db/schema/register-imports';
import * as registry from '../src/db/schema/registry';
import * as reports from '../src/db/schema/reports';
import * as securityEvents from '../src/db/schema/security-events';
import * as users from '../src/db/schema/users';
import * as verification from '../src/db/schema/verification';
import { packagePath } from '../src/platform/package-path';
import type { Catalogue } from './schema-catalogue/catalogue';
import { compareCatalogues } from './schema-catalogue/compare';
import { notModelled, tablesNotModelled } from './schema-catalogue/not-modelled';
import { readDatabaseCatalogue } from './schema-catalogue/read-database';
import { readDrizzleCatalogue, tablesOf } from './schema-catalogue/read-drizzle';
import { readUnmodelledObjects } from './schema-catalogue/read-unmodelled';
import { openTestDatabase, testDatabaseKind } from './test-app';

// Every file of src/db/schema that declares a table, named as its file in camelCase (checked below).
const schemaModules: Record<string, Record<string, unknown>> = {
  apiKeys,
  appSettings,
  audit,
  auth,
  consent,
  content,
  faceGallery,
  feedback,
  files,
  identityConsistency,
  identityLinks,
  incidentChanges,
  incidentImport,
  incidents,
  jobs,
  mail,
  notifications,
  personalData,
  prudence,
  rating,
  registerImports,
  registry,
  reports,
  securityEvents,
  users,
  verification,
};

/**
 * The schema is written twice, as SQL migrations and as the Drizzle schema queries are typed by,
 * and checked here rather than generated (docs/decisions/0047-schema-checked-against-migrations.md):
 * a database migrated from empty must hold exactly the tables, columns, keys and indexes the
 * Drizzle schema declares, and everything else it holds must be listed in not-modelled.ts.
 */
describe(`the Drizzle schema against the migrations (${testDatabaseKind})`, () => {
  const declared = readDrizzleCatalogue(tablesOf(Object.values(schemaModules)));
  let migrated: Catalogue;
  let unmodelled: string[];

  beforeAll(async () => {
    const { database, drop } = await openTestDatabase();
    try {
      [migrated, unmodelled] = await database.withSession(async (session) => [
        await readDatabaseCatalogue(session),
        await readUnmodelledObjects(session),
      ]);
    } finally {
      await drop();
    }
  });

  it('reads every schema file that declares a table', () => {
    const schemaDir = packagePath('src', 'db', 'schema');
    const declaringTables = readdirSync(schemaDir)
      .filter((file) => file.endsWith('.ts') && readFileSync(path.join(schemaDir, file), 'utf8').includes('pgTable('))
      .map((file) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()));
    expect(Object.keys(schemaModules).sort()).toEqual(declaringTables.sort());
  });

  it('declares every table, column, primary key, unique constraint, foreign key and index as the migrations make them', () => {
    const modelled = { tables: migrated.tables.filter((t) => !tablesNotModelled.includes(t.name)) };
    const differences = compareCatalogues(modelled, declared);
    expect(differences, `the Drizzle schema differs from the migrations:\n${differences.join('\n')}`).toEqual([]);
  });

  it('lists each object it does not model with a reason, and lists nothing the migrations do not make', () => {
    const undeclaredTables = migrated.tables
      .filter((t) => !declared.tables.some((d) => d.name === t.name))
      .map((t) => `table ${t.name}`);
    const found = [...unmodelled, ...undeclaredTables];
    const listed = notModelled.flatMap((group) => group.objects);
    const unlisted = found.filter((object) => !listed.includes(object));
    const stale = listed.filter((object) => !found.includes(object));
    expect(
      unlisted,
      `made by the migrations, neither declared in Drizzle nor listed in not-modelled.ts:\n${unlisted.join('\n')}`,
    ).toEqual([]);
    expect(stale, `listed in not-modelled.ts, but the migrations make no such object:\n${stale.join('\n')}`).toEqual(
      [],
    );
    expect(notModelled.every((group) => group.reason.trim().length > 0)).toBe(true);
  });
});
