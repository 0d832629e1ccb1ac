import { randomBytes } from 'node:crypto';
import {
  apiKeyCheckNames,
  currentMonth,
  maxActiveApiKeys,
  type ApiKey,
  type ApiKeyStatus,
  type ApiUsage,
  type ApiUser,
  type ApiUserListQuery,
  type ApiUserWrite,
  type IssueApiKey,
  type IssuedApiKey,
} from '@cargo-sentry/contracts/api-users/api-users';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { Database, DbOrTx } from '../../db/client';
import type { ApiKeyRow } from '../../db/schema/api-keys';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import type { ApiKeyCaller } from '../../platform/api-key-auth';
import { DomainError } from '../../platform/errors';
import { recordAudit } from '../audit/service';
import { accountById, changeAccount, createAccount, isEmailTaken, searchApiUserAccounts } from '../users/service';
import { generateApiKey, isKeyOf, prefixOf } from './key-format';
import * as repo from './repo';
import { foldUsage } from './usage-figures';
import type { UsageLog } from './usage-log';
import { selectUsageGroups } from './usage-repo';

export type Actor = Pick<UserRow, 'id' | 'username'>;

/**
 * Not a password hash of any kind, so no password ever matches it: an API user cannot sign in to
 * the web app (the sign-in refuses API users as well, auth `canSignIn`).
 */
const noPassword = '!api-user: no password';

function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00Z`);
}

function toApiUser(user: UserRow, figures: repo.KeyFigures | undefined): ApiUser {
  return {
    id: user.id,
    username: user.username,
    company: user.company,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    access_level: user.accessLevel,
    is_active: user.isActive,
    registration_date: user.registrationDate.toISOString(),
    keys_count: figures?.keysCount ?? 0,
    calls_this_month: figures?.callsThisMonth ?? 0,
  };
}

/** What the audit trail keeps of an API user. */
function auditedApiUser(user: UserRow): Record<string, unknown> {
  return {
    company: user.company,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    access_level: user.accessLevel,
    is_active: user.isActive,
  };
}

/** The accounts as the list shows them, with their live keys and this month's calls. */
async function withKeyFigures(db: DbOrTx, accounts: UserRow[], now: Date): Promise<ApiUser[]> {
  const figures = await repo.selectKeyFigures(
    db,
    accounts.map((user) => user.id),
    { today: todayIso(now), monthStart: monthStart(currentMonth(now)) },
  );
  return accounts.map((user) => toApiUser(user, figures.get(user.id)));
}

export async function listApiUsers(
  database: Database,
  query: ApiUserListQuery,
  now = new Date(),
): Promise<{ results: ApiUser[]; count: number }> {
  const { db } = database;
  const { rows, count } = await searchApiUserAccounts(db, { s: query.s, page: query.page, pageSize: query.page_size });
  return { results: await withKeyFigures(db, rows, now), count };
}

export async function getApiUser(db: DbOrTx, id: number, now = new Date()): Promise<ApiUser> {
  const [apiUser] = await withKeyFigures(db, [await findApiUserRow(db, id)], now);
  return apiUser;
}

async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: number): Promise<void> {
  if (await isEmailTaken(db, email, exceptUserId)) {
    throw new DomainError('email_taken', 'This e-mail belongs to another account', { email: ['email_taken'] });
  }
}

function duplicateEmail(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new DomainError('email_taken', 'This e-mail belongs to another account', { email: ['email_taken'] });
  }
  throw error;
}

/** Creates an API user: an account flagged `is_api_user`, with no password and no quota of its own. */
export async function createApiUser(database: Database, actor: Actor, input: ApiUserWrite): Promise<ApiUser> {
  return database.db
    .transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const user = await createAccount(tx, {
        // Never typed by anyone: it names the account in the verification history.
        username: `api_${randomBytes(5).toString('hex')}`,
        email: input.email,
        passwordHash: noPassword,
        firstName: input.first_name,
        lastName: input.last_name,
        company: input.company,
        accessLevel: input.access_level,
        isActive: input.is_active,
        isApiUser: true,
      });
      await recordAudit(tx, actor, 'user.create', { type: 'user', id: user.id }, { after: auditedApiUser(user) });
      return getApiUser(tx, user.id);
    })
    .catch(duplicateEmail);
}

async function findApiUserRow(db: DbOrTx, id: number): Promise<UserRow> {
  const user = await accountById(db, id);
  if (!user?.isApiUser) throw new DomainError('user_not_found', `No API user ${id}`);
  return user;
}

/** Changes an API user's company, contact, access level or active flag (inactive: every key refused). */
export async function updateApiUser(
  database: Database,
  actor: Actor,
  id: number,
  input: ApiUserWrite,
): Promise<ApiUser> {
  return database.db
    .transaction(async (tx) => {
      const before = await findApiUserRow(tx, id);
      await assertEmailFree(tx, input.email, id);
      const after = await changeAccount(tx, id, {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        company: input.company,
        accessLevel: input.access_level,
        isActive: input.is_active,
      });
      await recordAudit(
        tx,
        actor,
        'user.update',
        { type: 'user', id },
        { before: auditedApiUser(before), after: after ? auditedApiUser(after) : null },
      );
      return getApiUser(tx, id);
    })
    .catch(duplicateEmail);
}

function keyStatus(key: ApiKeyRow, today: string): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  return key.expiresOn !== null && key.expiresOn < today ? 'expired' : 'active';
}

function toApiKey(key: ApiKeyRow, now: Date): ApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    expires_on: key.expiresOn,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    verification_count: key.verificationCount,
    verification_total: key.verificationTotal,
    allowed_checks: key.allowedChecks as ApiKey['allowed_checks'],
    revoked_at: key.revokedAt?.toISOString() ?? null,
    status: keyStatus(key, todayIso(now)),
  };
}

/** What the audit trail keeps of a key: never its hash. */
function auditedKey(key: ApiKey): Record<string, unknown> {
  const { id: _id, created_at: _created, last_used_at: _used, ...rest } = key;
  return rest;
}

/**
 * Issues a key with its own quota and allowed checks. The answer carries the key this once;
 * only its prefix and SHA-256 are stored.
 */
export async function issueApiKey(
  database: Database,
  actor: Actor,
  apiUserId: number,
  input: IssueApiKey,
  now = new Date(),
): Promise<IssuedApiKey> {
  return database.db.transaction(async (tx) => {
    await findApiUserRow(tx, apiUserId);
    if ((await repo.countLiveKeys(tx, apiUserId, todayIso(now))) >= maxActiveApiKeys) {
      throw new DomainError('validation_failed', `At most ${maxActiveApiKeys} keys may be in use; revoke one first`, {
        name: ['too_many_keys'],
      });
    }
    // 48 random bits of prefix: a repeat (one in ~10^8 even among a million keys) fails on the unique index.
    const { key, prefix, hash } = generateApiKey();
    const row = await repo.insertApiKey(tx, {
      apiUserId,
      name: input.name,
      prefix,
      keyHash: hash,
      allowedChecks: input.allowed_checks,
      verificationCount: input.verification_count,
      verificationTotal: input.verification_count,
      expiresOn: input.expires_on,
      createdAt: now,
    });
    const issued = toApiKey(row, now);
    await recordAudit(
      tx,
      actor,
      'api_key.issue',
      { type: 'api_key', id: row.id },
      { after: { api_user_id: apiUserId, ...auditedKey(issued) } },
    );
    return { ...issued, key };
  });
}

export async function listApiKeys(database: Database, apiUserId: number, now = new Date()): Promise<ApiKey[]> {
  await findApiUserRow(database.db, apiUserId);
  const rows = await repo.selectApiKeys(database.db, apiUserId);
  return rows.map((row) => toApiKey(row, now));
}

/** Revokes a key at once (its next call is 401); revoking a revoked key changes nothing. */
export async function revokeApiKey(
  database: Database,
  actor: Actor,
  apiUserId: number,
  keyId: number,
  now = new Date(),
): Promise<ApiKey> {
  return database.db.transaction(async (tx) => {
    await findApiUserRow(tx, apiUserId);
    const revoked = await repo.revokeApiKey(tx, apiUserId, keyId, now);
    if (!revoked) {
      const existing = await repo.findApiKey(tx, apiUserId, keyId);
      if (!existing) throw new DomainError('not_found', `No key ${keyId} of API user ${apiUserId}`);
      return toApiKey(existing, now);
    }
    const before = toApiKey({ ...revoked, revokedAt: null }, now);
    const after = toApiKey(revoked, now);
    await recordAudit(
      tx,
      actor,
      'api_key.revoke',
      { type: 'api_key', id: keyId },
      {
        before: { api_user_id: apiUserId, ...auditedKey(before) },
        after: { api_user_id: apiUserId, ...auditedKey(after) },
      },
    );
    return after;
  });
}

/** Calls of every key of an API user in one UTC month, by endpoint, check and day. */
export async function getApiUsage(
  database: Database,
  usage: UsageLog,
  apiUserId: number,
  month = currentMonth(),
): Promise<ApiUsage> {
  await findApiUserRow(database.db, apiUserId);
  // Calls of the last second are still in the batch: write them, so the figures include them.
  await usage.flush();
  const from = monthStart(month);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const [keys, groups] = await Promise.all([
    repo.selectApiKeys(database.db, apiUserId),
    selectUsageGroups(database.db, apiUserId, from, to),
  ]);
  return { month, keys: foldUsage(keys, groups) };
}

/** The account as one key may act: the checks the key may not run are disabled for it. */
function narrowedToKey(user: UserRow, key: ApiKeyRow): UserRow {
  const notAllowed = apiKeyCheckNames.filter((check) => !key.allowedChecks.includes(check));
  return {
    ...user,
    disabledChecks: [...new Set([...user.disabledChecks, ...notAllowed])],
    verificationCount: key.verificationCount,
    verificationTotal: key.verificationTotal,
  };
}

/**
 * The caller of `Authorization: Api-Key <key>` (platform/api-key-auth.ts): a well-formed key
 * whose hash matches, neither revoked nor expired, of an active API user; otherwise undefined.
 */
export async function findApiKeyCaller(
  database: Database,
  key: string,
  now = new Date(),
): Promise<{ key: ApiKeyCaller; user: UserRow } | undefined> {
  const prefix = prefixOf(key);
  if (!prefix) return undefined;
  const found = await repo.findKeyByPrefix(database.db, prefix);
  if (!found || !isKeyOf(key, found.key.keyHash)) return undefined;
  if (keyStatus(found.key, todayIso(now)) !== 'active') return undefined;
  if (!found.user.isApiUser || !found.user.isActive) return undefined;
  return { key: { id: found.key.id, apiUserId: found.user.id }, user: narrowedToKey(found.user, found.key) };
}

/**
 * Spends one check of an API key's quota (verification `openTicket`, in the ticket's
 * transaction): the checks left, or undefined when none were.
 */
export function spendApiKeyCheck(keyId: number): (tx: DbOrTx) => Promise<number | undefined> {
  return (tx) => repo.spendKeyCheck(tx, keyId);
}
