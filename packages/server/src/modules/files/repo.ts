import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema/files';

export async function insertFile(
  db: Db,
  values: Pick<StoredFileRow, 'ownerId' | 'name' | 'mimeType' | 'size' | 'sha256' | 'data'>,
): Promise<Pick<StoredFileRow, 'id' | 'name' | 'size' | 'mimeType'>> {
  const [row] = await db
    .insert(storedFiles)
    .values(values)
    .returning({ id: storedFiles.id, name: storedFiles.name, size: storedFiles.size, mimeType: storedFiles.mimeType });
  return row;
}

export async function findFileInfo(
  db: Db,
  id: string,
): Promise<Pick<StoredFileRow, 'id' | 'name' | 'size' | 'mimeType'> | undefined> {
  const [row] = await db
    .select({ id: storedFiles.id, name: storedFiles.name, size: storedFiles.size, mimeType: storedFiles.mimeType })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return row;
}

export async function findFileData(
  db: Db,
  id: string,
): Promise<Pick<StoredFileRow, 'id' | 'name' | 'size' | 'mimeType' | 'data'> | undefined> {
  const [row] = await db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      size: storedFiles.size,
      mimeType: storedFiles.mimeType,
      data: storedFiles.data,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return row;
}

/** Deletes stored files (a face photo past its retention period, a data subject's erasure); a file still referred to elsewhere stays (its foreign key refuses), so callers detach it first. */
export async function deleteFiles(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, [...ids]))
    .returning({ id: storedFiles.id });
  return rows.length;
}
