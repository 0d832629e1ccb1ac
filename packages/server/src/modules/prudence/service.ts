import {
  innsOf,
  remainingOf,
  type PrudenceClient,
  type PrudenceClientQuery,
  type PrudenceFinding,
  type PrudenceLimit,
  type PrudenceListQuery,
  type PrudenceSubscribe,
  type PrudenceSubscribeResult,
  type PrudenceSubscription,
} from '@cargo-sentry/contracts/prudence/prudence';
import type { PrudenceCheckResult } from '@cargo-sentry/contracts/verification/results';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { recordSubscriptions } from '../identity-links/service';
import { notifyUser, type NotifyContext } from '../notifications/service';
import type { IncidentContext } from '../incidents/service';
import { alertText, type AlertFinding } from './alert-text';
import { diffFindings, incidentFindings, prudenceDataOf, registerFindings } from './checks';
import * as repo from './repo';

/** What the monitoring checks need of the app: sending notifications, and our own incidents. */
type PrudenceContext = NotifyContext & { incidents: IncidentContext };

type PrudenceUser = Pick<UserRow, 'id' | 'enableCommercialPrudence'>;

/** docs/product.md#per-user-verification-settings: commercial prudence only with `enable_commercial_prudence` (403 `prudence_disabled` otherwise). */
export function assertPrudenceEnabled(user: Pick<UserRow, 'enableCommercialPrudence'>): void {
  if (!user.enableCommercialPrudence) {
    throw new DomainError('prudence_disabled', 'Commercial prudence is not enabled for this account');
  }
}

const limitOf = (access: Pick<repo.PrudenceAccess, 'limit_enabled' | 'limit'>) =>
  access.limit_enabled ? Math.max(0, access.limit) : null;

const limitInfo = (limit: number | null, used: number): PrudenceLimit => ({
  limit,
  used,
  remaining: remainingOf(limit, used),
});

export const prudenceCheckJob = 'prudence-check';
export const prudenceSweepJob = 'prudence-sweep';
/** Subscriptions per check job (a request subscribes at most 500). */
const idsPerJob = 500;

/**
 * `POST /{product}/prudence_subscription`: subscribes the INNs not monitored yet. The limit is
 * checked and the rows inserted while the user's row is locked, so concurrent requests never
 * take more than the limit; over it, nothing is subscribed (402 `prudence_limit_reached`). The
 * subscriptions are identity sources of the user's company (issue 27 §1). The first check of each
 * runs on the job queue right after (the page shows "checking…").
 */
export async function subscribeInns(
  ctx: NotifyContext,
  user: Pick<UserRow, 'id' | 'inn'>,
  request: PrudenceSubscribe,
): Promise<PrudenceSubscribeResult> {
  const inns = innsOf(request);
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const access = await repo.lockUser(tx, user.id);
    if (!access) throw new DomainError('not_authenticated', 'Authentication required');
    assertPrudenceEnabled({ enableCommercialPrudence: access.enabled });
    const already = await repo.selectActiveInns(tx, user.id, inns);
    const fresh = inns.filter((inn) => !already.includes(inn));
    const used = await repo.countActive(tx, user.id);
    const limit = limitOf(access);
    if (limit !== null && used + fresh.length > limit) {
      throw new DomainError(
        'prudence_limit_reached',
        `The limit of ${limit} monitored INNs allows ${Math.max(0, limit - used)} more, not ${fresh.length}`,
      );
    }
    const added = await repo.insertSubscriptions(tx, user.id, fresh);
    await recordSubscriptions(tx, user, added);
    return { ids: added.map((s) => s.id), fresh, already, limit: limitInfo(limit, used + fresh.length) };
  });
  for (let start = 0; start < outcome.ids.length; start += idsPerJob) {
    await ctx.jobs
      .send(prudenceCheckJob, { ids: outcome.ids.slice(start, start + idsPerJob) }, { retryLimit: 2 })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'prudence check not queued'));
  }
  return { subscribed: outcome.fresh, already: outcome.already, limit: outcome.limit };
}

/**
 * docs/product.md#verification-calls `POST /{product}/verification/prudence`: the one-off commercial prudence check of an
 * INN, answered as the `data` of docs/product.md#commercial-prudence-check. It runs under a ticket like every check (the ticket spent the
 * check) and subscribes nothing; monitoring is `POST /{product}/prudence_subscription`.
 */
export async function checkInnOnce(
  ctx: { database: Database; incidents: IncidentContext },
  user: Pick<UserRow, 'enableCommercialPrudence' | 'accessLevel'>,
  inn: string,
): Promise<PrudenceCheckResult> {
  assertPrudenceEnabled(user);
  return { data: await prudenceDataOf(ctx, inn, user.accessLevel) };
}

function toFinding(row: repo.FindingRow): PrudenceFinding {
  return {
    id: row.id,
    source: row.source,
    key: row.key,
    title: row.title,
    first_seen: repo.isoOf(row.first_seen),
    last_seen: repo.isoOf(row.last_seen),
    resolved_at: row.resolved_at ? repo.isoOf(row.resolved_at) : null,
    is_new: row.seen_at === null && row.resolved_at === null,
  };
}

/** `GET /{product}/prudence_subscription`: the user's own monitored INNs with their findings. */
export async function listSubscriptions(
  db: DbOrTx,
  user: PrudenceUser & Pick<UserRow, 'commercialPrudenceLimitEnabled' | 'commercialPrudenceLimit'>,
  query: PrudenceListQuery,
): Promise<{ results: PrudenceSubscription[]; count: number; limit: PrudenceLimit }> {
  assertPrudenceEnabled(user);
  const { rows, count } = await repo.selectSubscriptionPage(db, user.id, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
    innPrefix: query.inn,
  });
  const findings = await repo.selectFindings(
    db,
    rows.map((r) => r.id),
  );
  const used = await repo.countActive(db, user.id);
  const limit = limitOf({ limit_enabled: user.commercialPrudenceLimitEnabled, limit: user.commercialPrudenceLimit });
  return {
    count,
    limit: limitInfo(limit, used),
    results: rows.map((row) => ({
      id: row.id,
      inn: row.inn,
      name: row.name,
      created_at: repo.isoOf(row.created_at),
      checked_at: row.checked_at ? repo.isoOf(row.checked_at) : null,
      matches_new: row.matches_new,
      matches_old: row.matches_old,
      findings: findings.filter((f) => f.subscription_id === row.id).map(toFinding),
    })),
  };
}

/** The user has looked at a subscription's findings: its "new" matches become "old". */
export async function markFindingsSeen(
  db: DbOrTx,
  user: PrudenceUser,
  id: number,
  now = new Date(),
): Promise<{ seen: number }> {
  assertPrudenceEnabled(user);
  const seen = await repo.markSeen(db, user.id, id, now);
  // someone else's subscription is "not found": its existence is not theirs to learn
  if (seen === null) throw new DomainError('not_found', `Subscription ${id} not found`);
  return { seen };
}

/** Stops monitoring an INN; it no longer counts towards the limit. */
export async function unsubscribeInn(db: DbOrTx, user: PrudenceUser, id: number, now = new Date()): Promise<void> {
  assertPrudenceEnabled(user);
  if (!(await repo.unsubscribe(db, user.id, id, now))) {
    throw new DomainError('not_found', `Subscription ${id} not found`);
  }
}

/**
 * Checks one INN for its subscriptions that are to be checked (the given ids, or those due):
 * the findings are computed once per INN (incidents once per access level), then each
 * subscription's stored findings are diffed against them in one transaction — new ones recorded,
 * gone ones resolved, reappearing ones new again. Answers the new findings of subscriptions that
 * had been checked before (a first check is seen on the page the user just used, not alerted).
 */
async function checkInn(
  ctx: PrudenceContext,
  inn: string,
  which: { ids: number[] } | { cutoff: Date },
  now: Date,
): Promise<{ userId: number; finding: AlertFinding }[]> {
  // read before the transaction: on PGlite a query outside it would wait for it to end
  const db = ctx.database.db;
  const base = await registerFindings(db, inn);
  const byLevel = new Map<string, repo.NewFinding[]>();
  for (const level of await repo.selectAccessLevels(db, inn)) {
    byLevel.set(level, [...base, ...(await incidentFindings(ctx.incidents, inn, level))]);
  }
  return db.transaction(async (tx) => {
    const alerts: { userId: number; finding: AlertFinding }[] = [];
    for (const target of await repo.lockTargets(tx, inn, which)) {
      const current = byLevel.get(target.access_level) ?? base;
      const diff = diffFindings(await repo.selectFindingsOf(tx, target.id), current);
      await repo.insertFindings(tx, target.id, diff.added, now);
      await repo.reopenFindings(
        tx,
        diff.reopened.map((r) => r.id),
        diff.reopened.map((r) => r.finding.title),
        now,
      );
      await repo.touchFindings(
        tx,
        diff.kept.map((r) => r.id),
        diff.kept.map((r) => r.finding.title),
        now,
      );
      await repo.resolveFindings(tx, diff.resolved, now);
      await repo.markChecked(tx, target.id, now);
      if (target.checked_at === null) continue;
      for (const finding of [...diff.added, ...diff.reopened.map((r) => r.finding)]) {
        alerts.push({ userId: target.user_id, finding: { inn, ...finding } });
      }
    }
    return alerts;
  });
}

/** One notification per user per run, listing the run's new findings (e-mail when subscribed). */
async function sendAlerts(ctx: NotifyContext, alerts: { userId: number; finding: AlertFinding }[]) {
  const byUser = new Map<number, AlertFinding[]>();
  for (const { userId, finding } of alerts) byUser.set(userId, [...(byUser.get(userId) ?? []), finding]);
  const sent: number[] = [];
  for (const [userId, findings] of byUser) {
    const [recipient] = await repo.selectRecipient(ctx.database.db, userId);
    if (!recipient) continue;
    const { subject, text } = alertText(recipient.language, findings);
    sent.push(await notifyUser(ctx, { userId, kind: 'prudence_alert', subject, text, link: '/prudence' }));
  }
  return sent;
}

/** The first check of new subscriptions (the `prudence-check` job). */
export async function checkSubscriptions(ctx: PrudenceContext, ids: number[], now = new Date()): Promise<number[]> {
  const alerts = [];
  for (const inn of await repo.selectInnsOf(ctx.database.db, ids)) {
    alerts.push(...(await checkInn(ctx, inn, { ids }, now)));
  }
  return sendAlerts(ctx, alerts);
}

/** INNs a sweep takes per query. */
const innsPerBatch = 200;
/**
 * INNs one sweep job checks at most (~20 ms each on PGlite, ~10 ms on PostgreSQL, so well within
 * the job's 30 minutes); when more are due the job queues the next sweep.
 */
const innsPerSweep = 5000;

/**
 * The periodic run (the `prudence-sweep` job): every monitored INN not checked for `hours` is
 * checked again (up to `maxInns`; `more` says others are still due), and each user gets one
 * notification with what is new. Several processes may
 * sweep at once: a subscription is locked while checked and no longer due after.
 */
export async function runDuePrudenceChecks(
  ctx: PrudenceContext,
  hours: number,
  now = new Date(),
  maxInns = innsPerSweep,
): Promise<{ checked: number; more: boolean; notifications: number[] }> {
  const cutoff = new Date(now.getTime() - hours * 3_600_000);
  const alerts = [];
  let checked = 0;
  const done = new Set<string>();
  let more = false;
  for (;;) {
    const inns = (await repo.selectDueInns(ctx.database.db, cutoff, innsPerBatch)).filter((inn) => !done.has(inn));
    if (inns.length === 0) break;
    if (checked >= maxInns) {
      more = true;
      break;
    }
    for (const inn of inns.slice(0, maxInns - checked)) {
      done.add(inn);
      alerts.push(...(await checkInn(ctx, inn, { cutoff }, now)));
      checked += 1;
    }
  }
  return { checked, more, notifications: await sendAlerts(ctx, alerts) };
}

/** How a client is named in the staff list and the export: person, company (or the username). */
export function clientName(row: Pick<repo.ClientRow, 'first_name' | 'last_name' | 'company' | 'username'>): string {
  const person = [row.last_name, row.first_name].filter(Boolean).join(' ');
  return [person, row.company].filter(Boolean).join(', ') || row.username;
}

/** Staff and report users: every client with monitored INNs (docs/product.md#commercial-prudence-subscription, docs/product.md#roles-and-permissions). */
export async function listClients(
  db: DbOrTx,
  query: PrudenceClientQuery,
): Promise<{ results: PrudenceClient[]; count: number }> {
  const { rows, count } = await repo.selectClientPage(db, {
    s: query.s || undefined,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count,
    results: rows.map((row) => ({
      user_id: row.user_id,
      client: clientName(row),
      username: row.username,
      company: row.company,
      inn_count: row.inn_count,
      matches_new: row.matches_new,
      matches_old: row.matches_old,
      last_checked_at: row.last_checked_at ? repo.isoOf(row.last_checked_at) : null,
    })),
  };
}
