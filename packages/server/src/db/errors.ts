/** Whether PostgreSQL answered `code`, from node-postgres or PGlite, wrapped by Drizzle or not. */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/**
 * PostgreSQL's cardinality_violation (21000): an `INSERT … ON CONFLICT DO UPDATE` whose rows
 * include two with the same key ("cannot affect row a second time").
 */
export function isRowAffectedTwice(error: unknown): boolean {
  return hasCode(error, '21000');
}
