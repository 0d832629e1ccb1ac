import {
  firstImageUrl,
  isInfoPageName,
  markdownExcerpt,
  type InfoPage,
  type InfoPageWrite,
  type News,
  type NewsItem,
  type NewsWrite,
} from '@cargo-sentry/contracts/content/content';
import { imageTypeOf, type UploadedFile } from '@cargo-sentry/contracts/shared/uploads';
import { imageTooLarge } from '../../platform/images/image-header';
import type { ImageThread } from '../../platform/images/image-thread';
import { ImageTooLarge, UnreadableImage } from '../../platform/images/png-bounds';
import type { PageQuery } from '@cargo-sentry/contracts/shared/common';
import type { Database, DbOrTx } from '../../db/client';
import type { InfoPageRow, NewsRow } from '../../db/schema/content';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { recordAudit } from '../audit/service';
import { storeFile } from '../files/service';
import * as repo from './repo';

type Actor = Pick<UserRow, 'id' | 'username' | 'isStaff'>;

function toInfoPage(row: InfoPageRow): InfoPage {
  if (!isInfoPageName(row.name)) throw new DomainError('not_found', 'No such page');
  return {
    name: row.name,
    title_ru: row.titleRu,
    title_en: row.titleEn,
    body_ru: row.bodyRu,
    body_en: row.bodyEn,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toNews(row: NewsRow): News {
  return {
    id: row.id,
    title_ru: row.titleRu,
    title_en: row.titleEn,
    body_ru: row.bodyRu,
    body_en: row.bodyEn,
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toNewsItem(row: NewsRow): NewsItem {
  const { body_ru, body_en, ...rest } = toNews(row);
  return {
    ...rest,
    excerpt_ru: markdownExcerpt(body_ru),
    excerpt_en: markdownExcerpt(body_en),
    image_url: firstImageUrl(body_ru) ?? firstImageUrl(body_en),
  };
}

/** What the audit trail keeps of a news item or page: titles and state, not whole bodies. */
const audited = (item: { title_ru: string; title_en: string; published?: boolean }) => ({
  title_ru: item.title_ru,
  title_en: item.title_en,
  ...(item.published === undefined ? {} : { published: item.published }),
});

/** A named page (docs/product.md#other-calls `info_page/{name}`); any other name is 404. */
export async function getInfoPage(db: DbOrTx, name: string): Promise<InfoPage> {
  const row = isInfoPageName(name) ? await repo.findInfoPage(db, name) : undefined;
  if (!row) throw new DomainError('not_found', 'No such page');
  return toInfoPage(row);
}

export async function updateInfoPage(
  database: Database,
  actor: Actor,
  name: string,
  input: InfoPageWrite,
): Promise<InfoPage> {
  if (!isInfoPageName(name)) throw new DomainError('not_found', 'No such page');
  return database.db.transaction(async (tx) => {
    const before = await repo.findInfoPage(tx, name);
    const row = await repo.upsertInfoPage(tx, {
      name,
      titleRu: input.title_ru,
      titleEn: input.title_en,
      bodyRu: input.body_ru,
      bodyEn: input.body_en,
      updatedBy: actor.id,
    });
    const page = toInfoPage(row);
    await recordAudit(
      tx,
      actor,
      'info_page.update',
      { type: 'info_page', id: name },
      { before: before ? audited(toInfoPage(before)) : null, after: audited(page) },
    );
    return page;
  });
}

/** Published news for everyone; staff also see drafts, so they can find and publish them. */
export async function listNews(
  db: DbOrTx,
  viewer: Actor,
  query: PageQuery,
): Promise<{ results: NewsItem[]; count: number }> {
  const { rows, count } = await repo.selectNewsPage(db, {
    includeDrafts: viewer.isStaff,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { results: rows.map(toNewsItem), count };
}

/** A draft is 404 to everyone but staff: its existence is not to be learnt. */
export async function getNews(db: DbOrTx, viewer: Actor, id: number): Promise<News> {
  const row = await repo.findNews(db, id);
  if (!row || (!row.published && !viewer.isStaff)) throw new DomainError('not_found', 'No such news');
  return toNews(row);
}

export async function createNews(database: Database, actor: Actor, input: NewsWrite): Promise<News> {
  return database.db.transaction(async (tx) => {
    const row = await repo.insertNews(tx, {
      titleRu: input.title_ru,
      titleEn: input.title_en,
      bodyRu: input.body_ru,
      bodyEn: input.body_en,
      published: input.published,
      createdBy: actor.id,
    });
    const created = toNews(row);
    await recordAudit(tx, actor, 'news.create', { type: 'news', id: row.id }, { after: audited(created) });
    return created;
  });
}

export async function updateNews(database: Database, actor: Actor, id: number, input: NewsWrite): Promise<News> {
  return changeNews(database, actor, id, 'news.update', {
    titleRu: input.title_ru,
    titleEn: input.title_en,
    bodyRu: input.body_ru,
    bodyEn: input.body_en,
    published: input.published,
  });
}

export function setNewsPublished(database: Database, actor: Actor, id: number, published: boolean): Promise<News> {
  return changeNews(database, actor, id, published ? 'news.publish' : 'news.unpublish', { published });
}

async function changeNews(
  database: Database,
  actor: Actor,
  id: number,
  action: 'news.update' | 'news.publish' | 'news.unpublish',
  values: repo.NewsChange,
): Promise<News> {
  return database.db.transaction(async (tx) => {
    const before = await repo.findNews(tx, id);
    const row = before ? await repo.updateNews(tx, id, { ...values, updatedBy: actor.id }) : undefined;
    if (!before || !row) throw new DomainError('not_found', 'No such news');
    const after = toNews(row);
    await recordAudit(
      tx,
      actor,
      action,
      { type: 'news', id },
      { before: audited(toNews(before)), after: audited(after) },
    );
    return after;
  });
}

export async function deleteNews(database: Database, actor: Actor, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await repo.deleteNews(tx, id);
    if (!row) throw new DomainError('not_found', 'No such news');
    await recordAudit(tx, actor, 'news.delete', { type: 'news', id }, { before: audited(toNews(row)) });
  });
}

/**
 * Content images are served to every reader's browser, so their first bytes are not proof enough
 * (issue 23 §21): the whole image is decoded once, on the image thread, within the pixel limit.
 */
async function assertDecodable(imageThread: ImageThread, bytes: Uint8Array): Promise<void> {
  try {
    await imageThread.probe(bytes);
  } catch (error) {
    if (error instanceof ImageTooLarge) throw imageTooLarge('file');
    if (error instanceof UnreadableImage) {
      throw new DomainError('validation_failed', 'The image cannot be read', { file: ['image'] });
    }
    throw error;
  }
}

/** Keeps an image staff upload for content (checked by the contract, then decoded) and answers its path for Markdown. */
export async function uploadContentImage(
  { database, imageThread }: { database: Database; imageThread: ImageThread },
  actor: Actor,
  product: string,
  file: UploadedFile,
): Promise<{ url: string }> {
  const mimeType = imageTypeOf(file.data);
  if (!mimeType) throw new DomainError('unsupported_media_type', 'JPEG or PNG only');
  await assertDecodable(imageThread, file.data);
  const stored = await database.db.transaction(async (tx) => {
    const info = await storeFile(tx, {
      ownerId: actor.id,
      name: file.filename,
      mimeType,
      data: Buffer.from(file.data),
    });
    await repo.insertContentImage(tx, info.id);
    return info;
  });
  return { url: `/api/v1/${product}/content_image/${stored.id}` };
}

export async function getContentImage(db: DbOrTx, id: string): Promise<{ mimeType: string; data: Buffer }> {
  const image = await repo.findContentImage(db, id);
  if (!image) throw new DomainError('not_found', 'No such image');
  return image;
}
