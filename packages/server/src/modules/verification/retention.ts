import type { DestroyedAnswer } from '@cargo-sentry/contracts/personal-data/retention';
import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import { checkResultSchemas } from '@cargo-sentry/contracts/verification/results';
import { standingOfAnswer } from '@cargo-sentry/contracts/verification/standing';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { deleteFiles } from '../files/service';
import { forgetTickets } from '../identity-links/service';
import { deferRatingRefresh } from '../rating/service';

/**
 * Retention of tickets (issue 28 §2, docs/decisions/0059-personal-data-retention.md). A ticket past
 * its period keeps its row: the check it spent of the quota, its verdicts (the company rating's
 * findings read `check_verdicts`) and its evidence reports' hashes. Its inputs go, each answer is
 * replaced by the standing it had on the day of the check (the verification statistics count
 * that), its face photo is deleted and its identity links are forgotten.
 */

const keptSchema = z.object({
  id: z.string(),
  day: z.string(),
  results: z.record(z.string(), z.unknown()),
  photo_file_id: z.string().nullable(),
});

/** A company's INN (10 digits) is no one's personal data; an entrepreneur's (12) is, and goes. */
const companyInn = /^\d{10}$/;

function maskedAnswers(results: Record<string, unknown>, day: string): Record<string, DestroyedAnswer> {
  return Object.fromEntries(
    Object.entries(results).map(([check, answer]) => [
      check,
      {
        destroyed: true,
        standing:
          check in checkResultSchemas
            ? standingOfAnswer(check as VerificationCheck, answer, day).standing
            : 'not_carried_out',
      },
    ]),
  );
}

/**
 * Which tickets a batch takes: without an evidence report (`ticket_content`'s period), or with one
 * whose last report is older than `reportsBefore` too (`evidence_reports`').
 */
export type TicketsToDestroy = { createdBefore: Date } & (
  { withReports: false } | { withReports: true; reportsBefore: Date }
);

/** One batch of tickets past their period destroyed, oldest first: how many. */
export async function destroyTicketContent(db: DbOrTx, which: TicketsToDestroy, limit: number): Promise<number> {
  const reports: SQL = which.withReports
    ? sql`EXISTS (SELECT 1 FROM verification_evidence e WHERE e.ticket_id = t.id)
          AND NOT EXISTS (SELECT 1 FROM verification_evidence e WHERE e.ticket_id = t.id
                          AND e.generated_at >= ${which.reportsBefore.toISOString()}::timestamptz)`
    : sql`NOT EXISTS (SELECT 1 FROM verification_evidence e WHERE e.ticket_id = t.id)`;
  const kept = await queryRows(
    db,
    'tickets to destroy',
    keptSchema,
    sql`SELECT t.id, to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, t.results, t.photo_file_id
        FROM verification_tickets t
        WHERE t.content_destroyed_at IS NULL AND t.created_at < ${which.createdBefore.toISOString()}::timestamptz
          AND ${reports}
        ORDER BY t.created_at, t.id LIMIT ${limit} FOR UPDATE OF t SKIP LOCKED`,
  );
  if (kept.length === 0) return 0;
  // Their carriers' ratings are refreshed after the batches, each once (migration 0146): here
  // each batch refreshed as many carriers as it masked tickets, seconds a batch.
  await deferRatingRefresh(db);
  const masked = JSON.stringify(
    kept.map((ticket) => ({
      id: ticket.id,
      results: maskedAnswers(ticket.results, ticket.day),
    })),
  );
  await db.execute(
    sql`UPDATE verification_tickets t
        SET inputs = CASE WHEN t.inputs ->> 'inn' ~ ${companyInn.source}
                          THEN jsonb_build_object('inn', t.inputs ->> 'inn') ELSE '{}'::jsonb END,
            results = x.results, photo_file_id = NULL, content_destroyed_at = now()
        FROM jsonb_to_recordset(${masked}::jsonb) AS x(id uuid, results jsonb)
        WHERE t.id = x.id`,
  );
  await deleteFiles(
    db,
    kept.flatMap((ticket) => (ticket.photo_file_id ? [ticket.photo_file_id] : [])),
  );
  await forgetTickets(
    db,
    kept.map((ticket) => ticket.id),
  );
  return kept.length;
}

const photoSchema = z.object({ id: z.string(), photo_file_id: z.string() });

/** One batch of face photos of checks opened before `createdBefore` deleted, oldest first: how many. */
export async function destroyCheckPhotos(db: DbOrTx, createdBefore: Date, limit: number): Promise<number> {
  const rows = await queryRows(
    db,
    'check photos destroyed',
    photoSchema,
    sql`WITH taken AS (
          SELECT id, photo_file_id FROM verification_tickets
          WHERE photo_file_id IS NOT NULL AND created_at < ${createdBefore.toISOString()}::timestamptz
          ORDER BY created_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        UPDATE verification_tickets t SET photo_file_id = NULL FROM taken
        WHERE t.id = taken.id RETURNING t.id, taken.photo_file_id`,
  );
  await deleteFiles(
    db,
    rows.map((row) => row.photo_file_id),
  );
  return rows.length;
}
