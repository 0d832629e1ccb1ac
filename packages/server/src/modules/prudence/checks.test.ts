import { describe, expect, it } from 'vitest';
import { diffFindings } from './checks';
import type { FindingRow, NewFinding } from './repo';

const stored = (id: number, key: string, resolved = false): FindingRow => ({
  id,
  subscription_id: 1,
  source: 'sud',
  key,
  title: key,
  first_seen: '2026-01-01 00:00:00+00',
  last_seen: '2026-01-01 00:00:00+00',
  resolved_at: resolved ? '2026-02-01 00:00:00+00' : null,
  seen_at: null,
});
const found = (key: string, source: NewFinding['source'] = 'sud'): NewFinding => ({ source, key, title: `${key}!` });

describe('diffFindings', () => {
  it('tells new, kept, reappeared and vanished findings apart', () => {
    const diff = diffFindings(
      [stored(1, 'kept'), stored(2, 'gone'), stored(3, 'back', true), stored(4, 'still-gone', true)],
      [found('kept'), found('back'), found('new'), found('kept', 'fssp')],
    );
    expect(diff.added.map((f) => `${f.source}:${f.key}`)).toEqual(['sud:new', 'fssp:kept']);
    expect(diff.kept).toEqual([{ id: 1, finding: found('kept') }]);
    expect(diff.reopened).toEqual([{ id: 3, finding: found('back') }]);
    // an already resolved finding is not resolved again
    expect(diff.resolved).toEqual([2]);
  });

  it('records everything as new on a first check and resolves everything when nothing is found', () => {
    expect(diffFindings([], [found('a')]).added).toHaveLength(1);
    expect(diffFindings([stored(1, 'a'), stored(2, 'b')], []).resolved).toEqual([1, 2]);
  });
});
