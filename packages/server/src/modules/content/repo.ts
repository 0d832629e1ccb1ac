import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { contentImages, infoPages, news, type InfoPageRow, type NewsRow } from '../../db/schema/content';
import { storedFiles } from '../../db/schema/files';

export async function findInfoPage(db: Db, name: string): Promise<InfoPageRow | undefined> {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.name, name));
  return row;
}

/** Writes a page whether or not it was seeded (a database migrated before the seed had none). */
export async function upsertInfoPage(
  db: Db,
  values: Pick<InfoPageRow, 'name' | 'titleRu' | 'titleEn' | 'bodyRu' | 'bodyEn' | 'updatedBy'>,
): Promise<InfoPageRow> {
  const { name: _name, ...rest } = values;
  const [row] = await db
    .insert(infoPages)
    .values(values)
    .onConflictDoUpdate({ target: infoPages.name, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** Newest first by publication (drafts, never published, first of all for staff), then by id. */
export async function selectNewsPage(
  db: Db,
  options: { includeDrafts: boolean; limit: number; offset: number },
): Promise<{ rows: NewsRow[]; count: number }> {
  const where = options.includeDrafts ? undefined : eq(news.published, true);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(sql`${news.publishedAt} DESC NULLS FIRST`, desc(news.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(news).where(where);
  return { rows, count: total.value };
}

export async function findNews(db: Db, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

export async function insertNews(
  db: Db,
  values: Pick<NewsRow, 'titleRu' | 'titleEn' | 'bodyRu' | 'bodyEn' | 'published' | 'createdBy'>,
): Promise<NewsRow> {
  const [row] = await db
    .insert(news)
    .values({ ...values, updatedBy: values.createdBy, publishedAt: values.published ? sql`now()` : null })
    .returning();
  return row;
}

export type NewsChange = Partial<Pick<NewsRow, 'titleRu' | 'titleEn' | 'bodyRu' | 'bodyEn' | 'published'>>;

/**
 * Changes a news item; publishing sets `published_at` the first time only, so a correction
 * unpublished and published again keeps its date.
 */
export async function updateNews(
  db: Db,
  id: number,
  values: NewsChange & { updatedBy: number },
): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({
      ...values,
      updatedAt: sql`now()`,
      publishedAt: values.published ? sql`coalesce(${news.publishedAt}, now())` : undefined,
    })
    .where(eq(news.id, id))
    .returning();
  return row;
}

export async function deleteNews(db: Db, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning();
  return row;
}

export async function insertContentImage(db: Db, fileId: string): Promise<void> {
  await db.insert(contentImages).values({ fileId });
}

/** The bytes of a content image; undefined for any file that is not one. */
export async function findContentImage(
  db: Db,
  fileId: string,
): Promise<{ mimeType: string; data: Buffer } | undefined> {
  const [row] = await db
    .select({ mimeType: storedFiles.mimeType, data: storedFiles.data })
    .from(contentImages)
    .innerJoin(storedFiles, eq(storedFiles.id, contentImages.fileId))
    .where(eq(contentImages.fileId, fileId));
  return row;
}
