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

/** Users read on PGlite since its last write (see `findSignedInUser`); the most active 10,000 at most. */
const usersSinceWrite = new WeakMap<Database, { generation: number; byId: LRUCache<number, UserRow> }>();

/**
 * The account of an access token, read on every authenticated request so a deactivation or role
 * change applies at once. On PGlite every write runs in this process and moves
 * `writeGeneration`: while it has not moved, the row read before is still the row, and a
 * request needs no query (the embedded database runs one query at a time on this thread).
 */
export async function findSignedInUser(database: Database, id: number): Promise<UserRow | undefined> {
  const generation = database.writeGeneration?.();
  const read = () => repo.findUserById(database.db, id);
  if (generation === undefined) return read();
  let cache = usersSinceWrite.get(database);
  if (cache?.generation !== generation) {
    cache = { generation, byId: new LRUCache({ max: 10_000 }) };
    usersSinceWrite.set(database, cache);
  }
  const known = cache.byId.get(id);
  if (known) return known;
  const user = await read();
  // kept only when nothing was written while it was read
  if (user && database.writeGeneration?.() === generation) cache.byId.set(id, user);
  return user;
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
