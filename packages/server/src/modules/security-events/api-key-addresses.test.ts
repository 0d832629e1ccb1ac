import { defaultRetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyAddresses, securityEvents } from '../../db/schema/security-events';
import { apiKeyHeader, createApiKey, createApiUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { runDestruction } from '../personal-data/service';

const dayMs = 86_400_000;

/**
 * The addresses each API key called from are kept for their period from the last call (issue 28
 * §5, docs/product.md#personal-data-retention): the retention job forgets the older ones and its
 * act counts them, and a forgotten address's next call is a "new address" event again.
 */
describe(`API-key addresses past their period (${testDatabaseKind})`, () => {
  let t: TestApp;
  let key: string;
  let keyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const apiUser = await createApiUser(t.database);
    ({ key, id: keyId } = await createApiKey(t.database, apiUser));
  });
  afterAll(() => t.close());

  const call = async (remoteAddress: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cargo/verification_ticket',
      headers: apiKeyHeader(key),
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    await t.app.background.drain();
  };
  const remembered = async () =>
    (
      await t.database.db
        .select({ address: apiKeyAddresses.address })
        .from(apiKeyAddresses)
        .where(eq(apiKeyAddresses.keyId, keyId))
        .orderBy(asc(apiKeyAddresses.address))
    ).map((row) => row.address);
  const lastSeenDaysAgo = async (address: string) => {
    const [row] = await t.database.db
      .select({ lastSeen: apiKeyAddresses.lastSeen })
      .from(apiKeyAddresses)
      .where(and(eq(apiKeyAddresses.keyId, keyId), eq(apiKeyAddresses.address, address)));
    return Math.round((Date.now() - row.lastSeen.getTime()) / dayMs);
  };
  const lastCallAgo = (address: string, days: { lastSeen: number; firstSeen?: number }) =>
    t.database.db
      .update(apiKeyAddresses)
      .set({
        lastSeen: sql`now() - make_interval(days => ${days.lastSeen})`,
        firstSeen: sql`now() - make_interval(days => ${days.firstSeen ?? days.lastSeen})`,
      })
      .where(and(eq(apiKeyAddresses.keyId, keyId), eq(apiKeyAddresses.address, address)));
  const newAddressEvents = async () =>
    (
      await t.database.db
        .select({ address: securityEvents.address })
        .from(securityEvents)
        .where(and(eq(securityEvents.kind, 'api_key_new_address'), eq(securityEvents.apiKeyId, keyId)))
        .orderBy(asc(securityEvents.id))
    ).map((row) => row.address);
  const destroy = (apiKeyAddressDays: number) =>
    runDestruction(
      t.database,
      t.app.retention,
      { ...defaultRetentionSettings, api_key_addresses: apiKeyAddressDays },
      { log: t.app.log, batchSize: 1 },
    );

  it('forgets the addresses not called from for the period, keeps the others, and the act counts them', async () => {
    for (const address of ['10.20.0.1', '10.20.0.2', '10.20.0.3', '10.20.0.4']) await call(address);
    await lastCallAgo('10.20.0.1', { lastSeen: 400 });
    await lastCallAgo('10.20.0.2', { lastSeen: 380 });
    await lastCallAgo('10.20.0.3', { lastSeen: 100 });
    // first seen long ago, but called from since: the period counts from the last call
    await lastCallAgo('10.20.0.4', { lastSeen: 2, firstSeen: 800 });

    const run = await destroy(defaultRetentionSettings.api_key_addresses);
    expect(run.lines.find((line) => line.category === 'api_key_addresses')).toMatchObject({
      days: 365,
      destroyed: 2,
      method: 'deleted',
    });
    expect(run.actId).not.toBeNull();
    expect(await remembered()).toEqual(['10.20.0.3', '10.20.0.4']);

    const shorter = await destroy(90);
    expect(shorter.lines.find((line) => line.category === 'api_key_addresses')?.destroyed).toBe(1);
    expect(await remembered()).toEqual(['10.20.0.4']);
  });

  it('records the next call from a forgotten address as a new address again, and a kept one not', async () => {
    expect(await newAddressEvents()).toEqual(['10.20.0.1', '10.20.0.2', '10.20.0.3', '10.20.0.4']);
    // The process wrote these pairs moments ago, so it still trusts its memory of them; in life a
    // pair it trusts was called from within a day, far from any period. Two days on it asks again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * dayMs);
    try {
      await call('10.20.0.1');
      await call('10.20.0.4');
    } finally {
      vi.useRealTimers();
    }
    expect(await newAddressEvents()).toEqual(['10.20.0.1', '10.20.0.2', '10.20.0.3', '10.20.0.4', '10.20.0.1']);
    expect(await remembered()).toEqual(['10.20.0.1', '10.20.0.4']);
    // The kept address's last call moved on (from two days ago), so its period starts again. Under
    // PGlite the database's clock is the faked one: "now" was two days ahead.
    expect(await lastSeenDaysAgo('10.20.0.4')).toBeLessThan(2);
  });

  it('writes a known address at most once a day, not on every call', async () => {
    await call('10.20.0.5');
    await lastCallAgo('10.20.0.5', { lastSeen: 200 });
    await call('10.20.0.5');
    expect(await lastSeenDaysAgo('10.20.0.5')).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * dayMs);
    try {
      await call('10.20.0.5');
    } finally {
      vi.useRealTimers();
    }
    expect(await lastSeenDaysAgo('10.20.0.5')).toBeLessThan(1);
    expect((await newAddressEvents()).filter((address) => address === '10.20.0.5')).toHaveLength(1);
  });
});
