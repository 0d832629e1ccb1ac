import { LRUCache } from 'lru-cache';
import type { CheckName, CurrentUser } from '@cargo-sentry/contracts/auth';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import * as repo from './repo';

/** The users module owns the users table: other modules read, write and present accounts here. */
export {
  findUserById,
  findUserByEmail,
  findUserByLogin,
  isEmailTaken,
  updateUser,
  replacePasswordHash,
  bumpTokenVersion,
  replaceDeviceSalt,
  isUsernameTaken,
  insertUser,
  setPasswordHash,
  selectUserPage,
  activatePendingUser,
  spendVerificationCheck,
  setVerificationQuota,
  searchFilter as userSearchFilter,
} from './repo';

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

/** The profile of an account (SPEC §3 "Current user"); the admin view extends it. */
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
