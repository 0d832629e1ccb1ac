import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import type { Catalogue } from './catalogue';
import { compareCatalogues } from './compare';
import { readDatabaseCatalogue } from './read-database';
import { readDrizzleCatalogue } from './read-drizzle';
import { readUnmodelledObjects } from './read-unmodelled';

// A tiny migration and Drizzle tables that agree with it, or differ from it in one way each: the
// comparison must find nothing in the first and exactly the one difference in each of the others.
const migration = `
CREATE TABLE parcels (
  id serial PRIMARY KEY,
  label text NOT NULL,
  weight integer CHECK (weight >= 0),
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parcels_label_idx ON parcels (lower(label)) WHERE weight > 0;
ALTER TABLE parcels ALTER COLUMN label SET STORAGE EXTERNAL;
CREATE FUNCTION parcels_touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER parcels_touch BEFORE UPDATE ON parcels FOR EACH ROW EXECUTE FUNCTION parcels_touch();
`;

const columns = {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  weight: integer('weight'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
};

const parcels = pgTable('parcels', columns, (t) => [
  index('parcels_label_idx')
    .on(sql`lower(${t.label})`)
    .where(sql`${t.weight} > 0`),
]);

describe('comparing a migrated database with a Drizzle schema', () => {
  let database: Database;
  let migrated: Catalogue;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', migrate: false });
    await database.withSession((session) => session.exec(migration));
    migrated = await database.withSession(readDatabaseCatalogue);
  });
  afterAll(() => database.close());

  const differencesFrom = (table: PgTable) => compareCatalogues(migrated, readDrizzleCatalogue([table]));

  it('finds nothing when the Drizzle table says what the migration made', () => {
    expect(differencesFrom(parcels)).toEqual([]);
  });

  it("reports a column whose type is not the migration's", () => {
    const drifted = pgTable('parcels', { ...columns, weight: bigint('weight', { mode: 'number' }) }, (t) => [
      index('parcels_label_idx')
        .on(sql`lower(${t.label})`)
        .where(sql`${t.weight} > 0`),
    ]);
    expect(differencesFrom(drifted)).toEqual(['parcels.weight: column type — migrations: integer; Drizzle: bigint']);
  });

  it('reports a column that may be null in Drizzle but not in the database', () => {
    const drifted = pgTable('parcels', { ...columns, label: text('label') }, (t) => [
      index('parcels_label_idx')
        .on(sql`lower(${t.label})`)
        .where(sql`${t.weight} > 0`),
    ]);
    expect(differencesFrom(drifted)).toEqual([
      'parcels.label: column nullability — migrations: NOT NULL; Drizzle: nullable',
    ]);
  });

  it('reports an index the Drizzle table does not declare', () => {
    expect(differencesFrom(pgTable('parcels', columns))).toEqual([
      'parcels: index parcels_label_idx: in the migrations, not in the Drizzle schema',
    ]);
  });

  it("reports a partial index whose predicate is not the migration's", () => {
    const drifted = pgTable('parcels', columns, (t) => [
      index('parcels_label_idx')
        .on(sql`lower(${t.label})`)
        .where(sql`${t.weight} >= 0`),
    ]);
    expect(differencesFrom(drifted)).toEqual([
      'parcels: index parcels_label_idx where — migrations: weight > 0; Drizzle: weight >= 0',
    ]);
  });

  it('reports a default and a table the migrations do not have', () => {
    const drifted = pgTable('parcels', { ...columns, label: text('label').notNull().default('') }, (t) => [
      index('parcels_label_idx')
        .on(sql`lower(${t.label})`)
        .where(sql`${t.weight} > 0`),
    ]);
    const extra = pgTable('crates', { id: serial('id').primaryKey() });
    expect(compareCatalogues(migrated, readDrizzleCatalogue([drifted, extra]))).toEqual([
      "parcels.label: column default — migrations: (none); Drizzle: ''",
      'table crates: declared in the Drizzle schema, not created by the migrations',
    ]);
  });

  it('names every object the comparison does not cover, so none goes unlisted', async () => {
    expect(await database.withSession(readUnmodelledObjects)).toEqual([
      'check parcels.parcels_weight_check',
      'column setting parcels.label storage external',
      'extension plpgsql',
      'function parcels_touch',
      'trigger parcels.parcels_touch',
    ]);
  });
});
