import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { accessLevelSchema } from '@cargo-sentry/contracts/auth/auth';
import { prudenceSources, type PrudenceSource } from '@cargo-sentry/contracts/prudence/prudence';
import { localeSchema } from '@cargo-sentry/contracts/shared/common';
import type { DbOrTx } from '../../db/client';
import { queryFirstRow, queryRows, timestamp } from '../../db/rows';

/** A timestamptz as raw SQL answers it: drizzle's drivers leave it a string (`2026-01-02 03:04:05.6+00`). */
export type Timestamp = z.infer<typeof timestamp>;

/** ISO 8601 of a timestamp from raw SQL. */
export function isoOf(value: Timestamp): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}

/** An array as one parameter (drizzle would spread it into a `(a, b)` list). */
const list = (values: unknown[]) => sql.param(values);

const idRow = z.object({ id: z.number().int() });
const innRow = z.object({ inn: z.string() });
const countRow = z.object({ n: z.number().int() });

/** Rows one source lists at most for one INN: a company with more is a red flag already. */
const perSource = 100;

// ---- what the registers say about an INN ----

const registerRecordSchema = z.object({ name: z.string(), status: z.string(), flags: z.array(z.string()) });
export type RegisterRecord = z.infer<typeof registerRecordSchema>;

export function selectRegisterRecords(db: DbOrTx, inn: string): Promise<RegisterRecord[]> {
  return queryRows(
    db,
    'register records of an INN',
    registerRecordSchema,
    sql`SELECT name, status, flags FROM registry_companies WHERE inn = ${inn} ORDER BY id LIMIT 20`,
  );
}

const courtCaseRowSchema = z.object({ case_number: z.string(), article: z.string(), court: z.string() });
export type CourtCaseRow = z.infer<typeof courtCaseRowSchema>;

const nameKey = (value: SQL) => sql`translate(lower(${value}), 'Ёё', 'ее')`;

/**
 * Court cases of the company's persons (founders, directors: the participations register by
 * company INN, matched to the court register as the sud check matches a person: passport and
 * names) and cases whose sides name the company as the register names it.
 */
export function selectCompanyCourtCases(db: DbOrTx, inn: string, names: string[]): Promise<CourtCaseRow[]> {
  return queryRows(
    db,
    'court cases of a company',
    courtCaseRowSchema,
    sql`SELECT DISTINCT ON (c.case_number) c.case_number, c.article, c.court FROM registry_court_cases c
      WHERE EXISTS (
        SELECT 1 FROM registry_participations p
        WHERE p.company_inn = ${inn} AND p.passport_number = c.passport_number
          AND ${nameKey(sql`p.last_name`)} = ${nameKey(sql`c.last_name`)}
          AND ${nameKey(sql`p.first_name`)} = ${nameKey(sql`c.first_name`)}
      ) OR (cardinality(${list(names)}::text[]) > 0 AND c.sides && ${list(names)}::text[])
      ORDER BY c.case_number LIMIT ${perSource}`,
  );
}

const bailiffDebtRowSchema = z.object({ proceeding: z.string(), subject: z.string(), amount: z.number().nullable() });
export type BailiffDebtRow = z.infer<typeof bailiffDebtRowSchema>;

/**
 * Open enforcement proceedings (no end reason) against the company's persons. The bailiff
 * register names a person by name and birth date; the participations register has the passport,
 * so the birth date comes from the registers that hold both (passports, phone records).
 */
export function selectCompanyBailiffDebts(db: DbOrTx, inn: string): Promise<BailiffDebtRow[]> {
  return queryRows(
    db,
    'bailiff debts of a company',
    bailiffDebtRowSchema,
    sql`WITH persons AS (
        SELECT DISTINCT p.last_name, p.first_name, b.birth_date
        FROM registry_participations p
        JOIN LATERAL (
          SELECT birth_date FROM registry_passports WHERE passport_number = p.passport_number AND birth_date IS NOT NULL
          UNION
          SELECT birth_date FROM registry_phone_records WHERE passport_number = p.passport_number AND birth_date IS NOT NULL
        ) b ON true
        WHERE p.company_inn = ${inn}
      )
      SELECT DISTINCT ON (d.proceeding) d.proceeding, d.subject, d.amount::float8 AS amount
      FROM registry_fssp_debts d JOIN persons p
        ON d.birth_date = p.birth_date
        AND ${nameKey(sql`d.last_name`)} = ${nameKey(sql`p.last_name`)}
        AND ${nameKey(sql`d.first_name`)} = ${nameKey(sql`p.first_name`)}
      WHERE coalesce(d.end_reason, '') = ''
      ORDER BY d.proceeding LIMIT ${perSource}`,
  );
}

// ---- subscriptions ----

const prudenceAccessSchema = z.object({ enabled: z.boolean(), limit_enabled: z.boolean(), limit: z.number().int() });
export type PrudenceAccess = z.infer<typeof prudenceAccessSchema>;

/**
 * Holds the user's row until the transaction ends, so subscribes of one user run one at a time
 * and the limit is read from the row as it is now (an admin may have just changed it).
 */
export async function lockUser(db: DbOrTx, userId: number): Promise<PrudenceAccess | undefined> {
  return queryFirstRow(
    db,
    'prudence access of a user',
    prudenceAccessSchema,
    sql`SELECT enable_commercial_prudence AS enabled, commercial_prudence_limit_enabled AS limit_enabled,
        commercial_prudence_limit AS limit FROM users WHERE id = ${userId} FOR UPDATE`,
  );
}

export async function countActive(db: DbOrTx, userId: number): Promise<number> {
  const row = await queryFirstRow(
    db,
    'active subscriptions of a user',
    countRow,
    sql`SELECT count(*)::int AS n FROM prudence_subscriptions WHERE user_id = ${userId} AND status = 'active'`,
  );
  return row?.n ?? 0;
}

export async function selectActiveInns(db: DbOrTx, userId: number, inns: string[]): Promise<string[]> {
  const rows = await queryRows(
    db,
    'subscribed INNs of a user',
    innRow,
    sql`SELECT inn FROM prudence_subscriptions
      WHERE user_id = ${userId} AND status = 'active' AND inn = ANY(${list(inns)}::text[])`,
  );
  return rows.map((r) => r.inn);
}

const subscriptionAddedRow = z.object({ id: z.number().int(), inn: z.string() });

/** The subscriptions added, each with its INN. */
export async function insertSubscriptions(
  db: DbOrTx,
  userId: number,
  inns: string[],
): Promise<{ id: number; inn: string }[]> {
  if (inns.length === 0) return [];
  return queryRows(
    db,
    'subscriptions added',
    subscriptionAddedRow,
    sql`INSERT INTO prudence_subscriptions (user_id, inn)
      SELECT ${userId}::int, inn FROM unnest(${list(inns)}::text[]) AS u (inn) RETURNING id, inn`,
  );
}

const subscriptionRowSchema = z.object({
  id: z.number().int(),
  inn: z.string(),
  name: z.string().nullable(),
  created_at: timestamp,
  checked_at: timestamp.nullable(),
  matches_new: z.number().int(),
  matches_old: z.number().int(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

const counts = sql`
  (SELECT count(*)::int FROM prudence_findings f WHERE f.subscription_id = s.id AND f.resolved_at IS NULL AND f.seen_at IS NULL) AS matches_new,
  (SELECT count(*)::int FROM prudence_findings f WHERE f.subscription_id = s.id AND f.resolved_at IS NULL AND f.seen_at IS NOT NULL) AS matches_old`;

/** A user's active subscriptions, newest first, with the register name and the match counts. */
export async function selectSubscriptionPage(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number; innPrefix?: string },
): Promise<{ rows: SubscriptionRow[]; count: number }> {
  const where = sql`s.user_id = ${userId} AND s.status = 'active'
    ${page.innPrefix ? sql`AND s.inn LIKE ${`${page.innPrefix}%`}` : sql``}`;
  const rows = await queryRows(
    db,
    'subscription page',
    subscriptionRowSchema,
    sql`SELECT s.id, s.inn, s.created_at, s.checked_at,
        (SELECT name FROM registry_companies r WHERE r.inn = s.inn ORDER BY r.id LIMIT 1) AS name, ${counts}
      FROM prudence_subscriptions s WHERE ${where}
      ORDER BY s.created_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const total = await queryFirstRow(
    db,
    'subscription count',
    countRow,
    sql`SELECT count(*)::int AS n FROM prudence_subscriptions s WHERE ${where}`,
  );
  return { rows, count: total?.n ?? 0 };
}

const findingRowSchema = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  source: z.enum(prudenceSources),
  key: z.string(),
  title: z.string(),
  first_seen: timestamp,
  last_seen: timestamp,
  resolved_at: timestamp.nullable(),
  seen_at: timestamp.nullable(),
});
export type FindingRow = z.infer<typeof findingRowSchema>;

/** The findings of subscriptions: current ones first (newest first), then resolved ones. */
export function selectFindings(db: DbOrTx, subscriptionIds: number[]): Promise<FindingRow[]> {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    'findings of subscriptions',
    findingRowSchema,
    sql`SELECT id, subscription_id, source, key, title, first_seen, last_seen, resolved_at, seen_at
      FROM prudence_findings WHERE subscription_id = ANY(${list(subscriptionIds)}::int[])
      ORDER BY subscription_id, resolved_at IS NOT NULL, first_seen DESC, id`,
  );
}

/** The user's findings of one subscription become "old"; answers how many changed (null: not theirs). */
export async function markSeen(db: DbOrTx, userId: number, id: number, now: Date): Promise<number | null> {
  const owner = await queryFirstRow(
    db,
    'subscription of a user',
    idRow,
    sql`SELECT id FROM prudence_subscriptions WHERE id = ${id} AND user_id = ${userId} AND status = 'active'`,
  );
  if (!owner) return null;
  const changed = await queryRows(
    db,
    'findings marked seen',
    idRow,
    sql`UPDATE prudence_findings SET seen_at = ${now} WHERE subscription_id = ${id} AND seen_at IS NULL RETURNING id`,
  );
  return changed.length;
}

export async function unsubscribe(db: DbOrTx, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await queryRows(
    db,
    'subscription ended',
    idRow,
    sql`UPDATE prudence_subscriptions SET status = 'unsubscribed', unsubscribed_at = ${now}
      WHERE id = ${id} AND user_id = ${userId} AND status = 'active' RETURNING id`,
  );
  return rows.length > 0;
}

// ---- checks ----

const checkTargetSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  checked_at: timestamp.nullable(),
  access_level: accessLevelSchema,
});
export type CheckTarget = z.infer<typeof checkTargetSchema>;

/** Only accounts that can sign in and have the feature are monitored (and alerted). */
const monitored = sql`u.is_active AND u.enable_commercial_prudence`;

/** INNs with an active subscription not checked since `cutoff` (never-checked first). */
export async function selectDueInns(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await queryRows(
    db,
    'INNs due for a check',
    innRow,
    sql`SELECT s.inn FROM prudence_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.status = 'active' AND (s.checked_at IS NULL OR s.checked_at < ${cutoff}) AND ${monitored}
      GROUP BY s.inn ORDER BY min(s.checked_at) NULLS FIRST, s.inn LIMIT ${limit}`,
  );
  return rows.map((r) => r.inn);
}

export async function selectInnsOf(db: DbOrTx, ids: number[]): Promise<string[]> {
  const rows = await queryRows(
    db,
    'INNs of subscriptions',
    innRow,
    sql`SELECT DISTINCT inn FROM prudence_subscriptions WHERE id = ANY(${list(ids)}::int[]) AND status = 'active'`,
  );
  return rows.map((r) => r.inn);
}

/** The access levels of the INN's subscribers (incidents are found per level). */
export async function selectAccessLevels(db: DbOrTx, inn: string): Promise<('full' | 'limited')[]> {
  const rows = await queryRows(
    db,
    "access levels of an INN's subscribers",
    z.object({ access_level: accessLevelSchema }),
    sql`SELECT DISTINCT u.access_level FROM prudence_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.inn = ${inn} AND s.status = 'active'`,
  );
  return rows.map((r) => r.access_level);
}

/**
 * Locks the active subscriptions of an INN that are to be checked (the given ids, or those not
 * checked since `cutoff`): a second process checking the same INN waits, then finds them done.
 */
export function lockTargets(
  db: DbOrTx,
  inn: string,
  which: { ids: number[] } | { cutoff: Date },
): Promise<CheckTarget[]> {
  const filter =
    'ids' in which
      ? sql`s.id = ANY(${list(which.ids)}::int[])`
      : sql`(s.checked_at IS NULL OR s.checked_at < ${which.cutoff})`;
  return queryRows(
    db,
    'subscriptions to check',
    checkTargetSchema,
    sql`SELECT s.id, s.user_id, s.checked_at, u.access_level FROM prudence_subscriptions s
      JOIN users u ON u.id = s.user_id
      WHERE s.inn = ${inn} AND s.status = 'active' AND ${filter} AND ${monitored}
      ORDER BY s.id FOR UPDATE OF s`,
  );
}

export async function selectFindingsOf(db: DbOrTx, subscriptionId: number): Promise<FindingRow[]> {
  return selectFindings(db, [subscriptionId]);
}

export interface NewFinding {
  source: PrudenceSource;
  key: string;
  title: string;
}

export async function insertFindings(
  db: DbOrTx,
  subscriptionId: number,
  findings: NewFinding[],
  now: Date,
): Promise<void> {
  if (findings.length === 0) return;
  await db.execute(
    sql`INSERT INTO prudence_findings (subscription_id, source, key, title, first_seen, last_seen)
      SELECT ${subscriptionId}::int, f.source, f.key, f.title, ${now}, ${now}
      FROM unnest(${list(findings.map((f) => f.source))}::text[], ${list(findings.map((f) => f.key))}::text[],
        ${list(findings.map((f) => f.title))}::text[]) AS f (source, key, title)`,
  );
}

/** Still found: seen again now, with today's wording. */
export async function touchFindings(db: DbOrTx, ids: number[], titles: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE prudence_findings f SET last_seen = ${now}, title = u.title
      FROM unnest(${list(ids)}::int[], ${list(titles)}::text[]) AS u (id, title) WHERE f.id = u.id`,
  );
}

/** Found again after it had gone: current and "new" again. */
export async function reopenFindings(db: DbOrTx, ids: number[], titles: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE prudence_findings f SET last_seen = ${now}, title = u.title, resolved_at = NULL, seen_at = NULL
      FROM unnest(${list(ids)}::int[], ${list(titles)}::text[]) AS u (id, title) WHERE f.id = u.id`,
  );
}

export async function resolveFindings(db: DbOrTx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`UPDATE prudence_findings SET resolved_at = ${now} WHERE id = ANY(${list(ids)}::int[])`);
}

export async function markChecked(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE prudence_subscriptions SET checked_at = ${now} WHERE id = ${id}`);
}

const recipientRowSchema = z.object({ id: z.number().int(), language: localeSchema });
export type RecipientRow = z.infer<typeof recipientRowSchema>;

export function selectRecipient(db: DbOrTx, userId: number): Promise<RecipientRow[]> {
  return queryRows(
    db,
    'prudence alert recipient',
    recipientRowSchema,
    sql`SELECT id, notification_language AS language FROM users WHERE id = ${userId} AND is_active`,
  );
}

// ---- staff ----

const clientRowSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  inn_count: z.number().int(),
  matches_new: z.number().int(),
  matches_old: z.number().int(),
  last_checked_at: timestamp.nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

const clientWhere = (s: string | undefined) => {
  if (!s) return sql`true`;
  const like = `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(u.username) LIKE ${like} OR lower(u.company) LIKE ${like}
    OR lower(u.last_name || ' ' || u.first_name) LIKE ${like})`;
};

/** docs/product.md#commercial-prudence-subscription: per client, the INNs monitored and their matches. */
export async function selectClientPage(
  db: DbOrTx,
  query: { s?: string; limit: number; offset: number },
): Promise<{ rows: ClientRow[]; count: number }> {
  const where = clientWhere(query.s);
  const rows = await queryRows(
    db,
    'prudence client page',
    clientRowSchema,
    sql`SELECT u.id AS user_id, u.username, u.first_name, u.last_name, u.company,
        count(*)::int AS inn_count,
        coalesce(sum(m.new), 0)::int AS matches_new, coalesce(sum(m.old), 0)::int AS matches_old,
        max(s.checked_at) AS last_checked_at
      FROM prudence_subscriptions s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE f.seen_at IS NULL) AS new, count(*) FILTER (WHERE f.seen_at IS NOT NULL) AS old
        FROM prudence_findings f WHERE f.subscription_id = s.id AND f.resolved_at IS NULL
      ) m ON true
      WHERE s.status = 'active' AND ${where}
      GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const total = await queryFirstRow(
    db,
    'prudence client count',
    countRow,
    sql`SELECT count(DISTINCT s.user_id)::int AS n FROM prudence_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.status = 'active' AND ${where}`,
  );
  return { rows, count: total?.n ?? 0 };
}

/** A subscription as exported: with its owner (and its id, the page's cursor). */
const exportRowSchema = subscriptionRowSchema.extend({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
});
export type ExportRow = Omit<z.infer<typeof exportRowSchema>, 'id'>;

/** Every active subscription for the export, a page at a time (by id, so pages never overlap). */
export function selectExportPage(db: DbOrTx, afterId: number, limit: number): Promise<(ExportRow & { id: number })[]> {
  return queryRows(
    db,
    'prudence export page',
    exportRowSchema,
    sql`SELECT s.id, u.username, u.first_name, u.last_name, u.company, s.inn, s.created_at, s.checked_at,
        (SELECT name FROM registry_companies r WHERE r.inn = s.inn ORDER BY r.id LIMIT 1) AS name, ${counts}
      FROM prudence_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.status = 'active' AND s.id > ${afterId}
      ORDER BY s.id LIMIT ${limit}`,
  );
}
