import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { StoredFileRow } from '../../db/schema/files';
import * as repo from './repo';

/** What callers learn of a stored file without reading its bytes. */
export type StoredFileInfo = Pick<StoredFileRow, 'id' | 'name' | 'size' | 'mimeType'>;

/**
 * Keeps a file a user sent (docs/architecture.md#files-and-uploads: bytes in PostgreSQL by default). The caller has
 * already checked its size and type against the limits of where it came in; `db` may be a
 * transaction, so the file exists only if whatever refers to it does too.
 */
export function storeFile(
  db: DbOrTx,
  file: { ownerId: number; name: string; mimeType: string; data: Buffer },
): Promise<StoredFileInfo> {
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  return repo.insertFile(db, { ...file, size: file.data.length, sha256 });
}

/** A stored file's name, size and type, without its bytes. */
export const fileInfo = (db: DbOrTx, id: string): Promise<StoredFileInfo | undefined> => repo.findFileInfo(db, id);

/** A stored file with its bytes, for a download the caller has already allowed. */
export const readFile = (db: DbOrTx, id: string) => repo.findFileData(db, id);

/** Deletes stored files for good (a check's face photo past its retention period, issue 28 §2; a data subject's erasure, §4): how many were stored. */
export const deleteFiles = (db: DbOrTx, ids: readonly string[]): Promise<number> => repo.deleteFiles(db, ids);
