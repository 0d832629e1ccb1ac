import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { redactStatement } from './logger';

const secret = 'Secret-INN-7707083893-pa55word';

describe('logs keep secrets out', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: { write: (line) => lines.push(line) },
        beforeReady: (app) => {
          // A query that fails with the secret both as a parameter and in PostgreSQL's message.
          app.post('/api/v1/test/failing-query', { config: { permission: 'guest' } }, async () => {
            await app.database.db.execute(sql`select ${secret}::integer as n where 'literal' <> ${'x'}`);
            return {};
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('logs a failing query by its SQLSTATE and statement shape, never its parameters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/failing-query',
      headers: { authorization: `Bearer ${secret}`, cookie: `session=${secret}` },
      payload: { password: secret },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal error', code: 'internal' });
    const log = lines.join('');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('7707083893');
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'unhandled error');
    expect(entry.err.code).toBe('22P02');
    expect(entry.err.message).toBe('database error 22P02: invalid input syntax for type integer');
    expect(entry.err.statement).toContain('select $1::integer');
    expect(entry.err.statement).not.toContain('literal');
  });

  it('redacts authorization and cookie headers and bodies passed to a log call', () => {
    lines.length = 0;
    t.app.log.info({ req: { headers: { authorization: secret, cookie: secret } }, body: { inn: secret } }, 'by hand');
    expect(lines.join('')).toContain('by hand');
    expect(lines.join('')).not.toContain(secret);
  });

  it('blanks string literals of a statement', () => {
    expect(redactStatement("select 1 where email = 'a@b.c' and note = 'it''s'")).toBe(
      "select 1 where email = '?' and note = '?'",
    );
  });
});
