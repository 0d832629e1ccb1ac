/**
 * One spelling for an SQL expression from either side: PostgreSQL prints `(vehicle_plate <> ''::text)`
 * where the Drizzle schema says `"vehicle_plate" <> ''`. Casts (the column types are compared on
 * their own), identifier quotes, outer parentheses, the parentheses PostgreSQL puts around the left
 * operand of each `||` in a chain (`||` is left-associative, so they change nothing) and runs of
 * white space carry no meaning here; every other parenthesis is kept.
 */
const atom = String.raw`(?:[a-z_][a-z0-9_]*|'(?:[^']|'')*')`;
const groupedConcatenation = new RegExp(String.raw`\((${atom}(?: \|\| ${atom})+)\) \|\|`, 'gi');

const castPattern =
  /::(?:"[^"]+"|time(?:stamp)? with(?:out)? time zone|double precision|character varying|[a-z_][a-z0-9_]*)(?:\(\d+(?:, ?\d+)?\))?(?:\[\])*/gi;

export function normaliseSql(text: string): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(castPattern, '')
    .replace(/"([a-z_][a-z0-9_]*)"/g, '$1')
    .trim();
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(groupedConcatenation, '$1 ||');
  }
  while (isWrappedInParentheses(out)) out = out.slice(1, -1).trim();
  return out;
}

function isWrappedInParentheses(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'") inString = !inString;
    if (inString) continue;
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}
