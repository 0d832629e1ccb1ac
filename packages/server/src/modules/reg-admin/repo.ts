import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AccountStatus } from '@cargo-sentry/contracts/admin-users';
import type { DbOrTx as Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

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

export async function listUsers(
  db: Db,
  query: { status: AccountStatus | 'all'; s?: string; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; count: number }> {
  const where = and(statusFilter(query.status), searchFilter(query.s));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.registrationDate), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { rows, count: Number(total.count) };
}

/** Activates a pending account; undefined when it was not pending (already active or unknown). */
export async function activatePendingUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ awaitingVerification: false, isActive: true })
    .where(and(eq(users.id, id), eq(users.awaitingVerification, true)))
    .returning();
  return row;
}
