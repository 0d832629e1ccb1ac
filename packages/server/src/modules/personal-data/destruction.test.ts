import { defaultRetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeader, createStaff, type TestUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { testDatabaseKind, type TestApp } from '../../../test/test-app';
import { callCheck, createRegistryCheckApp } from '../../../test/verification-checks';
import { int8, queryRows } from '../../db/rows';
import { demoCleanPerson, demoPerson } from '../../db/seed/demo-registers';
import type { Database } from '../../db/client';
import { createRetentionRegistry, type RetentionCategoryHandler } from './registry';
import { runDestruction } from './service';

const silentLog = { error: () => undefined, info: () => undefined } as unknown as Parameters<
  typeof runDestruction
>[3]['log'];

const dayMs = 86_400_000;
const monthOf = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 7);

/**
 * The destruction job (issue 28 §2): what is older than its period is gone after a run, nothing
 * younger is touched, the act counts what went, the statistics and the evidence verify answer stay.
 */
describe(`personal data destruction (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  let staff: TestUser;
  const ids = { old: '', young: '', oldReported: '', recentlyReported: '', photoOnly: '' };
  let report = { id: '', hash: '' };
  let statisticsBefore: unknown;

  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  const age = (ticket: string, days: number) =>
    exec(
      sql`UPDATE verification_tickets SET created_at = now() - make_interval(days => ${days}) WHERE id = ${ticket}::uuid`,
    );
  const ticketState = async (ticket: string) => {
    const [row] = await queryRows(
      t.database.db,
      'ticket state',
      z.object({
        inputs: z.record(z.string(), z.unknown()),
        results: z.record(z.string(), z.unknown()),
        photo: z.string().nullable(),
        destroyed: z.boolean(),
      }),
      sql`SELECT inputs, results, photo_file_id AS photo, content_destroyed_at IS NOT NULL AS destroyed
          FROM verification_tickets WHERE id = ${ticket}::uuid`,
    );
    return row;
  };
  const addPhoto = async (ticket: string) =>
    exec(sql`WITH f AS (
               INSERT INTO stored_files (owner_id, name, mime_type, size, sha256, data)
               VALUES (${user.id}, 'face.jpg', 'image/jpeg', 3, 'x', '\\x010203'::bytea) RETURNING id)
             UPDATE verification_tickets SET photo_file_id = (SELECT id FROM f) WHERE id = ${ticket}::uuid`);
  const statistics = async () =>
    (
      await t.app.inject({
        url: '/api/v1/cargo/verification_log/by_month',
        query: { month_from: monthOf(420), month_to: monthOf(0) },
        headers: await authHeader(t.app, staff),
      })
    ).json<unknown>();
  const verify = () =>
    t.app.inject({
      url: `/api/v1/cargo/verification_ticket/${ids.oldReported}/verify?report=${report.id}&hash=${report.hash}`,
    });

  beforeAll(async () => {
    ({ t, user } = await createRegistryCheckApp());
    staff = await createStaff(t.database);
    const passport = async (person: Record<string, unknown>) => {
      const res = await callCheck(t, user, 'passport_complex', person);
      expect(res.statusCode).toBe(200);
      return res.ticket;
    };
    ids.old = await passport(demoPerson);
    ids.young = await passport(demoCleanPerson);
    ids.oldReported = await passport(demoPerson);
    ids.recentlyReported = await passport(demoCleanPerson);
    ids.photoOnly = await passport(demoCleanPerson);
    for (const ticket of [ids.oldReported, ids.recentlyReported]) {
      const res = await t.app.inject({
        url: `/api/v1/cargo/verification_ticket/${ticket}/report.pdf`,
        headers: await authHeader(t.app, user),
      });
      expect(res.statusCode).toBe(200);
      if (ticket === ids.oldReported) {
        report = { id: String(res.headers['x-report-id']), hash: String(res.headers['x-report-sha256']) };
      }
    }
    await addPhoto(ids.old);
    await addPhoto(ids.young);
    await addPhoto(ids.photoOnly);
    await age(ids.old, 400);
    await age(ids.young, 10);
    await age(ids.oldReported, 400);
    await age(ids.recentlyReported, 400);
    await age(ids.photoOnly, 40);
    await exec(sql`UPDATE verification_evidence SET generated_at = now() - interval '400 days'
                   WHERE ticket_id = ${ids.oldReported}::uuid`);
    await exec(sql`UPDATE verification_evidence SET generated_at = now() - interval '100 days'
                   WHERE ticket_id = ${ids.recentlyReported}::uuid`);
    // one passport row written 1,200 days ago (the default period is 1,095); a subscription's and an
    // incident's identity sources seen 400 days ago (only the first is the identity_links period's)
    await exec(sql`UPDATE registry_passports SET recorded_at = now() - interval '1200 days'
                   WHERE passport_number = ${demoPerson.passportNumber}`);
    await exec(
      sql`INSERT INTO identity_sources (kind, ref, seen_on) VALUES ('prudence', '999999', current_date - 400),
                                                                  ('incident', '999999', current_date - 400)`,
    );
    // each passport row is an identity source: the destroyed row's goes with it, the other's stays
    await exec(
      sql`INSERT INTO identity_sources (kind, ref, seen_on)
          SELECT 'register_passport', id::text, current_date FROM registry_passports`,
    );
    statisticsBefore = await statistics();
    expect((await verify()).json()).toMatchObject({ genuine: true, content_destroyed_at: null });
  });
  afterAll(() => t.close());

  it('destroys what is past its period, and writes an act that counts it', async () => {
    const run = await runDestruction(t.database, t.app.retention, defaultRetentionSettings, {
      log: t.app.log,
      batchSize: 2,
    });
    expect(run.actId).not.toBeNull();
    const destroyed = (category: string, register: string | null = null) =>
      run.lines.find((line) => line.category === category && line.register === register)?.destroyed;
    expect(destroyed('ticket_content')).toBe(1);
    expect(destroyed('evidence_reports')).toBe(1);
    expect(destroyed('check_photos')).toBe(1);
    expect(destroyed('register_rows', 'passports')).toBe(1);
    expect(destroyed('register_rows', 'phone_records')).toBe(0);
    expect(destroyed('identity_links')).toBe(1);
    expect(run.lines.find((line) => line.category === 'security_events')?.method).toBe('deleted');
    expect(run.lines.find((line) => line.category === 'api_key_addresses')?.method).toBe('deleted');
    const [incidentSource] = await queryRows(
      t.database.db,
      'old incident source',
      z.object({ n: int8 }),
      sql`SELECT count(*) AS n FROM identity_sources WHERE kind = 'incident' AND ref = '999999'`,
    );
    expect(incidentSource.n).toBe(1);
    const passportSources = await queryRows(
      t.database.db,
      'passport register sources',
      z.object({ passport_number: z.string() }),
      sql`SELECT p.passport_number FROM identity_sources s
            LEFT JOIN registry_passports p ON p.id::text = s.ref
           WHERE s.kind = 'register_passport'`,
    );
    expect(passportSources).toEqual([{ passport_number: demoCleanPerson.passportNumber }]);

    for (const ticket of [ids.old, ids.oldReported]) {
      const state = await ticketState(ticket);
      expect(state.destroyed).toBe(true);
      expect(state.inputs).toEqual({});
      expect(state.photo).toBeNull();
      expect(state.results.passport_complex).toEqual({ destroyed: true, standing: expect.any(String) });
      expect(JSON.stringify(state.results)).not.toContain(demoPerson.lastName);
    }
    expect((await ticketState(ids.photoOnly)).photo).toBeNull();
    expect((await ticketState(ids.photoOnly)).destroyed).toBe(false);
    const [files] = await queryRows(
      t.database.db,
      'files',
      z.object({ n: z.coerce.number() }),
      sql`SELECT count(*) AS n FROM stored_files`,
    );
    expect(files.n).toBe(1);

    const acts = await t.app.inject({
      url: '/api/v1/cargo/personal_data/acts',
      headers: await authHeader(t.app, staff),
    });
    expect(acts.statusCode).toBe(200);
    const [act] = acts.json<{ results: { id: number; total: number; number: string }[] }>().results;
    expect(act.total).toBe(5);
    const pdf = await t.app.inject({
      url: `/api/v1/cargo/personal_data/acts/${act.id}/act.pdf`,
      headers: await authHeader(t.app, staff),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      `АКТ № ${act.number}`,
      '152-ФЗ',
      '№ 179',
      'Всего уничтожено записей: 5',
      'Выгрузка из журнала',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('touches nothing younger than its period', async () => {
    const young = await ticketState(ids.young);
    expect(young.destroyed).toBe(false);
    expect(young.photo).not.toBeNull();
    expect(young.inputs).not.toEqual({});
    const recentlyReported = await ticketState(ids.recentlyReported);
    expect(recentlyReported.destroyed).toBe(false);
    expect(JSON.stringify(recentlyReported.inputs)).toContain(demoCleanPerson.lastName);
    expect(recentlyReported.results.passport_complex).not.toHaveProperty('destroyed');
  });

  it('keeps the verification statistics as they were', async () => {
    expect(await statistics()).toEqual(statisticsBefore);
  });

  it('still verifies an evidence report, and says its content was destroyed on schedule', async () => {
    const res = await verify();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ genuine: true, matched: 'content', content_destroyed_at: expect.any(String) });
  });

  it('a second run finds nothing and writes no act', async () => {
    const run = await runDestruction(t.database, t.app.retention, defaultRetentionSettings, { log: t.app.log });
    expect(run.actId).toBeNull();
  });
});

describe('personal data destruction: its pace', () => {
  /** A category whose batches each take `batchMs`, `batches` full ones and then a short one. */
  const slowCategory = (batches: number, batchMs: number): RetentionCategoryHandler => {
    let left = batches;
    return {
      category: 'security_events',
      method: 'deleted',
      destroyExpired: async (_tx, _cutoff, batchSize) => {
        await new Promise((resolve) => setTimeout(resolve, batchMs));
        return left-- > 0 ? batchSize : 0;
      },
    };
  };
  const database = {
    db: { transaction: (fn: (tx: unknown) => Promise<number>) => fn(undefined) },
  } as unknown as Database;
  const timed = async (busyShare: number) => {
    const started = performance.now();
    await runDestruction(database, createRetentionRegistry([slowCategory(4, 60)]), defaultRetentionSettings, {
      log: silentLog,
      busyShare,
      batchSize: 10,
    }).catch(() => undefined);
    return performance.now() - started;
  };

  it('waits after each batch so that batches take only their share of the run', async () => {
    // five batches of 60 ms; at a quarter busy, three times as long again after each of the four full ones
    expect(await timed(0.25)).toBeGreaterThanOrEqual(5 * 60 + 4 * 3 * 60 - 20);
  });

  it('refuses a share outside (0, 1]', async () => {
    for (const share of [0, -1, 1.5, Number.NaN]) {
      await expect(
        runDestruction(database, createRetentionRegistry(), defaultRetentionSettings, {
          log: silentLog,
          busyShare: share,
        }),
      ).rejects.toThrow('busyShare');
    }
  });
});
