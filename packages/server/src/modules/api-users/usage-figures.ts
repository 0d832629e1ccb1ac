import type { ApiKeyUsage, CallCounts } from '@cargo-sentry/contracts/api-users/api-users';
import type { ApiKeyRow } from '../../db/schema/api-keys';
import type { UsageGroupRow } from './usage-repo';

function countsOf(groups: UsageGroupRow[]): CallCounts {
  const counts = { calls: 0, client_errors: 0, server_errors: 0 };
  for (const group of groups) {
    counts.calls += group.calls;
    counts.client_errors += group.clientErrors;
    counts.server_errors += group.serverErrors;
  }
  return counts;
}

/** The groups' counts summed per `by` value (groups without one are left out). */
function tally(groups: UsageGroupRow[], by: (group: UsageGroupRow) => string | null): [string, CallCounts][] {
  const buckets = new Map<string, UsageGroupRow[]>();
  for (const group of groups) {
    const value = by(group);
    if (value === null) continue;
    buckets.set(value, [...(buckets.get(value) ?? []), group]);
  }
  return [...buckets].map(([value, inBucket]) => [value, countsOf(inBucket)]);
}

const mostCalledFirst = (a: [string, CallCounts], b: [string, CallCounts]) =>
  b[1].calls - a[1].calls || a[0].localeCompare(b[0]);

/** Per key (every key, an idle one with zeros): totals, and calls by endpoint, check and day. */
export function foldUsage(keys: ApiKeyRow[], groups: UsageGroupRow[]): ApiKeyUsage[] {
  return keys.map((key) => {
    const mine = groups.filter((group) => group.keyId === key.id);
    return {
      key_id: key.id,
      name: key.name,
      prefix: key.prefix,
      ...countsOf(mine),
      by_endpoint: tally(mine, (g) => g.endpoint)
        .sort(mostCalledFirst)
        .map(([endpoint, counts]) => ({ endpoint, ...counts })),
      by_check: tally(mine, (g) => g.check)
        .sort(mostCalledFirst)
        .map(([check, counts]) => ({ check: check as ApiKeyUsage['by_check'][number]['check'], ...counts })),
      by_day: tally(mine, (g) => g.day)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, counts]) => ({ day, ...counts })),
    };
  });
}
