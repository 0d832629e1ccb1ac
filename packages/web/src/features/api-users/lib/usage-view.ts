import { currentMonth, type ApiKeyUsage, type CallCounts } from '@cargo-sentry/contracts/api-users/api-users';

/** The `count` most recent UTC months, newest first, as `YYYY-MM`. */
export function recentMonths(count: number, now: Date = new Date()): string[] {
  const [year, month] = currentMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - i, 1));
    return currentMonth(date);
  });
}

export interface CountedRow extends CallCounts {
  name: string;
}

/** Rows of several keys added up by name (endpoint, check or day), most called first. */
export function addUp<Row extends CallCounts>(rows: Row[], nameOf: (row: Row) => string): CountedRow[] {
  const sums = new Map<string, CountedRow>();
  for (const row of rows) {
    const name = nameOf(row);
    const sum = sums.get(name) ?? { name, calls: 0, client_errors: 0, server_errors: 0 };
    sum.calls += row.calls;
    sum.client_errors += row.client_errors;
    sum.server_errors += row.server_errors;
    sums.set(name, sum);
  }
  return [...sums.values()].sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name));
}

/** What the usage tables show for the chosen keys: totals, and calls by endpoint and by check. */
export function usageFigures(keys: ApiKeyUsage[]) {
  return {
    total: addUp(keys, () => 'total')[0] ?? { name: 'total', calls: 0, client_errors: 0, server_errors: 0 },
    byEndpoint: addUp(
      keys.flatMap((key) => key.by_endpoint),
      (row) => row.endpoint,
    ),
    byCheck: addUp(
      keys.flatMap((key) => key.by_check),
      (row) => row.check,
    ),
  };
}
