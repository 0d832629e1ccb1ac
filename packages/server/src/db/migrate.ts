import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packagePath } from '../platform/package-path';
import { z } from 'zod';
import type { Database } from './client';
import { sessionRows } from './rows';

const migrationsDir = packagePath('src', 'db', 'migrations');
const migrationLockId = 727274;

/**
 * Applies `migrations/NNNN_name.sql` in order, each once and in its own transaction, recorded in
 * `schema_migrations`. Plain numbered SQL files (docs/decisions/0002-sql-migrations.md) let
 * features add migrations side by side and keep the SQL a reviewer reads identical to what runs.
 * A session advisory lock keeps several app processes from migrating at once on PostgreSQL.
 */
export async function runMigrations(database: Database): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  return database.withSession(async (session) => {
    await session.query(`SELECT pg_advisory_lock(${migrationLockId})`);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const recorded = await sessionRows(
        session,
        'applied migrations',
        z.object({ name: z.string() }),
        'SELECT name FROM schema_migrations',
      );
      const done = new Set(recorded.map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const body = readFileSync(path.join(migrationsDir, file), 'utf8');
        await session.exec(`BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
        applied.push(file);
      }
      return applied;
    } catch (error) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await session.query(`SELECT pg_advisory_unlock(${migrationLockId})`);
    }
  });
}
