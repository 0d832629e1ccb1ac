import { and, count, desc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ImportMode } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import type { DbOrTx, Tx } from '../../db/client';
import { int8, queryRows } from '../../db/rows';
import { registerImports } from '../../db/schema/register-imports';
import { registryPassports } from '../../db/schema/registry';
import { users } from '../../db/schema/users';

const rowsPerInsert = 2_000;

export async function countRows(db: DbOrTx, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row.n);
}

export interface LastImport {
  register: string;
  at: Date;
  by: string | null;
  mode: ImportMode;
  rows: number;
  fileName: string;
}

/** The latest import of each register. */
export async function listLastImports(db: DbOrTx): Promise<LastImport[]> {
  return db
    .selectDistinctOn([registerImports.register], {
      register: registerImports.register,
      at: registerImports.createdAt,
      by: users.username,
      mode: registerImports.mode,
      rows: registerImports.rows,
      fileName: registerImports.fileName,
    })
    .from(registerImports)
    .leftJoin(users, eq(users.id, registerImports.userId))
    .orderBy(registerImports.register, desc(registerImports.createdAt), desc(registerImports.id));
}

/** Imports of one register wait for each other until commit, across processes too. */
export async function lockRegister(tx: Tx, register: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`register_import:${register}`}))`);
}

export async function deleteAllRows(tx: Tx, table: PgTable): Promise<void> {
  await tx.delete(table);
}

const writtenSchema = z.object({ inserted: int8, updated: int8, lowest_id: z.number().int().nullable() });

/**
 * Writes `rows` (objects keyed by the table's TypeScript column names), 2,000 per statement, as
 * one JSON parameter expanded by `jsonb_to_recordset`: three times faster on PGlite than a
 * parameter per value (100k OSAGO policies: 4 s against 12 s), and free of the 65,535-parameter
 * limit. Arrays become `text[]`, objects `jsonb`, as the column types say.
 *
 * A row whose natural key (`conflictTarget`, the unique index) is stored already updates that
 * row, and only when a value differs: adding a row twice stores it once (issue 23 item 11).
 * A changed row is dated again (`recorded_at`, migration 0136): its retention period starts anew.
 * Returns how many rows were new and how many changed, and the lowest id of those (null when none
 * was written): identity links record the rows from there on (every register table has an `id`).
 */
export async function upsertRows(
  tx: Tx,
  table: PgTable,
  conflictTarget: string,
  rows: readonly Record<string, unknown>[],
): Promise<{ inserted: number; updated: number; lowestId: number | null }> {
  const written = { inserted: 0, updated: 0, lowestId: null as number | null };
  if (rows.length === 0) return written;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  const quoted = keys.map((key) => `"${columns[key].name}"`);
  const names = quoted.join(', ');
  const types = keys.map((key) => `"${columns[key].name}" ${columns[key].getSQLType()}`).join(', ');
  const stored = `"${getTableName(table)}"`;
  const update = sql.raw(
    `ON CONFLICT (${conflictTarget}) DO UPDATE SET ${quoted.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, recorded_at = now()
     WHERE (${quoted.map((c) => `${stored}.${c}`).join(', ')}) IS DISTINCT FROM (${quoted.map((c) => `EXCLUDED.${c}`).join(', ')})`,
  );
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const json = JSON.stringify(
      rows
        .slice(start, start + rowsPerInsert)
        .map((row) => Object.fromEntries(keys.map((key) => [columns[key].name, row[key]]))),
    );
    // xmax is 0 on a row this statement inserted, and set on one it updated; counted in SQL, so a
    // chunk answers one row rather than one per row written.
    const [answer] = await queryRows(
      tx,
      'register rows written',
      writtenSchema,
      sql`WITH written AS (
            INSERT INTO ${table} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS x(${sql.raw(types)})
            ${update} RETURNING (xmax = 0) AS inserted, id)
          SELECT count(*) FILTER (WHERE inserted) AS inserted, count(*) FILTER (WHERE NOT inserted) AS updated,
                 min(id) AS lowest_id FROM written`,
    );
    written.inserted += answer.inserted;
    written.updated += answer.updated;
    if (answer.lowest_id !== null) written.lowestId = Math.min(written.lowestId ?? answer.lowest_id, answer.lowest_id);
  }
  return written;
}

export async function recordImport(
  tx: Tx,
  values: { register: string; mode: ImportMode; rows: number; fileName: string; userId: number },
): Promise<void> {
  await tx.insert(registerImports).values(values);
}

const jsonRow = z.object({ id: int8, row: z.record(z.string(), z.unknown()) });

/**
 * Rows `ids` of a register table as JSON (a data subject's request), keyed by the table's
 * TypeScript names (`lastName`, as the register's definition names its columns), not its SQL ones.
 */
export async function selectRowsByIds(
  db: DbOrTx,
  table: PgTable,
  ids: readonly number[],
): Promise<z.infer<typeof jsonRow>[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows(
    db,
    'register rows of a data subject',
    jsonRow,
    sql`SELECT r.id, to_jsonb(r) AS row FROM ${table} r WHERE r.id = ANY(${sql.param([...ids])}::bigint[]) ORDER BY r.id`,
  );
  const columns = Object.entries(getTableColumns(table));
  return rows.map(({ id, row }) => ({
    id,
    row: Object.fromEntries(columns.map(([key, column]) => [key, row[column.name]])),
  }));
}

/** Of the passports register's rows `ids`, those on the invalid-passports list. */
export async function selectInvalidPassportIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: registryPassports.id })
    .from(registryPassports)
    .where(and(inArray(registryPassports.id, [...ids]), eq(registryPassports.status, 'Недействителен')))
    .orderBy(registryPassports.id);
  return rows.map((row) => row.id);
}

/** Deletes rows `ids` of a register table; the number deleted. */
export async function deleteRowsByIds(db: DbOrTx, table: PgTable, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await queryRows(
    db,
    'register rows erased',
    z.object({ id: int8 }),
    sql`DELETE FROM ${table} WHERE id = ANY(${sql.param([...ids])}::bigint[]) RETURNING id`,
  );
  return rows.length;
}
