import {
  retentionSettingsOf,
  type ActList,
  type RetentionSettings,
} from '@cargo-sentry/contracts/personal-data/retention';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { pageLinks } from '../../platform/paging';
import { recordAudit } from '../audit/service';
import { actNumber } from './act-pdf';
import * as repo from './repo';

export { createRetentionRegistry, type RetentionRegistry } from './registry';
export { runDestruction } from './destruction';
export { builtInCategories } from './categories';

/**
 * The retention periods staff set (issue 28 §1), the contracts' defaults for what was never set
 * or no longer parses (docs/product.md#personal-data-retention).
 */
export async function readRetention(db: DbOrTx): Promise<RetentionSettings> {
  return retentionSettingsOf(await repo.selectRetentionValue(db));
}

/** `PUT /{product}/personal_data/retention`: stores the periods, recorded in the audit trail. */
export function changeRetention(
  database: Database,
  actor: Pick<UserRow, 'id' | 'username'>,
  next: RetentionSettings,
): Promise<RetentionSettings> {
  return database.db.transaction(async (tx) => {
    const before = await readRetention(tx);
    await repo.upsertRetentionValue(tx, next, actor.id);
    await recordAudit(
      tx,
      actor,
      'settings.update',
      { type: 'settings', id: 'personal_data_retention' },
      { before, after: next },
    );
    return next;
  });
}

/** `GET /{product}/personal_data/acts`: the destruction acts, newest first. */
export async function listActs(
  db: DbOrTx,
  query: { page: number; page_size: number },
  requestUrl: string,
): Promise<ActList> {
  const [rows, count] = await Promise.all([
    repo.selectActs(db, (query.page - 1) * query.page_size, query.page_size),
    repo.countActs(db),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      number: actNumber(row.id, row.startedAt),
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt.toISOString(),
      total: row.total,
      lines: row.lines,
    })),
    count,
    ...pageLinks(requestUrl, query.page, query.page_size, count),
  };
}

/** An act's PDF and its file name; `not_found` for an unknown id. */
export async function actPdf(db: DbOrTx, id: number): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await repo.selectActPdf(db, id);
  if (!row) throw new DomainError('not_found', 'No such destruction act');
  return { fileName: `destruction-act-${row.startedAt.toISOString().slice(0, 10)}-${id}.pdf`, pdf: row.pdf };
}
