/**
 * Which column each header cell of an uploaded spreadsheet names. A column is found by its key
 * or by any of its names, whatever the case, spaces, underscores, hyphens or asterisks, and in
 * any order; a bilingual header such as "Номер полиса / Policy number" by either half too.
 */

export interface HeaderColumn {
  key: string;
  names: readonly string[];
  required: boolean;
}

export interface HeaderMatch {
  /** The column key of each header cell; null for a blank or unknown one (its cells are not read). */
  keys: (string | null)[];
  /** Required columns no header cell names. */
  missing: string[];
  /** Columns named by more than one header cell. */
  duplicate: string[];
  /** Header cells that name no column, as written. */
  unknown: string[];
}

/** A header as it is compared: lower case, ё as е, no spaces, underscores, hyphens or asterisks. */
const headerKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s_*-]+/g, '');

export function matchHeader(header: readonly string[], columns: readonly HeaderColumn[]): HeaderMatch {
  const byName = new Map<string, string>();
  for (const column of columns) {
    for (const name of [column.key, ...column.names, column.names.join('/')]) byName.set(headerKey(name), column.key);
  }
  const find = (cell: string) =>
    byName.get(headerKey(cell)) ??
    cell
      .split('/')
      .map((half) => byName.get(headerKey(half)))
      .find((key) => key !== undefined) ??
    null;

  const keys = header.map((cell) => (cell.trim() === '' ? null : find(cell)));
  const seen = new Set<string>();
  const duplicate = new Set<string>();
  for (const key of keys) {
    if (key === null) continue;
    if (seen.has(key)) duplicate.add(key);
    seen.add(key);
  }
  return {
    keys,
    missing: columns.filter((column) => column.required && !seen.has(column.key)).map((column) => column.key),
    duplicate: [...duplicate],
    unknown: header.filter((cell, i) => cell.trim() !== '' && keys[i] === null),
  };
}
