/** One changed field of an audit entry: its name and the value before and after (absent: `undefined`). */
export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry shows, in the order they first appear (before, then after): a creation
 * has only "after", a deletion only "before", a change both.
 */
export function changeRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** A recorded value as text: lists joined, yes/no words for flags, an em dash for nothing. */
export function formatValue(value: unknown, words: { yes: string; no: string; empty: string }): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length === 0 ? words.empty : value.map((item) => String(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
