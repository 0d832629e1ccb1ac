import { normalizeFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  alertIntervalMinutes,
  maxSavedFilters,
  parseFilterQuery,
  type SavedFilter,
  type SavedFilterUpdate,
  type SavedFilterWrite,
} from '@cargo-sentry/contracts/notifications/saved-filters';
import type { DbOrTx } from '../../db/client';
import type { SavedFilterRow } from '../../db/schema/notifications';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import { DomainError } from '../../platform/errors';
import { incidentWhere } from '../incident-index/service';
import { digestText } from './digest-text';
import { queueNotificationMail, type NotifyContext } from './mail-fanout';
import * as notificationsRepo from './repo';
import * as repo from './saved-filters-repo';

/** Lines a digest lists; the rest are counted ("and 12 more"). */
const digestLines = 20;

function toSavedFilter(row: SavedFilterRow): SavedFilter {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    subscribed: row.subscribed,
    created_at: row.createdAt.toISOString(),
    last_alert_at: row.lastAlertAt?.toISOString() ?? null,
  };
}

const nameTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) {
    throw new DomainError('validation_failed', 'A saved filter has this name already', { name: ['name_taken'] });
  }
  throw error;
};

export async function listSavedFilters(db: DbOrTx, user: Pick<UserRow, 'id'>): Promise<SavedFilter[]> {
  return (await repo.selectSavedFilters(db, user.id)).map(toSavedFilter);
}

export async function createSavedFilter(
  db: DbOrTx,
  user: Pick<UserRow, 'id'>,
  input: SavedFilterWrite,
): Promise<SavedFilter> {
  if ((await repo.countSavedFilters(db, user.id)) >= maxSavedFilters) {
    throw new DomainError('validation_failed', `At most ${maxSavedFilters} saved filters`, { name: ['too_many'] });
  }
  const row = await repo
    .insertSavedFilter(db, { userId: user.id, name: input.name, query: input.query, subscribed: input.subscribed })
    .catch(nameTaken);
  return toSavedFilter(row);
}

/** Renames or (un)subscribes; unsubscribing drops the matches waiting for a digest. */
export async function updateSavedFilter(
  db: DbOrTx,
  user: Pick<UserRow, 'id'>,
  id: number,
  input: SavedFilterUpdate,
): Promise<SavedFilter> {
  const row = await repo.updateSavedFilterRow(db, user.id, id, input).catch(nameTaken);
  if (!row) throw new DomainError('not_found', `Saved filter ${id} not found`);
  if (!row.subscribed) await repo.deleteMatches(db, id);
  return toSavedFilter(row);
}

export async function deleteSavedFilter(db: DbOrTx, user: Pick<UserRow, 'id'>, id: number): Promise<void> {
  if (!(await repo.deleteSavedFilterRow(db, user.id, id))) {
    throw new DomainError('not_found', `Saved filter ${id} not found`);
  }
}

/**
 * Records which subscribed filters the new incidents match. Each filter is applied with its
 * owner's access rule (incident-index `incidentWhere`, as every incident route does), so a
 * limited user is never told about an incident outside what they may see.
 */
async function recordMatches(db: DbOrTx, ids: number[], now: Date): Promise<void> {
  const today = todayIso(now);
  for (const filter of await repo.selectAlertingFilters(db)) {
    const parsed = parseFilterQuery(filter.query);
    if (!parsed) continue;
    const where = incidentWhere(normalizeFilter(parsed, today), filter.owner);
    const matching = await repo.selectMatchingIds(db, ids, where);
    await repo.insertMatches(db, filter.id, matching, now);
  }
}

/**
 * Sends the digest of every filter whose matches wait and whose last alert is at least an hour
 * old: one in-app notification per filter (and its e-mail copy), with a link to the filtered list.
 */
export async function sendDueFilterAlerts(ctx: NotifyContext, now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - alertIntervalMinutes * 60_000);
  const sent: number[] = [];
  for (const filter of await repo.selectDueFilters(ctx.database.db, cutoff)) {
    const id = await ctx.database.db.transaction(async (tx) => {
      if (!(await repo.claimAlert(tx, filter.id, cutoff, now))) return undefined;
      const incidentIds = await repo.deleteMatches(tx, filter.id);
      const total = await repo.countExisting(tx, incidentIds);
      if (total === 0) return undefined;
      const lines = await repo.selectDigestIncidents(tx, incidentIds, digestLines);
      const { subject, text } = digestText(filter.language, filter.name, total, lines);
      const notification = await notificationsRepo.insertNotification(tx, {
        kind: 'filter_alert',
        subject,
        bodyText: text,
        recipientType: 'selected',
        link: `/incidents?${filter.query}`,
      });
      await notificationsRepo.insertRecipients(tx, notification.id, [filter.userId]);
      return notification.id;
    });
    if (id === undefined) continue;
    sent.push(id);
    await queueNotificationMail(ctx, id);
  }
  return sent;
}

/** Matches new incidents against saved filters and sends the alerts that are due. */
export async function alertOnNewIncidents(ctx: NotifyContext, ids: number[], now = new Date()): Promise<number[]> {
  if (ids.length === 0) return [];
  await recordMatches(ctx.database.db, ids, now);
  return sendDueFilterAlerts(ctx, now);
}

export const incidentAlertsJob = 'incident-alerts';
export const filterDigestsJob = 'filter-alert-digests';
/** Ids per alert job: an import of 100,000 rows becomes a hundred small jobs, not one huge payload. */
const idsPerJob = 1000;

/**
 * To be called whenever incidents are created (staff form, spreadsheet import) with their ids:
 * the saved-filter alerts run on the job queue, after the caller's response. A queue failure is
 * logged, never the caller's error: the incidents are stored.
 */
export async function notifyIncidentsCreated(ctx: NotifyContext, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += idsPerJob) {
    await ctx.jobs
      .send(incidentAlertsJob, { ids: ids.slice(start, start + idsPerJob) }, { retryLimit: 2 })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'incident alerts not queued'));
  }
}
