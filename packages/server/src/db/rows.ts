import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Session } from './client';

/**
 * Rows of raw SQL are parsed, not cast (docs/architecture.md#rows-are-parsed): a statement's rows
 * go through a zod row schema, so a column renamed in a migration or a type the other driver
 * answers differently fails here, naming the statement, instead of travelling on as a wrong value.
 */
export class UnexpectedRowError extends Error {
  constructor(
    /** What the statement is for, as its caller named it ("rating page"). */
    readonly purpose: string,
    /** The position of the first row that did not parse. */
    readonly row: number,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${purpose}: row ${row} of the database's answer does not match its schema: ${z.prettifyError({ issues })}`);
    this.name = 'UnexpectedRowError';
  }
}

/** Every row parsed by `schema`; throws `UnexpectedRowError` at the first that does not parse. */
export function parseRows<T>(purpose: string, schema: z.ZodType<T>, rows: readonly unknown[]): T[] {
  const parsed = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const result = schema.safeParse(rows[i]);
    if (!result.success) throw new UnexpectedRowError(purpose, i, result.error.issues);
    parsed[i] = result.data;
  }
  return parsed;
}

/** Runs a Drizzle `sql` statement and parses its rows. */
export async function queryRows<T>(db: DbOrTx, purpose: string, schema: z.ZodType<T>, query: SQL): Promise<T[]> {
  return parseRows(purpose, schema, (await db.execute(query)).rows);
}

/** The first row of a Drizzle `sql` statement, parsed; `undefined` when it answered none. */
export async function queryFirstRow<T>(
  db: DbOrTx,
  purpose: string,
  schema: z.ZodType<T>,
  query: SQL,
): Promise<T | undefined> {
  const { rows } = await db.execute(query);
  return rows.length === 0 ? undefined : parseRows(purpose, schema, rows.slice(0, 1))[0];
}

/** Runs one statement with `$n` parameters on a held session and parses its rows. */
export async function sessionRows<T>(
  session: Session,
  purpose: string,
  schema: z.ZodType<T>,
  text: string,
  params?: unknown[],
): Promise<T[]> {
  return parseRows(purpose, schema, await session.query(text, params));
}

// ---- column types as both drivers answer them ----
// node-postgres answers int8 as text, PGlite as a number (a bigint beyond 2^53); both answer
// numeric as text, so a query casts it (`::float8`) rather than parse it. `z.coerce.number()`
// would also turn NULL, '' and `true` into numbers, hiding exactly the mistakes a row schema is
// for: these accept the drivers' forms only.

/** An int8 (`bigint`, `count(*)`, `sum` of integers) as a number. */
export const int8 = z.union([z.number().int(), z.bigint(), z.string().regex(/^-?\d+$/)]).transform(Number);

/**
 * A `timestamptz` as it arrives: Drizzle's drivers leave it text (`2026-01-02 03:04:05.6+00`), a
 * held session's node-postgres client a `Date`.
 */
export const timestamp = z.union([z.date(), z.string().regex(/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/)]);

// ---- columnar batches ----

/** A column of numbers as both drivers answer `array_agg` of a number: NULL as null (node-postgres) or NaN (PGlite). */
export type NumberColumn = (number | null)[];

/**
 * Checked once per column, not per value: the driver parses a whole array with one element
 * parser, so the first non-null value's type is every value's type.
 */
function isNumberColumn(value: unknown): value is NumberColumn {
  if (!Array.isArray(value)) return false;
  const first: unknown = value.find((v) => v !== null);
  return first === undefined || typeof first === 'number';
}

/**
 * A batch read as one row of `array_agg(…)`s, one per key, each a column of numbers and all of
 * one length; `null` when the statement matched no row (every aggregate is NULL then). Parsed by
 * column, not by value: the incident index's bulk load reads a million rows this way, and a
 * million row objects through zod would cost it more than its SQL
 * (docs/architecture.md#the-incident-index).
 */
export function columnarBatch<K extends string>(keys: readonly K[]) {
  return z.record(z.string(), z.unknown()).transform((row, ctx): Record<K, NumberColumn> | null => {
    if (keys.every((key) => row[key] === null)) return null;
    const batch: Partial<Record<K, NumberColumn>> = {};
    let length = -1;
    for (const key of keys) {
      const column = row[key];
      if (!isNumberColumn(column)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'expected an array of numbers' });
        return z.NEVER;
      }
      if (length < 0) length = column.length;
      if (column.length !== length) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'columns of unequal length' });
        return z.NEVER;
      }
      batch[key] = column;
    }
    // every key was set above
    return batch as Record<K, NumberColumn>;
  });
}
