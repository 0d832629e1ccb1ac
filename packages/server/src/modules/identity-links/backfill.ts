import { identitySourceKinds, type IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client';
import type { JobContext, Jobs } from '../../platform/jobs';
import { createBatchSizer, createTimeSlicer, startStopwatch } from '../../platform/time-slices';
import {
  advanceBackfill,
  beginBackfill,
  recordSources,
  selectBackfillStates,
  sweepSources,
  withRecordingLock,
  type BackfillState,
  type SourceSightings,
} from './repo';
import {
  selectIncidentIdentitiesAfter,
  selectLastImportDay,
  selectRegisterRowsAfter,
  selectSubscriptionsAfter,
  selectTicketsAfter,
} from './source-rows-repo';
import { incidentSource, linkedRegisters, registerRowSources, subscriptionSource, ticketSource } from './sources';

/**
 * Sources recorded after their rows were written (issue 27 §1, docs/decisions/0055-identity-links.md):
 * the incidents, tickets, register rows and prudence subscriptions stored before their writes
 * recorded links (the back-fill), and the rows of a register import, too many to record in its
 * transaction. A row of `identity_backfill` (migration 0132) says from which id a kind of source is
 * still to be recorded; a job records it in keyset batches, each in a short transaction of its own
 * with the progress it made, so a job stopped by a restart goes on where it was. Rows written
 * meanwhile by a write that records them are recorded twice at worst, which is harmless: recording
 * replaces what a source saw.
 *
 * One job at a time records, across processes: it holds an advisory lock (another process's job
 * waits for it, then finds nothing left), and a job whose process died is sent again by the live
 * process that finds it lost.
 */
const recordingJob = 'identity-links-record';

/**
 * How long one batch may take: on PGlite, which runs on this thread, what another request may
 * wait; on PostgreSQL how long it holds the row locks of what it reads.
 */
const batchTargetMs = { pglite: 25, postgres: 200 } as const;

/** What recording in the background needs of the app. */
export interface RecordingContext {
  database: Database;
  jobs: Pick<Jobs, 'send'>;
  log: FastifyBaseLogger;
}

/** One batch of a kind: its sources, and the id of its last row (the next batch's start). */
interface Batch {
  records: SourceSightings[];
  last: string | undefined;
}

type ReadBatch = (tx: Tx, after: string | null, limit: number) => Promise<Batch>;

const lastOf = (rows: readonly { id: number | string }[]) => (rows.length ? String(rows.at(-1)!.id) : undefined);
const nilUuid = '00000000-0000-0000-0000-000000000000';

/** How each kind of source is read after an id. */
async function readersOf(database: Database, now: Date): Promise<Record<IdentitySourceKind, ReadBatch>> {
  const readers: Partial<Record<IdentitySourceKind, ReadBatch>> = {
    incident: async (tx, after, limit) => {
      const rows = await selectIncidentIdentitiesAfter(tx, Number(after ?? 0), limit);
      return { records: rows.map(incidentSource), last: lastOf(rows) };
    },
    // A ticket's checks run within its day or so; it is dated by the day it was opened (UTC).
    ticket: async (tx, after, limit) => {
      const rows = await selectTicketsAfter(tx, after ?? nilUuid, limit);
      return { records: rows.map((row) => ticketSource(row, todayIso(row.createdAt))), last: lastOf(rows) };
    },
    prudence: async (tx, after, limit) => {
      const rows = await selectSubscriptionsAfter(tx, Number(after ?? 0), limit);
      return {
        records: rows.map((row) =>
          subscriptionSource(row, { id: row.userId, inn: row.userInn }, todayIso(row.createdAt)),
        ),
        last: lastOf(rows),
      };
    },
  };
  for (const { register, kind } of linkedRegisters) {
    // Rows without a date of their own are dated by their register's latest import.
    const importDay = (await selectLastImportDay(database.db, register)) ?? todayIso(now);
    readers[kind] = async (tx, after, limit) => {
      const rows = await selectRegisterRowsAfter(tx, register, Number(after ?? 0), limit);
      return {
        records: registerRowSources(
          register,
          rows.map((r) => r.row),
          importDay,
        ),
        last: lastOf(rows),
      };
    };
  }
  return readers as Record<IdentitySourceKind, ReadBatch>;
}

type Progress = Pick<JobContext, 'progress'>;

/** Sources swept per statement once a replaced register's rows are recorded again. */
const sweptPerStatement = 2_000;

/**
 * Records a kind of source from where its state says, batch after batch, until a batch finds no
 * row after the last (a row skipped as locked is being written, and its writer records it or
 * marks it again); then, after a register was replaced, deletes the sources of the rows it
 * removed. Progress is saved only while no import marked the kind again since it was read;
 * otherwise the state is read again and recording goes on from it. Answers how many rows it went
 * through.
 */
async function recordKind(
  database: Database,
  read: ReadBatch,
  start: BackfillState,
  report: (recorded: number) => void,
): Promise<number> {
  const sizer = createBatchSizer({ targetMs: batchTargetMs[database.kind], initial: 200, min: 20, max: 2_000 });
  const slicer = createTimeSlicer();
  let state = start;
  let recordedNow = 0;
  const readAgain = async () => (await selectBackfillStates(database.db)).find((s) => s.kind === start.kind);
  for (;;) {
    const elapsed = startStopwatch(database.kind === 'pglite');
    const size = sizer.size;
    const from = state;
    const outcome = await database.db.transaction(async (tx) => {
      const batch = await read(tx, from.afterRef, size);
      if (batch.last === undefined) return { batch, saved: true };
      await recordSources(tx, batch.records);
      const to = { afterRef: batch.last, recorded: from.recorded + batch.records.length };
      return { batch, saved: await advanceBackfill(tx, from, to), to };
    });
    sizer.measured(outcome.batch.records.length, elapsed());
    recordedNow += outcome.batch.records.length;
    if (outcome.saved && outcome.to) {
      state = { ...state, ...outcome.to };
      report(state.recorded);
      await slicer.pause();
      continue;
    }
    if (outcome.saved) {
      if (state.sweepBefore) {
        while ((await sweepSources(database.db, start.kind, state.sweepBefore, sweptPerStatement)) > 0) {
          await slicer.pause();
        }
      }
      if (await advanceBackfill(database.db, state, { doneAt: new Date(), sweepBefore: null })) return recordedNow;
    }
    // An import marked the kind meanwhile: go on from its mark.
    const again = await readAgain();
    if (!again || again.doneAt) return recordedNow;
    state = again;
  }
}

/**
 * Records every kind of source still to be recorded, until none is left (an import may mark one
 * while others are recorded), reporting `{ kind, recorded, pending }` as it goes. Answers how
 * many rows it went through.
 */
export async function recordPending(
  database: Database,
  job: Progress = { progress: () => undefined },
  now = new Date(),
): Promise<{ recorded: number }> {
  const readers = await readersOf(database, now);
  let recorded = 0;
  for (;;) {
    const pending = (await selectBackfillStates(database.db)).filter((state) => !state.doneAt);
    if (pending.length === 0) break;
    for (const state of pending) {
      recorded += await recordKind(database, readers[state.kind], state, (n) =>
        job.progress({ kind: state.kind, recorded: n, pending: pending.length }),
      );
    }
  }
  job.progress({ kind: null, recorded, pending: 0 });
  return { recorded };
}

/** Sends the recording job when some kind of source is still to be recorded. */
export async function sendRecording(ctx: RecordingContext): Promise<void> {
  const states = await selectBackfillStates(ctx.database.db);
  if (states.every((state) => state.doneAt)) return;
  // Longer than any back-fill should take (pg-boss allows less than a day): a process that dies is
  // noticed by its heartbeat, and a run taken as expired is retried from where it got to.
  await ctx.jobs
    .send(recordingJob, {}, { retryLimit: 2, expireInSeconds: 12 * 3600 })
    .catch((error: unknown) => ctx.log.error({ err: error }, 'identity links recording not queued'));
}

/** Defines the recording job's queue (at app start, before any write may mark a kind). */
export async function defineRecording(ctx: RecordingContext & { jobs: Pick<Jobs, 'define'> }): Promise<void> {
  await ctx.jobs.define(
    recordingJob,
    async (_payload, job) => {
      const outcome = await withRecordingLock(ctx.database, () => recordPending(ctx.database, job));
      if (outcome.recorded > 0) ctx.log.info({ recorded: outcome.recorded }, 'identity links recorded');
      return outcome;
    },
    // Its process died part-way: a live process sends it again, to go on where it was.
    {
      onLost: async () => {
        await sendRecording(ctx);
      },
    },
  );
}

/**
 * Sends the recording job for what is left from before (a stop part-way). With `backfill`, every
 * kind of source not back-filled yet is first to be recorded from its first row: what was stored
 * before links were recorded. Call once the app is ready: after a first start's demo seed.
 */
export async function startRecording(ctx: RecordingContext, { backfill }: { backfill: boolean }): Promise<void> {
  if (backfill) await beginBackfill(ctx.database.db, identitySourceKinds);
  await sendRecording(ctx);
}
