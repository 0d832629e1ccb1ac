import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { consentVersions, type ConsentVersionRow } from '../../db/schema/consent';
import { users } from '../../db/schema/users';

export async function selectCurrentVersion(db: Db): Promise<ConsentVersionRow | undefined> {
  const [row] = await db.select().from(consentVersions).orderBy(desc(consentVersions.version)).limit(1);
  return row;
}

export async function selectVersion(db: Db, version: number): Promise<ConsentVersionRow | undefined> {
  const [row] = await db.select().from(consentVersions).where(eq(consentVersions.version, version));
  return row;
}

export function selectVersions(db: Db): Promise<{ version: ConsentVersionRow; username: string | null }[]> {
  return db
    .select({ version: consentVersions, username: users.username })
    .from(consentVersions)
    .leftJoin(users, eq(users.id, consentVersions.publishedBy))
    .orderBy(desc(consentVersions.version));
}

/**
 * Inserts the next version. The table lock serialises two staff publishing at once (the second
 * waits and takes the next number), and is short: one row, rarely.
 */
export async function insertNextVersion(
  db: Db,
  values: Omit<typeof consentVersions.$inferInsert, 'version'>,
): Promise<ConsentVersionRow> {
  await db.execute(sql`LOCK TABLE consent_versions IN SHARE ROW EXCLUSIVE MODE`);
  const [row] = await db
    .insert(consentVersions)
    .values({ ...values, version: sql`(SELECT coalesce(max(version), 0) + 1 FROM consent_versions)` })
    .returning();
  return row;
}
