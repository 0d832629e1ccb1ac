import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { IncidentIndex } from '../incident-index/service';
import { findIncidentRowsByIds, type IncidentRecord } from './repo';

/** Rows kept: about 1.5 KB each, so at most ~30 MB. */
const maxRows = 20_000;

/** Stored incident rows by id, which forget a row when the incident index learns it changed. */
export type RowCache = LRUCache<number, IncidentRecord>;

/** The row cache of `index`'s incidents: created once per app, with the index. */
export function createRowCache(index: IncidentIndex): RowCache {
  const cache: RowCache = new LRUCache({ max: maxRows });
  index.onRowsChanged((ids) => {
    if (ids === null) cache.clear();
    else for (const id of ids) cache.delete(id);
  });
  return cache;
}

/**
 * The stored rows of `ids`, in that order (an id no longer stored is left out). Analysts page
 * through the same lists: a page's rows come from a cache kept in step with the incident index,
 * which applies every write committed before it answers (by this process or another), so call
 * this right after the index gave the ids. Reading them from PostgreSQL was a fifth of the main
 * thread under the concurrent analysts (issue 9, "Under load").
 */
export async function incidentRowsByIds(
  ctx: { db: Db; index: IncidentIndex; rows: RowCache },
  ids: number[],
): Promise<IncidentRecord[]> {
  const cache = ctx.rows;
  const rows = new Map<number, IncidentRecord>();
  for (const id of ids) {
    const row = cache.get(id);
    if (row) rows.set(id, row);
  }
  const missing = ids.filter((id) => !rows.has(id));
  if (missing.length > 0) {
    const version = ctx.index.version;
    const fetched = await findIncidentRowsByIds(ctx.db, missing);
    // a write the index applied meanwhile may be newer than these rows: answer with them, keep none
    const isCurrent = ctx.index.version === version;
    for (const row of fetched) {
      rows.set(row.id, row);
      if (isCurrent) cache.set(row.id, row);
    }
  }
  return ids.flatMap((id) => rows.get(id) ?? []);
}
