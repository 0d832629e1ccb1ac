import type { ActLine } from '@cargo-sentry/contracts/personal-data/retention';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import { destructionActs, type ActLogEntry } from '../../db/schema/personal-data';

/** The row of `app_settings` (migration 0133) that holds the retention periods. */
const settingName = 'personal_data_retention';

export async function selectRetentionValue(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, settingName));
  return row?.value;
}

export async function upsertRetentionValue(db: Db, value: unknown, userId: number): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: settingName, value, updatedBy: userId })
    .onConflictDoUpdate({ target: appSettings.name, set: { value, updatedBy: userId, updatedAt: sql`now()` } });
}

export async function insertAct(
  db: Db,
  values: { startedAt: Date; finishedAt: Date; total: number; lines: ActLine[]; log: ActLogEntry[]; pdf: Buffer },
): Promise<number> {
  const [row] = await db.insert(destructionActs).values(values).returning({ id: destructionActs.id });
  return row.id;
}

const listed = {
  id: destructionActs.id,
  startedAt: destructionActs.startedAt,
  finishedAt: destructionActs.finishedAt,
  total: destructionActs.total,
  lines: destructionActs.lines,
};
export type ListedAct = { id: number; startedAt: Date; finishedAt: Date; total: number; lines: ActLine[] };

export function selectActs(db: Db, offset: number, limit: number): Promise<ListedAct[]> {
  return db
    .select(listed)
    .from(destructionActs)
    .orderBy(desc(destructionActs.startedAt), desc(destructionActs.id))
    .offset(offset)
    .limit(limit);
}

export async function countActs(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(destructionActs);
  return row.n;
}

export async function selectActPdf(db: Db, id: number): Promise<{ startedAt: Date; pdf: Buffer } | undefined> {
  const [row] = await db
    .select({ startedAt: destructionActs.startedAt, pdf: destructionActs.pdf })
    .from(destructionActs)
    .where(and(eq(destructionActs.id, id)));
  return row;
}

export async function setActPdf(db: Db, id: number, pdf: Buffer): Promise<void> {
  await db.update(destructionActs).set({ pdf }).where(eq(destructionActs.id, id));
}
