import { z } from 'zod';
import type { Database, Session } from '../client';
import { sessionRows } from '../rows';
import { asSystemIncidentWriter } from '../incident-writer';
import { createIncidentGenerator, type GeneratedIncident } from './generate';
import { incidentRecordColumns, incidentRecordTypes } from '../incident-record';
import { loadReferenceData } from '../reference-data';

/** Column order of the bulk insert, with the type of each unnest parameter's elements. */
const columns = incidentRecordColumns.map((column) => [column, incidentRecordTypes[column]] as const);

const insertSql = `INSERT INTO incidents (${columns.map(([c]) => c).join(', ')})
SELECT * FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;

/** One multi-row insert: each column is one array parameter (`INSERT … SELECT * FROM unnest(…)`). */
export async function insertIncidentBatch(session: Session, rows: GeneratedIncident[]): Promise<void> {
  // Generated data is the system's own, not a person's change: allowed unaudited (migration 0110).
  await asSystemIncidentWriter(session, () =>
    session.query(
      insertSql,
      columns.map(([column]) => rows.map((row) => row[column])),
    ),
  );
}

export interface BulkSeedOptions {
  seed?: number;
  today?: string;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
  /**
   * Drop the secondary indexes of `incidents` before loading and build them again after: several
   * times faster for large loads (maintaining a trigram and a GiST index row by row is slow).
   */
  rebuildIndexes?: boolean;
}

/** Drops every index of `incidents` except its primary key; returns the statements recreating them. */
async function dropSecondaryIndexes(session: Session): Promise<string[]> {
  const rows = await sessionRows(
    session,
    'secondary indexes of incidents',
    z.object({ name: z.string(), def: z.string() }),
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = 'incidents' AND i.indexname <> 'incidents_pkey'`,
  );
  for (const row of rows) await session.exec(`DROP INDEX ${row.name}`);
  return rows.map((r) => r.def);
}

/**
 * Runs the index definitions. On PostgreSQL in two sessions at once (the trigram index alone
 * takes about as long as all the others together), each with room to sort in memory; PGlite has
 * one connection.
 */
async function createIndexes(database: Database, definitions: string[]): Promise<void> {
  if (definitions.length === 0) return;
  if (database.kind !== 'postgres') {
    await database.withSession(async (session) => {
      for (const definition of definitions) await session.exec(definition);
    });
    return;
  }
  const isSlow = (definition: string) => /USING gin/i.test(definition);
  const queues = [definitions.filter(isSlow), definitions.filter((d) => !isSlow(d))];
  await Promise.all(
    queues.map((queue) =>
      database.withSession(async (session) => {
        await session.exec("SET maintenance_work_mem = '512MB'");
        for (const definition of queue) await session.exec(definition);
        await session.exec('RESET maintenance_work_mem');
      }),
    ),
  );
}

/** Appends `count` generated incidents in batches; returns how many were inserted. */
export async function insertGeneratedIncidents(
  database: Database,
  count: number,
  options: BulkSeedOptions = {},
): Promise<number> {
  const generator = createIncidentGenerator({ seed: options.seed ?? 20_240_601, today: options.today });
  const batchSize = options.batchSize ?? 10_000;
  let inserted = 0;
  let indexes: string[] = [];
  try {
    await database.withSession(async (session) => {
      if (options.rebuildIndexes) indexes = await dropSecondaryIndexes(session);
      while (inserted < count) {
        const rows = generator.next(Math.min(batchSize, count - inserted));
        await insertIncidentBatch(session, rows);
        inserted += rows.length;
        options.onProgress?.(inserted);
      }
    });
  } finally {
    await createIndexes(database, indexes);
  }
  // fresh statistics, or the planner may sort the whole table for a first page (PGlite has no autovacuum)
  await database.withSession((s) => s.exec('ANALYZE incidents'));
  return inserted;
}

/**
 * Seeds the demo incidents on a fresh database (called by the demo seed on start). Idempotent:
 * does nothing when any incident exists. Returns how many were inserted.
 */
export async function seedDemoIncidents(
  database: Database,
  count: number,
  options: BulkSeedOptions = {},
): Promise<number> {
  await loadReferenceData(database);
  const [existing] = await database.withSession((s) =>
    sessionRows(
      s,
      'whether incidents exist',
      z.object({ n: z.number().int() }),
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM incidents LIMIT 1) x',
    ),
  );
  if ((existing?.n ?? 0) > 0) return 0;
  // the table is empty: building the indexes once at the end is faster than row by row
  return insertGeneratedIncidents(database, count, { rebuildIndexes: count >= 1000, ...options });
}
