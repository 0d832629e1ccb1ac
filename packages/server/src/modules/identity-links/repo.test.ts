import type { Sighting } from '@cargo-sentry/contracts/identity-links/identifiers';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { identitySightings, identitySources } from '../../db/schema/identity-links';
import { forgetSource, recordSource, recordSources, type IdentitySource } from './repo';

describe(`identity sources recorded in batches (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const source = (ref: string, seenOn = '2026-01-01'): IdentitySource => ({
    kind: 'incident',
    ref,
    seenOn,
    companyKey: null,
    userId: null,
  });
  const plate = (value: string): Sighting => ({ part: 'vehicle', kind: 'plate', value });
  /** Every source as `ref seen_on: sightings`. */
  const stored = async () => {
    const sources = await t.database.db.select().from(identitySources).orderBy(asc(identitySources.ref));
    const sightings = await t.database.db.select().from(identitySightings);
    return sources.map(
      (s) =>
        `${s.ref} ${s.seenOn}: ${sightings
          .filter((x) => x.sourceId === s.id)
          .map((x) => x.value)
          .sort()
          .join(' ')}`,
    );
  };

  it('records many sources at once, folding repeated sightings, the last record of a source winning', async () => {
    await recordSources(
      t.database.db,
      Array.from({ length: 4_500 }, (_, i) => ({
        source: source(String(10_000 + i)),
        sightings: [plate(`А${i}`), plate(`А${i}`)],
      })).concat([{ source: source('10000', '2026-02-02'), sightings: [plate('В1'), plate('В2')] }]),
    );
    const all = await stored();
    expect(all).toHaveLength(4_500);
    expect(all[0]).toBe('10000 2026-02-02: В1 В2');
    expect(all[1]).toBe('10001 2026-01-01: А1');
  });

  it('replaces what a source saw when it is recorded again, and removes it when it saw nothing', async () => {
    await recordSource(t.database.db, source('10001', '2026-03-03'), [plate('С7')]);
    await recordSource(t.database.db, source('10002'), []);
    await forgetSource(t.database.db, 'incident', '10003');
    const all = await stored();
    expect(all.slice(0, 3)).toEqual(['10000 2026-02-02: В1 В2', '10001 2026-03-03: С7', '10004 2026-01-01: А4']);
    expect(all).toHaveLength(4_498);
  });
});
