import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** One face of `face_gallery` (migration 0091) without its descriptor. */
export interface GalleryFaceRow {
  id: number;
  person_name: string;
  birth_date: string | null;
  source_kind: 'incident' | 'wanted';
  incident_id: number | null;
  wanted_person_id: number | null;
  note: string;
  created_at: Date | string;
}

/** A face's record and descriptor bytes, for the in-memory search. */
export interface GalleryEmbeddingRow extends Pick<
  GalleryFaceRow,
  'id' | 'person_name' | 'source_kind' | 'incident_id' | 'wanted_person_id'
> {
  /** The descriptor's bytes in base64: PGlite parses a bytea's hex text in JavaScript (10,000 faces took 8 s), base64 decodes natively (0.6 s). */
  embedding: string;
}

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
  const result = await db.execute(sql`INSERT INTO face_gallery
      (person_name, birth_date, source_kind, incident_id, wanted_person_id, note, photo_file_id, model, embedding, created_by)
    VALUES (${face.person_name}, ${face.birth_date}, ${face.source_kind}, ${face.incident_id}, ${face.wanted_person_id},
      ${face.note}, ${face.photoFileId}, ${face.model}, ${face.embedding}, ${face.createdBy})
    RETURNING ${columns}`);
  return result.rows[0] as unknown as GalleryFaceRow;
}

export async function selectGalleryPage(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<{ rows: GalleryFaceRow[]; count: number }> {
  const [list, total] = await Promise.all([
    db.execute(sql`SELECT ${columns} FROM face_gallery ORDER BY created_at DESC, id DESC
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM face_gallery`),
  ]);
  return { rows: list.rows as unknown as GalleryFaceRow[], count: (total.rows[0] as { n: number }).n };
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
  const result = await db.execute(
    sql`SELECT count(*)::int AS n, coalesce(max(id), 0)::text AS top FROM face_gallery WHERE model = ${model}`,
  );
  const row = result.rows[0] as { n: number; top: string };
  return `${row.n}:${row.top}`;
}

export async function selectGalleryEmbeddings(db: DbOrTx, model: string): Promise<GalleryEmbeddingRow[]> {
  const result =
    await db.execute(sql`SELECT id::int AS id, person_name, source_kind, incident_id::float8 AS incident_id,
      wanted_person_id, encode(embedding, 'base64') AS embedding FROM face_gallery WHERE model = ${model} ORDER BY id`);
  return result.rows as unknown as GalleryEmbeddingRow[];
}

export async function incidentExists(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM incidents WHERE id = ${id}`);
  return result.rows.length > 0;
}

export async function wantedPersonExists(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM registry_wanted_persons WHERE id = ${id}`);
  return result.rows.length > 0;
}
