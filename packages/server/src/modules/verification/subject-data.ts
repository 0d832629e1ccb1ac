import { identitySourceNames } from '@cargo-sentry/contracts/identity-links/source-names';
import { maskValue, type SubjectRecord } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { ticketFields } from '@cargo-sentry/contracts/personal-data-requests/ticket-fields';
import type { DbOrTx } from '../../db/client';
import { deleteFiles } from '../files/service';
import * as repo from './repo';

/**
 * What tickets hold about a data subject (issue 28 §4, docs/decisions/0060-consent-versions-and-subject-requests.md):
 * read for an export, emptied or masked for an erasure. The ticket itself stays (quotas, the
 * verification statistics and the company rating count it), with its checks and verdict.
 */

/**
 * Tickets `ids` as records: the form's inputs, each check in words and the consent's version
 * (contracts' `ticketFields`), judged on the day each ticket was opened.
 */
export async function ticketRecords(db: DbOrTx, ids: readonly string[]): Promise<SubjectRecord[]> {
  const rows = await repo.selectTicketsByIds(db, ids);
  return rows.map((row) => ({
    id: row.id,
    kind: 'ticket',
    kind_label: identitySourceNames.ticket,
    date: row.createdAt.toISOString(),
    fields: ticketFields({
      inputs: row.inputs,
      results: row.results,
      checks: row.checks,
      consentVersion: row.consentVersion,
      hasPhoto: row.photoFileId !== null,
      day: row.createdAt.toISOString().slice(0, 10),
    }),
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
