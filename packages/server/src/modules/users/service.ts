import { LRUCache } from 'lru-cache';
import type { CheckName, CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import type { AccountStatus, UserSortField } from '@cargo-sentry/contracts/user-admin/user-admin';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow, users } from '../../db/schema/users';
import * as repo from './repo';
import * as searchRepo from './search-repo';
import type { AccountPage, PageWindow, PickedAccount } from './search-repo';

/**
 * The users module owns the accounts (docs/architecture.md#how-modules-talk): other modules read,
 * write and find accounts through the functions below, never through its queries. A list's
 * conditions (the search, the status) stay in this module, so each list means one thing.
 */

/** What creating an account stores; the table's defaults fill the rest. */
type NewAccount = typeof users.$inferInsert;

export function accountById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** The account of an e-mail address, whatever its case. */
export function accountByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** The account a sign-in names: its username or its e-mail, whatever the case. */
export function accountByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  return repo.findUserByLogin(db, login);
}

/** Whether another account has this username (case-insensitive; docs/product.md#registration). */
export function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  return repo.isUsernameTaken(db, username);
}

/** Whether an account other than `exceptAccountId` has this e-mail (case-insensitive). */
export function isEmailTaken(db: DbOrTx, email: string, exceptAccountId?: number): Promise<boolean> {
  return repo.isEmailTaken(db, email, exceptAccountId);
}

export function createAccount(db: DbOrTx, values: NewAccount): Promise<UserRow> {
  return repo.insertUser(db, values);
}

/** Sets the fields given; the account as it now is, or undefined when there is none. */
export function changeAccount(db: DbOrTx, id: number, changes: Partial<NewAccount>): Promise<UserRow | undefined> {
  return repo.updateUser(db, id, changes);
}

/**
 * Stores a stronger hash of the same password, only while the stored hash is still `current`: a
 * password changed meanwhile is never reverted. False when it changed.
 */
export function upgradePasswordHash(db: DbOrTx, id: number, current: string, stronger: string): Promise<boolean> {
  return repo.replacePasswordHash(db, id, current, stronger);
}

/** Every access token of the account issued so far stops working (its refresh tokens are auth's). */
export function revokeAccessTokens(db: DbOrTx, id: number): Promise<void> {
  return repo.bumpTokenVersion(db, id);
}

/** Every known-device cookie of the account stops being valid (docs/product.md#sign-in-lockout). */
export function forgetKnownDevices(db: DbOrTx, id: number): Promise<void> {
  return repo.replaceDeviceSalt(db, id);
}

/** Staff activate a self-registered account; undefined when it was not waiting (docs/product.md#registration). */
export function activatePendingAccount(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return repo.activatePendingUser(db, id);
}

/**
 * Spends one check of the account's quota (docs/product.md#verification-quota) in one statement
 * (docs/architecture.md#quotas-are-spent-in-sql). The checks left, or undefined when none were.
 */
export function spendVerificationCheck(db: DbOrTx, id: number): Promise<number | undefined> {
  return repo.spendVerificationCheck(db, id);
}

/** A new quota: both the checks left and the total (docs/product.md#verification-quota). */
export function setVerificationQuota(db: DbOrTx, id: number, quota: number): Promise<UserRow | undefined> {
  return repo.setVerificationQuota(db, id, quota);
}

/** One page, 1-based, of `pageSize` rows. */
function windowOf(page: number, pageSize: number): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** People's accounts for the staff list: no API users, no deleted accounts (docs/product.md#staff-actions). */
export function searchPeople(
  db: DbOrTx,
  query: {
    status: AccountStatus | 'all';
    s?: string;
    ordering?: { field: UserSortField; isDescending: boolean };
    page: number;
    pageSize: number;
  },
): Promise<AccountPage<UserRow>> {
  return searchRepo.selectPeoplePage(db, query, windowOf(query.page, query.pageSize));
}

/** Active people's accounts (no API users) whose names or addresses contain `s`, by name. */
export function searchActivePeople(
  db: DbOrTx,
  query: { s?: string; page: number; pageSize: number },
): Promise<AccountPage<PickedAccount>> {
  return searchRepo.selectActivePeople(db, query, windowOf(query.page, query.pageSize));
}

/** API users' accounts whose names or addresses contain `s`, newest first. */
export function searchApiUserAccounts(
  db: DbOrTx,
  query: { s?: string; page: number; pageSize: number },
): Promise<AccountPage<UserRow>> {
  return searchRepo.selectApiUserAccounts(db, query, windowOf(query.page, query.pageSize));
}

/** Signed-in users kept by one process; the most active 10,000 at most. */
const keptUsers = 10_000;

/**
 * The reader of the account of an access token, read on every authenticated request so that a
 * logout, a password change, a deactivation or a role change applies to the next request, on
 * whichever process it arrives (decision 0045). app.ts makes one per app.
 *
 * On PostgreSQL each request reads the row's revision, which every UPDATE moves (migration 0129),
 * and uses the copy read before only while it has the same one. Other processes write too, and
 * the notification of their writes (decision 0019) arrives a few milliseconds after the revoking
 * request was answered: a copy trusted until then accepted revoked tokens (issue 24 §3).
 *
 * On PGlite every write runs in this process and moves `writeGeneration` before it is answered:
 * while it has not moved, the row read before is still the row, and a request needs no query (the
 * embedded database runs one query at a time on this thread).
 */
export function signedInUserReader(database: Database): (id: number) => Promise<UserRow | undefined> {
  const queries = repo.prepareSignedInUserQueries(database.db);
  if (database.kind === 'pglite') return readBetweenWrites(database, queries.findUserById);
  const byId = new LRUCache<number, UserRow>({ max: keptUsers });
  const findRevision = inBatches(queries.findRevisions);
  return async (id) => {
    const revision = await findRevision(id);
    if (revision === undefined) return undefined;
    const known = byId.get(id);
    if (known?.revision === revision) return known;
    const user = await queries.findUserById(id);
    if (user) byId.set(id, user);
    return user;
  };
}

/**
 * The revisions asked for during one turn of the event loop, read in one query when it ends: ten
 * requests arriving together cost one round trip, not ten (a query's CPU on this thread is most of
 * the check's cost; decision 0045). A request only joins a query not yet sent, so the query sees
 * everything committed before the request arrived.
 */
function inBatches(read: (ids: number[]) => Promise<Map<number, number>>): (id: number) => Promise<number | undefined> {
  let batch: { ids: Set<number>; revisions: Promise<Map<number, number>> } | undefined;
  const startBatch = () => {
    const ids = new Set<number>();
    const revisions = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      batch = undefined;
      return read([...ids]);
    });
    return { ids, revisions };
  };
  return (id) => {
    batch ??= startBatch();
    batch.ids.add(id);
    return batch.revisions.then((revisions) => revisions.get(id));
  };
}

/** PGlite's reader: the rows read since the last write of this process, the only writer. */
function readBetweenWrites(
  database: Database,
  read: (id: number) => Promise<UserRow | undefined>,
): (id: number) => Promise<UserRow | undefined> {
  let sinceWrite: { generation: number; byId: LRUCache<number, UserRow> } | undefined;
  return async (id) => {
    const generation = database.writeGeneration?.();
    if (generation === undefined) return read(id);
    if (sinceWrite?.generation !== generation) sinceWrite = { generation, byId: new LRUCache({ max: keptUsers }) };
    const { byId } = sinceWrite;
    const known = byId.get(id);
    if (known) return known;
    const user = await read(id);
    // kept only when nothing was written while it was read
    if (user && database.writeGeneration?.() === generation) byId.set(id, user);
    return user;
  };
}

/** The profile of an account (docs/product.md#current-user); the admin view extends it. */
export function toUserProfile(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.company,
    inn: user.inn,
    notification_language: user.notificationLanguage,
    subscribed: user.subscribed,
    is_staff: user.isStaff,
    can_do_reports: user.canDoReports,
    access_level: user.accessLevel,
    demo: user.demo,
    verification_count: user.verificationCount,
    verification_total: user.verificationTotal,
    disabled_checks: user.disabledChecks as CheckName[],
    enable_commercial_prudence: user.enableCommercialPrudence,
    commercial_prudence_limit_enabled: user.commercialPrudenceLimitEnabled,
    commercial_prudence_limit: user.commercialPrudenceLimit,
    required_vetting_fields: user.requiredVettingFields,
    foreign_documents: user.foreignDocuments,
  };
}
