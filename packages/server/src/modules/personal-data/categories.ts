import { registerNames } from '@cargo-sentry/contracts/registers/registers';
import { deleteSourcesSeenBefore } from '../identity-links/service';
import { destroyRegisterRows } from '../registers/service';
import { refreshStaleRatings } from '../rating/service';
import { destroyCheckPhotos, destroyTicketContent } from '../verification/service';
import type { Tx } from '../../db/client';
import type { RetentionCategoryHandler } from './registry';

/** The carriers whose findings masked tickets changed: a tenth as many a batch, each a pass over its tickets. */
const refreshStaleRatingsBatch = (tx: Tx, batchSize: number) => refreshStaleRatings(tx, Math.max(1, batchSize / 10));

/**
 * The categories whose data lives in tables of this application's own modules (issue 28 §1).
 * The security event log's is registered by its module.
 */
export function builtInCategories(): RetentionCategoryHandler[] {
  return [
    {
      category: 'ticket_content',
      method: 'masked',
      destroyExpired: (tx, cutoff, batchSize) =>
        destroyTicketContent(tx, { createdBefore: cutoff, withReports: false }, batchSize),
      followUp: refreshStaleRatingsBatch,
    },
    {
      // A ticket an evidence report was issued for keeps its content for both periods: the
      // ticket's, and the evidence's from its last report.
      category: 'evidence_reports',
      method: 'masked',
      destroyExpired: (tx, cutoff, batchSize, cutoffOf) =>
        destroyTicketContent(
          tx,
          { createdBefore: cutoffOf('ticket_content'), withReports: true, reportsBefore: cutoff },
          batchSize,
        ),
      followUp: refreshStaleRatingsBatch,
    },
    {
      category: 'check_photos',
      method: 'deleted',
      destroyExpired: (tx, cutoff, batchSize) => destroyCheckPhotos(tx, cutoff, batchSize),
    },
    {
      // Passport pages are read in memory (passport-recognition) and never stored.
      category: 'passport_scans',
      method: 'not_stored',
      destroyExpired: () => Promise.resolve(0),
    },
    ...registerNames.map((register): RetentionCategoryHandler => ({
      category: 'register_rows',
      register,
      method: 'deleted',
      destroyExpired: (tx, cutoff, batchSize) => destroyRegisterRows(tx, register, cutoff, batchSize),
    })),
    {
      category: 'identity_links',
      method: 'deleted',
      destroyExpired: (tx, cutoff, batchSize) =>
        deleteSourcesSeenBefore(tx, cutoff.toISOString().slice(0, 10), batchSize),
    },
  ];
}
