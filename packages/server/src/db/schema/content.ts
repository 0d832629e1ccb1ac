import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './users';

/** Migration 0080: the named info pages, bilingual Markdown. */
export const infoPages = pgTable('info_pages', {
  name: text('name').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  bodyRu: text('body_ru').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
export type InfoPageRow = typeof infoPages.$inferSelect;

/** Migration 0080: news, drafts seen by staff only. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    titleRu: text('title_ru').notNull(),
    titleEn: text('title_en').notNull(),
    bodyRu: text('body_ru').notNull(),
    bodyEn: text('body_en').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('news_published_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.published}`),
  ],
);
export type NewsRow = typeof news.$inferSelect;

/** Migration 0080: stored files that are content images, served without a token. */
export const contentImages = pgTable('content_images', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
