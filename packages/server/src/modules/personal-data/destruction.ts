import {
  retentionBounds,
  retentionCategories,
  type ActLine,
  type RetentionCategory,
  type RetentionSettings,
} from '@cargo-sentry/contracts/personal-data/retention';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import type { FastifyBaseLogger } from 'fastify';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Tx } from '../../db/client';
import type { ActLogEntry } from '../../db/schema/personal-data';
import { actNumber, buildActPdf } from './act-pdf';
import type { RetentionCategoryHandler, RetentionRegistry } from './registry';
import { insertAct, setActPdf } from './repo';

const dayMs = 86_400_000;

export interface DestructionOptions {
  log: FastifyBaseLogger;
  now?: Date;
  /** Rows per transaction (default 1,000): each batch locks only its own rows, briefly. */
  batchSize?: number;
  /**
   * The share of the run's time spent in batches (default 0.5): after each batch the job waits
   * as long again (at 0.5), so that the lists and checks the database also serves keep their pace.
   * A fixed pause was either too long on a quiet database or too short on a busy one, where
   * batches take longer: a share follows what each batch actually cost.
   */
  busyShare?: number;
}

export interface DestructionRun {
  /** The act's id; null when nothing was past its period (no act is written for nothing). */
  actId: number | null;
  lines: ActLine[];
}

const periodOf = (settings: RetentionSettings, category: RetentionCategory, register?: RegisterName): number =>
  category === 'register_rows'
    ? register
      ? settings.register_rows[register]
      : retentionBounds.register_rows.default
    : settings[category];

/**
 * One run of the destruction job (issue 28 §2, docs/decisions/0059-personal-data-retention.md):
 * every registered category destroys what is older than its period, batch by batch, each batch
 * its own short transaction; then the act (PDF, ru) is stored with the extract of the run's log.
 */
export async function runDestruction(
  database: Database,
  registry: RetentionRegistry,
  settings: RetentionSettings,
  options: DestructionOptions,
): Promise<DestructionRun> {
  const startedAt = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1_000;
  const busyShare = options.busyShare ?? 0.5;
  if (!(busyShare > 0 && busyShare <= 1)) throw new Error(`busyShare must be in (0, 1], not ${busyShare}`);
  const cutoffOf = (category: RetentionCategory, register?: RegisterName) =>
    new Date(startedAt.getTime() - periodOf(settings, category, register) * dayMs);
  const lines: ActLine[] = [];
  const log: ActLogEntry[] = [];
  const note = (handler: Pick<RetentionCategoryHandler, 'category' | 'register'>, destroyed: number, message: string) =>
    log.push({
      at: new Date().toISOString(),
      category: handler.category,
      register: handler.register ?? null,
      destroyed,
      message,
    });

  /** Runs `batch` in its own transactions until `isDone` says so, waiting after each as `busyShare` asks. */
  const inBatches = async (batch: (tx: Tx) => Promise<number>, isDone: (count: number) => boolean) => {
    let total = 0;
    let batches = 0;
    for (;;) {
      const batchStarted = performance.now();
      const count = await database.db.transaction(batch);
      total += count;
      batches += 1;
      if (isDone(count)) return { total, batches };
      const busyMs = performance.now() - batchStarted;
      if (busyShare < 1) await sleep((busyMs * (1 - busyShare)) / busyShare);
    }
  };

  for (const handler of registry.handlers()) {
    const cutoff = cutoffOf(handler.category, handler.register);
    let destroyed = 0;
    try {
      const run = await inBatches(
        (tx) => handler.destroyExpired(tx, cutoff, batchSize, (category) => cutoffOf(category)),
        (count) => {
          destroyed += count;
          return count < batchSize;
        },
      );
      if (destroyed > 0) note(handler, destroyed, `уничтожено пакетами по ${batchSize}: ${run.batches}`);
      const { followUp } = handler;
      if (followUp)
        await inBatches(
          (tx) => followUp(tx, batchSize),
          (count) => count === 0,
        );
    } catch (error) {
      options.log.error({ err: error, category: handler.category }, 'personal data destruction failed');
      note(handler, destroyed, 'ошибка: уничтожение прервано, будет продолжено при следующем запуске');
    }
    lines.push({
      category: handler.category,
      register: handler.register ?? null,
      days: periodOf(settings, handler.category, handler.register),
      cutoff: cutoff.toISOString(),
      destroyed,
      method: handler.method,
    });
  }
  for (const category of retentionCategories) {
    if (lines.some((line) => line.category === category)) continue;
    const cutoff = cutoffOf(category);
    lines.push({
      category,
      register: null,
      days: periodOf(settings, category),
      cutoff: cutoff.toISOString(),
      destroyed: 0,
      method: 'not_registered',
    });
  }

  const total = lines.reduce((sum, line) => sum + line.destroyed, 0);
  if (total === 0) return { actId: null, lines };
  const finishedAt = new Date();
  const reported = lines.filter((line) => line.destroyed > 0 || line.register === null);
  // The number holds the id, known only once stored: the row is written, then its PDF, in one transaction.
  const actId = await database.db.transaction(async (tx) => {
    const id = await insertAct(tx, { startedAt, finishedAt, total, lines: reported, log, pdf: Buffer.alloc(0) });
    const pdf = await buildActPdf({ number: actNumber(id, startedAt), startedAt, finishedAt, lines: reported, log });
    await setActPdf(tx, id, pdf);
    return id;
  });
  options.log.info({ actId, total }, 'personal data destroyed');
  return { actId, lines };
}
