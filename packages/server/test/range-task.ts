import type { Columns } from '../src/modules/incident-index/service';

/** An index-worker task that answers with its own range (worker-pool tests). */
export function rangeTask(_columns: Columns, payload: { from: number; to: number }): { from: number; to: number } {
  return payload;
}
