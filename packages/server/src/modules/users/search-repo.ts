import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatus, UserSortField } from '@cargo-sentry/contracts/user-admin/user-admin';
import type { DbOrTx as Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

/** Some rows of a list of accounts, and how many accounts the whole list holds. */
export interface AccountPage<Row> {
  rows: Row[];
  count: number;
}

/** Where a page starts and how long it is. */
export interface PageWindow {
  limit: number;
  offset: number;
}

async function countAccounts(db: Db, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ count: count() }).from(users).where(where);
  return Number(total.count);
}

function statusFilter(status: AccountStatus | 'all'): SQL | undefined {
  switch (status) {
    case 'pending':
      return and(eq(users.isActive, true), eq(users.awaitingVerification, true));
    case 'active':
      return and(eq(users.isActive, true), eq(users.awaitingVerification, false));
    case 'inactive':
      return eq(users.isActive, false);
    case 'all':
      return undefined;
  }
}

/**
 * Accounts whose username, e-mail, name or company contains `s` (case-insensitive). It stays in
 * this file: other modules ask for a list of accounts, never for this condition.
 */
function searchFilter(s: string | undefined): SQL | undefined {
  if (!s) return undefined;
  const pattern = `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.company, pattern),
  );
}

/** The columns of each sort field of the staff list; the id breaks ties so pages never overlap. */
function orderOf(field: UserSortField, isDescending: boolean): SQL[] {
  const direction = isDescending ? desc : asc;
  switch (field) {
    case 'name':
      return [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)];
    case 'username':
      return [direction(sql`lower(${users.username})`)];
    case 'email':
      return [direction(sql`lower(${users.email})`)];
    case 'last_login':
      // Never signed in counts as the oldest sign-in, whichever way the list runs.
      return [isDescending ? sql`${users.lastLogin} DESC NULLS LAST` : sql`${users.lastLogin} ASC NULLS FIRST`];
    case 'registration_date':
      return [direction(users.registrationDate)];
  }
}

/**
 * One page of people's accounts for the staff list, with the total count. API users (their own
 * pages) and deleted accounts are never in it.
 */
export async function selectPeoplePage(
  db: Db,
  query: { status: AccountStatus | 'all'; s?: string; ordering?: { field: UserSortField; isDescending: boolean } },
  page: PageWindow,
): Promise<AccountPage<UserRow>> {
  const where = and(
    eq(users.isApiUser, false),
    isNull(users.deletedAt),
    statusFilter(query.status),
    searchFilter(query.s),
  );
  const { field, isDescending } = query.ordering ?? { field: 'registration_date', isDescending: true };
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(field, isDescending), isDescending ? desc(users.id) : asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    countAccounts(db, where),
  ]);
  return { rows, count };
}

/** The columns a recipient picker shows of an account. */
export type PickedAccount = Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'company' | 'email'>;

/** People who can sign in or be notified (active, not API users), searched, by name. */
export async function selectActivePeople(
  db: Db,
  query: { s?: string },
  page: PageWindow,
): Promise<AccountPage<PickedAccount>> {
  const where = and(eq(users.isActive, true), eq(users.isApiUser, false), searchFilter(query.s));
  const [rows, count] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        email: users.email,
      })
      .from(users)
      .where(where)
      .orderBy(users.lastName, users.firstName, users.id)
      .limit(page.limit)
      .offset(page.offset),
    countAccounts(db, where),
  ]);
  return { rows, count };
}

/** API users' accounts, searched, newest first. */
export async function selectApiUserAccounts(
  db: Db,
  query: { s?: string },
  page: PageWindow,
): Promise<AccountPage<UserRow>> {
  const where = and(eq(users.isApiUser, true), searchFilter(query.s));
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.registrationDate), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    countAccounts(db, where),
  ]);
  return { rows, count };
}
