import { maskValue, type SubjectRecord } from '@cargo-sentry/contracts/personal-data-requests/requests';
import type { DbOrTx } from '../../db/client';
import { deleteFiles } from '../files/service';
import * as repo from './repo';

/**
 * What tickets hold about a data subject (issue 28 §4, docs/decisions/0060-consent-versions-and-subject-requests.md):
 * read for an export, emptied or masked for an erasure. The ticket itself stays (quotas, the
 * verification statistics and the company rating count it), with its checks and verdict.
 */

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/** Tickets `ids` as records: every input, each check's stored answer, the consent version. */
export async function ticketRecords(db: DbOrTx, ids: readonly string[]): Promise<SubjectRecord[]> {
  const rows = await repo.selectTicketsByIds(db, ids);
  return rows.map((row) => ({
    id: row.id,
    kind: row.checks.join(', '),
    date: row.createdAt.toISOString(),
    fields: {
      ...Object.fromEntries(Object.entries(row.inputs).map(([key, value]) => [key, textOf(value)])),
      ...Object.fromEntries(Object.entries(row.results).map(([check, result]) => [`result.${check}`, textOf(result)])),
      consent_version: row.consentVersion === null ? '' : String(row.consentVersion),
      has_photo: row.photoFileId ? 'yes' : 'no',
    },
  }));
}

const masked = (value: unknown): unknown =>
  typeof value === 'string' ? maskValue(value) : Array.isArray(value) ? value.map(masked) : null;

/**
 * Erases (`erase`: inputs emptied) or masks (`mask`: each value masked) what tickets `ids` hold;
 * in both their results and face photos are deleted. Call in the request's transaction.
 */
export async function eraseTicketData(db: DbOrTx, ids: readonly string[], mode: 'erase' | 'mask'): Promise<number> {
  const rows = await repo.selectTicketsByIds(db, ids);
  for (const row of rows) {
    const inputs =
      mode === 'erase'
        ? {}
        : Object.fromEntries(Object.entries(row.inputs).map(([key, value]) => [key, masked(value)]));
    await repo.replaceTicketData(db, row.id, { inputs, results: {} });
  }
  await deleteFiles(
    db,
    rows.flatMap((row) => (row.photoFileId ? [row.photoFileId] : [])),
  );
  return rows.length;
}
