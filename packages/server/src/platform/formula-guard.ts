/**
 * Text a spreadsheet program could read as a formula (issue 23 §25, OWASP "CSV injection"): a cell
 * beginning with `=`, `+`, `-` or `@`, or with a tab or carriage return before one. In XLSX our
 * writers type every text cell as a string, which no program evaluates; a CSV cell has no type, so
 * it is written with a leading apostrophe, which Excel and LibreOffice show as "text follows" and
 * hide. Our import takes that apostrophe off again, so an exported "-5" imports as "-5".
 */

const formulaStart = /^[=+\-@\t\r]/;

/** A CSV cell's text as written: an apostrophe before text that would start a formula. */
export const guardCsvCell = (value: string): string => (formulaStart.test(value) ? `'${value}` : value);

/**
 * A CSV cell as written: guarded against formulas, and quoted when it holds a quote, the
 * separator or a line break.
 */
export function csvCell(text: string, separator: ';' | ','): string {
  const value = guardCsvCell(text);
  const needsQuotes = value.includes('"') || value.includes(separator) || /[\r\n]/.test(value);
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV cell's text as read: the apostrophe a guarded cell starts with taken off. */
export const unguardCsvCell = (value: string): string =>
  value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
