import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/factories';
import { recordSeededSources } from '../../../test/identity-links';
import { eq } from 'drizzle-orm';
import { identitySourceKinds } from '@cargo-sentry/contracts/identity-links/identifiers';
import { identityBackfill } from '../schema/identity-links';
import { users } from '../schema/users';
import { hashPassword } from '../../platform/passwords';
import { demoAccounts, listPresentDemoAccounts, seedDemo, shouldSeedOnStart } from './seed-demo';

describe(`demo seed (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the five demo accounts and the incidents once; a second run changes nothing', async () => {
    const first = await seedDemo(t.database, { demoIncidents: 40 }, t.app.faceThread, recordSeededSources);
    expect(first).toEqual({ accountsCreated: ['admin', 'analyst', 'user', 'limited', 'demo'], incidentsCreated: 40 });
    // What it wrote directly is to be recorded as identity links by the next start's job.
    const pending = await t.database.db.select().from(identityBackfill);
    expect(pending.map((state) => [state.kind, state.afterRef, state.doneAt]).sort()).toEqual(
      identitySourceKinds.map((kind) => [kind, null, null]).sort(),
    );
    const second = await seedDemo(t.database, { demoIncidents: 40 }, t.app.faceThread, recordSeededSources);
    expect(second).toEqual({ accountsCreated: [], incidentsCreated: 0 });
    expect((await listPresentDemoAccounts(t.database)).map((a) => a.username)).toEqual(
      demoAccounts.map((a) => a.username),
    );
  });

  it('signs each account in with <username>-demo and gives it its role', async () => {
    const expected: Record<string, object> = {
      admin: { is_staff: true },
      analyst: { is_staff: false, can_do_reports: true },
      user: {
        is_staff: false,
        can_do_reports: false,
        access_level: 'full',
        verification_count: 50,
        verification_total: 50,
      },
      limited: { access_level: 'limited' },
      demo: { demo: true },
    };
    for (const account of demoAccounts) {
      const { access } = await loginAs(t.app, account);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cargo/user/current',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(me.json()).toMatchObject({ username: account.username, ...expected[account.username] });
      expect(me.json().company).not.toBe('');
    }
  });

  it('seeds on start only on the embedded database unless told otherwise', () => {
    expect(shouldSeedOnStart({ demoSeed: 'auto' }, 'pglite')).toBe(true);
    expect(shouldSeedOnStart({ demoSeed: 'auto' }, 'postgres')).toBe(false);
    expect(shouldSeedOnStart({ demoSeed: 'always' }, 'postgres')).toBe(true);
    expect(shouldSeedOnStart({ demoSeed: 'never' }, 'pglite')).toBe(false);
  });

  it('lists only demo accounts that still sign in with their published password', async () => {
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a changed Passw0rd!') })
      .where(eq(users.username, 'admin'));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.username, 'demo'));
    expect((await listPresentDemoAccounts(t.database)).map((a) => a.username)).toEqual(['analyst', 'user', 'limited']);
  });
});
