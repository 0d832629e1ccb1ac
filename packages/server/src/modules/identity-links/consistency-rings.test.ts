import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consistencyRules, type ConsistencyResult } from '@cargo-sentry/contracts/identity-links/consistency';
import { normalizeIdentifier, type IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { consistencyRings, findingsOf, type PlantedCase } from '../../../test/consistency-rings';
import { createUser, type TestUser } from '../../../test/factories';
import { plantSources } from '../../../test/identity-sources';
import { callCheck } from '../../../test/verification-checks';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const viewerInn = '7707083893';

/**
 * Planted rings (issue 27 "Tests", docs/product.md#identity-consistency-check): one set of
 * `consistencyRings`, every ring and every control planted together, each checked through
 * `POST /cargo/verification/consistency` as a client company's user. A ring gives exactly its
 * findings, a control none. bench/consistency-rings.ts runs 50 sets among 1M + 1M sources.
 */
describe(`identity-consistency planted rings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  const cases = consistencyRings(0, todayIso(), viewerInn);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
    user = await createUser(t.database, { inn: viewerInn, verificationCount: 1000 });
    await plantSources(
      t.database,
      cases.flatMap((c) => c.sources),
    );
  });
  afterAll(() => t.close());

  async function findingsFor(planted: PlantedCase) {
    const res = await callCheck(t, user, 'consistency', planted.form as Record<string, unknown>);
    expect(res.statusCode, res.body).toBe(200);
    return findingsOf(res.json<ConsistencyResult>());
  }

  it('plants a ring of every rule and controls beside them', () => {
    const ruled = new Set(cases.flatMap((c) => (c.rule ? [c.rule] : [])));
    expect([...ruled].sort()).toEqual([...consistencyRules].sort());
    expect(cases.filter((c) => c.rule === null).length).toBeGreaterThanOrEqual(consistencyRules.length);
    // a value that is not valid for its kind would be dropped silently, and a control pass for nothing
    const typed = cases.flatMap((c) =>
      c.sources.flatMap((s) =>
        Object.values(s.parts).flatMap((values) =>
          Object.entries(values ?? {}).map(([kind, raw]) => [
            kind,
            raw,
            normalizeIdentifier(kind as IdentifierKind, raw),
          ]),
        ),
      ),
    );
    expect(typed.filter(([, , value]) => value === null)).toEqual([]);
  });

  it.each(cases.filter((c) => c.rule !== null).map((c) => [c.name, c] as const))('finds %s', async (_name, ring) => {
    const found = await findingsFor(ring);
    expect(found).toEqual(ring.expected);
    expect(found).toContain(ring.expected.find((f) => f.startsWith(`${ring.rule}:`)));
  });

  it.each(cases.filter((c) => c.rule === null).map((c) => [c.name, c] as const))(
    'is silent on %s',
    async (_name, control) => {
      expect(await findingsFor(control)).toEqual([]);
    },
  );
});
