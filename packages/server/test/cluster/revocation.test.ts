import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { createStaff, createUser, type TestUser } from '../factories';
import { call, expectStatus, signIn, type Answer, type TokenPair } from './http';
import { clusterUnavailable, createClusterDatabase, startApp, type AppProcess } from './processes';

/**
 * Issue 24 §3: a revocation is answered only when every process refuses the revoked token. An
 * outside test saw an old access token accepted once on process B in 13 of 180 tries after a
 * logout, password change or deactivation on A. Here each try makes B accept the token first
 * (so whatever B keeps about the user is warm), revokes on one process and, the moment it has
 * answered, uses the token on the other: every such use must be 401. Before decision 0045 this
 * test saw 86 of 1,000 accepted.
 */
const unavailable = await clusterUnavailable();
if (unavailable) console.log(unavailable);

const totalTries = Number(process.env.CLUSTER_REVOCATION_TRIES ?? 1000);
/** Sign-ins prepared at once before the tries (argon2 on both processes' thread pools). */
const signInConcurrency = 8;
const passwords = ['Copper-kettle-7391', 'Velvet-harbour-2864'] as const;

type Kind = 'logout' | 'password change' | 'deactivation';

/** One try's signed-in user: the session whose access token is revoked. */
interface Session {
  user: TestUser;
  pair: TokenPair;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

describe.skipIf(unavailable)('revocation on one process is refused by the other at once', () => {
  let a: AppProcess;
  let b: AppProcess;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const cluster = await createClusterDatabase();
    drop = cluster.drop;
    // Sign-ins and refreshes all come from 127.0.0.1: the per-IP allowance must not be what answers.
    const env = { RATE_LIMIT_IP: '100000', RATE_LIMIT_ACCOUNT: '100000', RATE_LIMIT_CEILING: '100000' };
    // One after the other: two processes starting together on a new database can still deadlock
    // in loadReferenceData's upserts (one pair in six here), which is issue 24 §1's, not this test's.
    a = await startApp({ name: 'revoke-a', databaseUrl: cluster.url, env });
    b = await startApp({ name: 'revoke-b', databaseUrl: cluster.url, env });
    database = await openDatabase({ databaseUrl: cluster.url, dataDir: 'memory://', migrate: false });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await drop?.();
  });

  /** Uses `access` on `app`: the status of `GET /cargo/user/current`. */
  const useToken = async (app: AppProcess, access: string) =>
    (await call(app, 'GET', '/cargo/user/current', { token: access })).status;

  /** Even tries revoke on A and check on B, odd ones the other way round. */
  const sides = (n: number): [AppProcess, AppProcess] => (n % 2 === 0 ? [a, b] : [b, a]);

  /**
   * One try: `access` is accepted by `checker`, `revoke` runs on `revoker` and, the moment it has
   * answered, `checker` is asked again. What went wrong, or undefined.
   */
  async function tryOnce(
    n: number,
    access: string,
    revoke: (revoker: AppProcess) => Promise<Answer>,
    answers: number,
  ): Promise<string | undefined> {
    const [revoker, checker] = sides(n);
    expect(await useToken(checker, access)).toBe(200);
    expectStatus(await revoke(revoker), answers, `revocation #${n}`);
    const after = await useToken(checker, access);
    return after === 401 ? undefined : `#${n}: ${checker.name} answered ${after} after ${revoker.name} revoked`;
  }

  it(`refuses the old access token on the other process in every one of ${totalTries} tries`, async () => {
    const staff = await createStaff(database, { password: passwords[0] });
    const staffAccess = (await signIn(a, staff.username, staff.password)).access;
    // 400 + 200 + 400: a password change hashes twice with argon2 on the server (the current
    // password, then the new one), ten times the time of a logout or a deactivation, and the
    // tries run one at a time.
    const passwordChanges = Math.round(totalTries * 0.2);
    const logouts = Math.ceil((totalTries - passwordChanges) / 2);
    const deactivations = totalTries - passwordChanges - logouts;
    const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

    // A logout or a deactivation ends every session of its user: one user and session per try,
    // signed in beforehand and in parallel, so that the tries are not spent waiting for argon2.
    let since = Date.now();
    const signedIn = (count: number, offset: number) =>
      inBatches(Array.from({ length: count }), signInConcurrency, async (_, i): Promise<Session> => {
        const user = await createUser(database, { password: passwords[0] });
        return { user, pair: await signIn(sides(offset + i)[1], user.username, user.password) };
      });
    const logoutSessions = await signedIn(logouts, 0);
    const deactivationSessions = await signedIn(deactivations, logouts + passwordChanges);
    const timings = [`sign-ins ${seconds(since)}`];

    // The tries one after another: another try's write would make the checking process read the
    // user again anyway and hide a stale copy, which is what the test is looking for.
    const accepted: string[] = [];
    const note = (kind: Kind, wrong: string | undefined) => wrong && accepted.push(`${kind} ${wrong}`);
    let n = 0;
    since = Date.now();
    for (const { pair } of logoutSessions) {
      const logout = (revoker: AppProcess) =>
        call(revoker, 'POST', '/auth/logout/', { body: { refresh: pair.refresh } });
      note('logout', await tryOnce(n, pair.access, logout, 204));
      n += 1;
    }
    timings.push(`logouts ${seconds(since)}`);

    // One user changes its password back and forth: the changing session keeps its refresh
    // token, which gets it an access token of the new version for the next try.
    since = Date.now();
    const changer = await createUser(database, { password: passwords[0] });
    let pair = await signIn(a, changer.username, changer.password);
    for (let i = 0; i < passwordChanges; i += 1) {
      const body = { current_password: passwords[i % 2], password: passwords[(i + 1) % 2] };
      const access = pair.access;
      const change = (revoker: AppProcess) =>
        call(revoker, 'POST', '/cargo/user/change_password', { token: access, body });
      note('password change', await tryOnce(n, access, change, 200));
      const refreshed = await call<TokenPair>(sides(n)[1], 'POST', '/auth/token/refresh/', {
        body: { refresh: pair.refresh },
      });
      expectStatus(refreshed, 200, `refresh after password change #${n}`);
      pair = refreshed.body;
      n += 1;
    }
    timings.push(`password changes ${seconds(since)}`);

    since = Date.now();
    for (const { user, pair: session } of deactivationSessions) {
      const deactivate = (revoker: AppProcess) =>
        call(revoker, 'POST', `/cargo/reg_admin/${user.id}/update_settings`, {
          token: staffAccess,
          body: { is_active: false },
        });
      note('deactivation', await tryOnce(n, session.access, deactivate, 200));
      n += 1;
    }
    timings.push(`deactivations ${seconds(since)}`);

    console.log(
      `logout ${logouts}, password change ${passwordChanges}, deactivation ${deactivations} tries: ` +
        `${accepted.length} accepted; ${timings.join(', ')}`,
    );
    expect(n).toBe(totalTries);
    // The staff's own session was never revoked: the deactivations were all answered with it.
    expect(await useToken(b, staffAccess)).toBe(200);
    expect(accepted).toEqual([]);
  });
});
