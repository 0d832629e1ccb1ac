import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { testLintProbes } from './lint-probes';

/**
 * The rule against cast rows (scripts/eslint-rules/no-row-cast.mjs,
 * docs/architecture.md#rows-are-parsed), proved on probe files linted with `npm run lint`'s own
 * configuration: each probe reads rows of raw SQL one way where a real repo would sit.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rule = 'local/no-row-cast';

interface Probe {
  /** Folder under the repository root where the probe file is written. */
  folder: string;
  /** File name suffix: `.ts`, `.test.ts`. */
  suffix?: string;
  source: string;
  /** Whether the rule must report the probe (once). */
  reported: boolean;
}

const repo = 'packages/server/src/modules/feedback';
const header =
  "import { sql } from 'drizzle-orm';\nimport { z } from 'zod';\nimport type { Db, Session } from '../../db/client';\n";
const probes: Record<string, Probe> = {
  'rows of db.execute cast through unknown': {
    folder: repo,
    source:
      "import { sql } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\n" +
      'interface Row {\n  id: number;\n}\n' +
      'export async function rows(db: Db): Promise<Row[]> {\n' +
      '  return (await db.execute(sql`SELECT id FROM feedback`)).rows as unknown as Row[];\n}\n',
    reported: true,
  },
  'a type argument on db.execute': {
    folder: repo,
    source:
      "import { sql } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\n" +
      'export async function ids(db: Db): Promise<number[]> {\n' +
      '  const result = await db.execute<{ id: number }>(sql`SELECT id FROM feedback`);\n' +
      '  return result.rows.map((r) => r.id);\n}\n',
    reported: true,
  },
  "a type argument on a held session's query": {
    folder: 'packages/server/src/db',
    source:
      "import type { Session } from './client';\n" +
      'export async function names(session: Session): Promise<string[]> {\n' +
      "  const rows = await session.query<{ name: string }>('SELECT name FROM schema_migrations');\n" +
      '  return rows.map((r) => r.name);\n}\n',
    reported: true,
  },
  'an angle-bracket double cast in platform code': {
    folder: 'packages/server/src/platform',
    source: 'export const port = (value: string) => <number>(<unknown>value);\n',
    reported: true,
  },
  'rows parsed with a row schema': {
    folder: repo,
    source:
      header +
      "import { queryRows, sessionRows } from '../../db/rows';\n" +
      'const row = z.object({ id: z.number().int() });\n' +
      "export const rows = (db: Db) => queryRows(db, 'feedback ids', row, sql`SELECT id FROM feedback`);\n" +
      "export const held = (s: Session) => sessionRows(s, 'feedback ids', row, 'SELECT id FROM feedback');\n",
    reported: false,
  },
  'a single cast and a typed Drizzle query': {
    folder: repo,
    source:
      "import { count } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\n" +
      "import { feedback } from '../../db/schema/feedback';\n" +
      'export async function total(db: Db): Promise<number> {\n' +
      '  const [row] = await db.select({ n: count() }).from(feedback);\n' +
      '  return Number(row.n as number | string);\n}\n',
    reported: false,
  },
  "a test file's typed query": {
    folder: repo,
    suffix: '.test.ts',
    source:
      "import type { Session } from '../../db/client';\n" +
      'export const names = (session: Session) =>\n' +
      "  session.query<{ name: string }>('SELECT name FROM schema_migrations');\n",
    reported: false,
  },
};

describe('the no-row-cast rule in npm run lint', () => {
  testLintProbes(repoRoot, rule, probes, (probe, i) =>
    path.join(repoRoot, probe.folder, `row-probe-${process.pid}-${i}${probe.suffix ?? '.ts'}`),
  );
});
