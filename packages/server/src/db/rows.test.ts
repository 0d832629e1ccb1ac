import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import {
  columnarBatch,
  int8,
  parseRows,
  queryFirstRow,
  queryRows,
  sessionRows,
  timestamp,
  UnexpectedRowError,
} from './rows';

/** docs/architecture.md#rows-are-parsed: what the row helpers accept, refuse and answer. */
describe(`rows of raw SQL (${testDatabaseKind})`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      {
        logStream: { write: (line) => lines.push(line) },
        beforeReady: (app) => {
          // A statement whose answer its schema does not expect, as after a column changed type.
          app.get('/api/v1/test/row-shape', { config: { permission: 'guest' } }, async () =>
            queryRows(app.database.db, 'test statement', z.object({ n: z.string() }), sql`SELECT 1 AS n`),
          );
        },
      },
    );
  });
  afterAll(() => t.close());

  it('parses each row with its schema', () => {
    const schema = z.object({ id: z.number().int(), name: z.string().nullable() });
    expect(
      parseRows('names', schema, [
        { id: 1, name: 'a', extra: true },
        { id: 2, name: null },
      ]),
    ).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: null },
    ]);
  });

  it('names the statement, the row and the column of a row that does not parse', () => {
    const schema = z.object({ id: z.number().int(), name: z.string() });
    const parse = () =>
      parseRows('company names', schema, [
        { id: 1, name: 'a' },
        { id: '2', name: 'b' },
      ]);
    expect(parse).toThrow(UnexpectedRowError);
    expect(parse).toThrow(/company names: row 1 .*expected number.*→ at id/s);
  });

  it('answers 500 naming the statement, and logs why, when a row does not parse', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/row-shape' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', detail: 'Internal error: unexpected row in test statement' });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; purpose?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'row does not match its schema', purpose: 'test statement' }),
    );
  });

  it("accepts int8 and timestamptz as this database's driver answers them", async () => {
    const schema = z.object({ c: int8, big: int8, sum: int8, at: timestamp });
    const [row] = await queryRows(
      t.database.db,
      'driver forms',
      schema,
      sql`SELECT count(*) AS c, 9007199254740000::bigint AS big, sum(x)::bigint AS sum, now() AS at
          FROM (VALUES (1), (2)) AS v (x)`,
    );
    // (`at` parsed: text from Drizzle's drivers)
    expect(row).toMatchObject({ c: 2, big: 9007199254740000, sum: 3 });
    // a held session's client answers a timestamptz as a Date, and int8 as text on PostgreSQL
    const [held] = await t.database.withSession((s) =>
      sessionRows(s, 'driver forms', schema, 'SELECT 2::bigint AS c, 5::int8 AS big, 0::int8 AS sum, now() AS at'),
    );
    expect(held).toMatchObject({ c: 2, big: 5, sum: 0 });
  });

  it('refuses what no driver answers for an int8: NULL, empty text, a boolean, a fraction', () => {
    for (const value of [null, '', true, '1.5', 'abc', 1.5]) {
      expect(int8.safeParse(value).success, String(value)).toBe(false);
    }
    expect(timestamp.safeParse('yesterday').success).toBe(false);
  });

  it('answers the first row, or undefined when there is none', async () => {
    const schema = z.object({ n: z.number().int() });
    expect(await queryFirstRow(t.database.db, 'one', schema, sql`SELECT 7 AS n`)).toEqual({ n: 7 });
    expect(await queryFirstRow(t.database.db, 'none', schema, sql`SELECT 7 AS n WHERE false`)).toBeUndefined();
  });

  describe('a columnar batch', () => {
    const schema = columnarBatch(['id', 'lat']);
    const read = (where: string) =>
      t.database.withSession((s) =>
        sessionRows(
          s,
          'batch',
          schema,
          `SELECT array_agg(x::float8 ORDER BY x) AS id, array_agg(CASE WHEN x > 1 THEN x::float8 END ORDER BY x) AS lat
             FROM generate_series(1, 3) AS g (x) ${where}`,
        ),
      );

    it('parses its columns, NULL values included', async () => {
      const [batch] = await read('');
      expect(batch?.id).toEqual([1, 2, 3]);
      expect(batch?.lat).toHaveLength(3);
      expect(batch?.lat.slice(1)).toEqual([2, 3]);
    });

    it('is null when the statement matched no row', async () => {
      expect(await read('WHERE false')).toEqual([null]);
    });

    it('refuses columns of unequal length and columns of text', () => {
      expect(() => parseRows('batch', schema, [{ id: [1, 2], lat: [1] }])).toThrow(/columns of unequal length/);
      expect(() => parseRows('batch', schema, [{ id: ['1'], lat: [1] }])).toThrow(/expected an array of numbers/);
      expect(() => parseRows('batch', schema, [{ id: [null, '1'], lat: [1, 2] }])).toThrow(UnexpectedRowError);
    });
  });
});
