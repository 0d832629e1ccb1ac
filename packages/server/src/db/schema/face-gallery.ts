import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { storedFiles } from './files';
import { incidents } from './incidents';

/** Migration 0091: faces the face check compares against, each with its stored descriptor (decision 0028). */
export const faceGallery = pgTable(
  'face_gallery',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    personName: text('person_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    sourceKind: text('source_kind').$type<'incident' | 'wanted'>().notNull(),
    incidentId: bigint('incident_id', { mode: 'number' }).references(() => incidents.id, { onDelete: 'cascade' }),
    /** A wanted-persons register row; no foreign key, since a register import replaces that table's rows. */
    wantedPersonId: integer('wanted_person_id'),
    note: text('note').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    model: text('model').notNull(),
    /** 1024 little-endian float32 numbers of unit length. */
    embedding: bytea('embedding').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('face_gallery_created_idx').on(table.createdAt.desc(), table.id.desc())],
);
