import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { faceSourceKindSchema } from '@cargo-sentry/contracts/face-gallery/face-gallery';
import type { DbOrTx } from '../../db/client';
import { queryFirstRow, queryRows, timestamp } from '../../db/rows';

/** One face of `face_gallery` (migration 0091) without its descriptor. */
const galleryFaceRowSchema = z.object({
  id: z.number().int(),
  person_name: z.string(),
  birth_date: z.string().nullable(),
  source_kind: faceSourceKindSchema,
  incident_id: z.number().int().nullable(),
  wanted_person_id: z.number().int().nullable(),
  note: z.string(),
  created_at: timestamp,
});
export type GalleryFaceRow = z.infer<typeof galleryFaceRowSchema>;

/** A face's record and descriptor bytes, for the in-memory search. */
const galleryEmbeddingRowSchema = galleryFaceRowSchema
  .pick({ id: true, person_name: true, source_kind: true, incident_id: true, wanted_person_id: true })
  .extend({
    /** The descriptor's bytes in base64: PGlite parses a bytea's hex text in JavaScript (10,000 faces took 8 s), base64 decodes natively (0.6 s). */
    embedding: z.string(),
  });
export type GalleryEmbeddingRow = z.infer<typeof galleryEmbeddingRowSchema>;

const columns = sql`id::int AS id, person_name, birth_date::text AS birth_date, source_kind,
  incident_id::float8 AS incident_id, wanted_person_id, note, created_at`;

export async function insertGalleryFace(
  db: DbOrTx,
  face: Omit<GalleryFaceRow, 'id' | 'created_at'> & {
    photoFileId: string;
    model: string;
    embedding: Buffer;
    createdBy: number;
  },
): Promise<GalleryFaceRow> {
  const [row] = await queryRows(
    db,
    'face added to the gallery',
    galleryFaceRowSchema,
    sql`INSERT INTO face_gallery
      (person_name, birth_date, source_kind, incident_id, wanted_person_id, note, photo_file_id, model, embedding, created_by)
    VALUES (${face.person_name}, ${face.birth_date}, ${face.source_kind}, ${face.incident_id}, ${face.wanted_person_id},
      ${face.note}, ${face.photoFileId}, ${face.model}, ${face.embedding}, ${face.createdBy})
    RETURNING ${columns}`,
  );
  return row;
}

export async function selectGalleryPage(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<{ rows: GalleryFaceRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    queryRows(
      db,
      'face gallery page',
      galleryFaceRowSchema,
      sql`SELECT ${columns} FROM face_gallery ORDER BY created_at DESC, id DESC
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    queryFirstRow(
      db,
      'face gallery count',
      z.object({ n: z.number().int() }),
      sql`SELECT count(*)::int AS n FROM face_gallery`,
    ),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function deleteGalleryFace(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`DELETE FROM face_gallery WHERE id = ${id} RETURNING id`);
  return result.rows.length > 0;
}

/**
 * What changes whenever the gallery's faces of `model` do (one added or removed): their count and
 * newest id, read before trusting a copy in memory.
 */
export async function galleryVersion(db: DbOrTx, model: string): Promise<string> {
  const row = await queryFirstRow(
    db,
    'face gallery version',
    z.object({ n: z.number().int(), top: z.string() }),
    sql`SELECT count(*)::int AS n, coalesce(max(id), 0)::text AS top FROM face_gallery WHERE model = ${model}`,
  );
  return `${row?.n ?? 0}:${row?.top ?? '0'}`;
}

export async function selectGalleryEmbeddings(db: DbOrTx, model: string): Promise<GalleryEmbeddingRow[]> {
  return queryRows(
    db,
    'face gallery descriptors',
    galleryEmbeddingRowSchema,
    sql`SELECT id::int AS id, person_name, source_kind, incident_id::float8 AS incident_id,
      wanted_person_id, encode(embedding, 'base64') AS embedding FROM face_gallery WHERE model = ${model} ORDER BY id`,
  );
}

export async function incidentExists(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM incidents WHERE id = ${id}`);
  return result.rows.length > 0;
}

export async function wantedPersonExists(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM registry_wanted_persons WHERE id = ${id}`);
  return result.rows.length > 0;
}

/**
 * Faces whose person's name starts with `surname` (folded: any case, ё as е), or that belong to
 * incidents `incidentIds` (a data subject's request); at most `limit`.
 */
export function selectFacesOfSubject(
  db: DbOrTx,
  surname: string,
  incidentIds: readonly number[],
  limit: number,
): Promise<GalleryFaceRow[]> {
  return queryRows(
    db,
    'face gallery faces of a data subject',
    galleryFaceRowSchema,
    sql`SELECT ${columns} FROM face_gallery
      WHERE (${surname} <> '' AND translate(lower(person_name), 'Ёё', 'ее') LIKE ${surname.replace(/[\\%_]/g, '\\$&') + '%'})
         OR incident_id = ANY(${sql.param([...incidentIds])}::bigint[])
      ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
}
