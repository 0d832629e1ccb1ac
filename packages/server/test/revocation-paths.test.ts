import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import {
  apiKeyHeader,
  createApiKey,
  createApiUser,
  createReportsUser,
  createStaff,
  createUser,
  loginAs,
  tokenFor,
  type TestUser,
} from './factories';
import { openTestDatabase, testConfig, testDatabaseKind } from './test-app';

/**
 * Issue 24 §3: every way of taking away what a token or an API key may do, each applied on one
 * app and refused by the other at its very next request. On PostgreSQL they are two apps on one
 * database, each with its own pool, copies and notification listener, as two processes of a
 * deployment are; on PGlite (one process by nature) the second app is the first.
 *
 * The list is complete: the last test finds, in src/, every call of a revocation primitive and
 * every object that sets a field the permission check reads, and fails on one the list does not
 * name. A new way to revoke thus joins this file before it can be merged.
 */

/** Tries per path: a copy kept by the other app was served in about 12 of 20 tries before decision 0045. */
const tries = 6;
const secondPassword = 'Velvet-harbour-2864';

interface Apps {
  /** The app that revokes. */
  a: FastifyInstance;
  /** The app that must refuse at once. */
  b: FastifyInstance;
  database: Database;
  staffToken: string;
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; apiKey?: string; body?: object };

async function send(app: FastifyInstance, call: Call): Promise<{ status: number; body: Record<string, unknown> }> {
  const authorization = call.apiKey
    ? apiKeyHeader(call.apiKey)
    : call.token
      ? { authorization: `Bearer ${call.token}` }
      : {};
  const res = await app.inject({
    method: call.method,
    url: `/api/v1${call.url}`,
    headers: authorization,
    payload: call.body,
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : {} };
}

/** Throws unless the answer has `status` (with the body in the message). */
async function expectAnswer(app: FastifyInstance, call: Call, status: number): Promise<Record<string, unknown>> {
  const { status: got, body } = await send(app, call);
  if (got !== status)
    throw new Error(`${call.method} ${call.url}: expected ${status}, got ${got} ${JSON.stringify(body)}`);
  return body;
}

const current = (token: string): Call => ({ method: 'GET', url: '/cargo/user/current', token });

/**
 * One way of revoking: `prepare` makes a holder whose `probe` the other app answers 200, `revoke`
 * takes it away on the first app, and then the same probe must get `refused` on the other app.
 */
interface RevocationPath {
  prepare(apps: Apps): Promise<{ probe: Call; revoke: Call; revoked: number }>;
  /** The probe's status after the revocation. */
  refused: number;
}

const userSettings = (staffToken: string, user: TestUser, body: object): Call => ({
  method: 'POST',
  url: `/cargo/reg_admin/${user.id}/update_settings`,
  token: staffToken,
  body,
});

const paths: Record<string, RevocationPath> = {
  logout: {
    refused: 401,
    prepare: async ({ a, database }) => {
      const pair = await loginAs(a, await createUser(database));
      return {
        probe: current(pair.access),
        revoke: { method: 'POST', url: '/auth/logout/', body: { refresh: pair.refresh } },
        revoked: 204,
      };
    },
  },
  'a rotated refresh token used again': {
    refused: 401,
    prepare: async ({ a, database }) => {
      const first = await loginAs(a, await createUser(database));
      const rotated = await expectAnswer(
        a,
        { method: 'POST', url: '/auth/token/refresh/', body: { refresh: first.refresh } },
        200,
      );
      // REFRESH_REUSE_GRACE is 0 here: the second use is a stolen token's, and ends the session.
      return {
        probe: current(String(rotated.access)),
        revoke: { method: 'POST', url: '/auth/token/refresh/', body: { refresh: first.refresh } },
        revoked: 401,
      };
    },
  },
  'own password change': {
    refused: 401,
    prepare: async ({ a, database }) => {
      const user = await createUser(database);
      const token = await tokenFor(a, user);
      const body = { current_password: user.password, password: secondPassword };
      return {
        probe: current(token),
        revoke: { method: 'POST', url: '/cargo/user/change_password', token, body },
        revoked: 200,
      };
    },
  },
  'password reset with the mailed key': {
    refused: 401,
    prepare: async ({ a, database, staffToken }) => {
      const user = await createUser(database);
      await expectAnswer(
        a,
        { method: 'POST', url: '/cargo/registration/forgot_password', body: { email: user.email } },
        200,
      );
      await a.background.drain();
      const outbox = await expectAnswer(
        a,
        { method: 'GET', url: `/cargo/mail_outbox?to=${encodeURIComponent(user.email)}`, token: staffToken },
        200,
      );
      const [mail] = outbox.results as { link: string }[];
      const key = new URL(mail.link).searchParams.get('key');
      return {
        probe: current(await tokenFor(a, user)),
        revoke: { method: 'POST', url: '/cargo/registration/reset_password', body: { key, password: secondPassword } },
        revoked: 200,
      };
    },
  },
  'deactivation by staff': {
    refused: 401,
    prepare: async ({ a, database, staffToken }) => {
      const user = await createUser(database);
      return {
        probe: current(await tokenFor(a, user)),
        revoke: userSettings(staffToken, user, { is_active: false }),
        revoked: 200,
      };
    },
  },
  'password set by staff': {
    refused: 401,
    prepare: async ({ a, database, staffToken }) => {
      const user = await createUser(database);
      const revoke: Call = {
        method: 'POST',
        url: `/cargo/reg_admin/${user.id}/change_password`,
        token: staffToken,
        body: { password: secondPassword },
      };
      return { probe: current(await tokenFor(a, user)), revoke, revoked: 200 };
    },
  },
  'deletion by staff': {
    refused: 401,
    prepare: async ({ a, database, staffToken }) => {
      const user = await createUser(database);
      const revoke: Call = { method: 'DELETE', url: `/cargo/reg_admin/${user.id}`, token: staffToken };
      return { probe: current(await tokenFor(a, user)), revoke, revoked: 200 };
    },
  },
  'report rights taken by staff': {
    refused: 403,
    prepare: async ({ a, database, staffToken }) => {
      const user = await createReportsUser(database);
      const probe: Call = { method: 'GET', url: '/cargo/reports', token: await tokenFor(a, user) };
      return { probe, revoke: userSettings(staffToken, user, { can_do_reports: false }), revoked: 200 };
    },
  },
  'an allow-list set by staff': {
    refused: 403,
    prepare: async ({ a, database, staffToken }) => {
      const user = await createUser(database);
      // app.inject comes from 127.0.0.1: any other address shuts it out
      const revoke = userSettings(staffToken, user, { allowed_ips: ['10.9.9.9'] });
      return { probe: current(await tokenFor(a, user)), revoke, revoked: 200 };
    },
  },
  'an API key revoked by staff': {
    refused: 401,
    prepare: async ({ database, staffToken }) => {
      const apiUser = await createApiUser(database);
      const key = await createApiKey(database, apiUser);
      const revoke: Call = { method: 'DELETE', url: `/cargo/api_user/${apiUser.id}/keys/${key.id}`, token: staffToken };
      return { probe: { method: 'GET', url: '/cargo/verification_ticket', apiKey: key.key }, revoke, revoked: 200 };
    },
  },
  'an API user deactivated by staff': {
    refused: 401,
    prepare: async ({ database, staffToken }) => {
      const apiUser = await createApiUser(database);
      const key = await createApiKey(database, apiUser);
      const body = {
        company: apiUser.company,
        first_name: 'Api',
        last_name: 'User',
        email: apiUser.email,
        is_active: false,
      };
      const revoke: Call = { method: 'PUT', url: `/cargo/api_user/${apiUser.id}`, token: staffToken, body };
      return { probe: { method: 'GET', url: '/cargo/verification_ticket', apiKey: key.key }, revoke, revoked: 200 };
    },
  },
};

/**
 * Where src/ revokes, found by the last test: `file#function` → the paths above that exercise it.
 * A revocation primitive's own body is covered through its callers.
 */
const revokingSites: Record<string, string[]> = {
  'modules/auth/service.ts#logout': ['logout'],
  'modules/auth/service.ts#refreshTokens': ['a rotated refresh token used again'],
  'modules/auth/service.ts#changePassword': ['own password change'],
  'modules/registration/service.ts#resetPassword': ['password reset with the mailed key'],
  'modules/user-admin/settings.ts#updateUserSettings': [
    'deactivation by staff',
    'report rights taken by staff',
    'an allow-list set by staff',
  ],
  'modules/user-admin/settings.ts#changeUserPassword': ['password set by staff'],
  'modules/user-admin/service.ts#deleteUser': ['deletion by staff'],
  'modules/api-users/routes.ts#apiUserRoutes': ['an API key revoked by staff'],
  'modules/api-users/service.ts#revokeApiKey': ['an API key revoked by staff'],
  'modules/api-users/service.ts#updateApiUser': ['an API user deactivated by staff'],
  'modules/auth/service.ts#revokeSession': ['logout', 'a rotated refresh token used again'],
  'modules/auth/service.ts#revokeAllSessions': ['password reset with the mailed key', 'deactivation by staff'],
  'modules/users/repo.ts#bumpTokenVersion': ['logout', 'own password change'],
  'modules/users/service.ts#revokeAccessTokens': ['logout', 'own password change'],
};

/** Sites that set such a field without taking anything away, and why. */
const otherSites: Record<string, string> = {
  'modules/api-users/service.ts#createApiUser': 'creates an account',
  'modules/user-admin/service.ts#createUser': 'creates an account',
  'modules/registration/service.ts#register': 'creates an account',
  'modules/users/repo.ts#activatePendingUser': 'grants: activates a pending account',
  'modules/users/repo.ts#replacePasswordHash': 'stores a stronger hash of the same password at sign-in',
  'modules/incident-index/repo.ts#selectSearchIds': 'reads the access level',
  'modules/notifications/saved-filters-repo.ts#selectAlertingFilters': 'reads the access level',
  'modules/prudence/checks.ts#incidentFindings': 'reads the access level',
  'modules/identity-links/consistency-check.ts#checkConsistency': 'reads whether the user is staff',
  'modules/identity-links/links-service.ts#findLinks': 'reads whether the user is staff',
  'modules/identity-links/service.ts#sourcesNaming': "names a staff viewer for a data subject's search",
  'platform/tokens.ts#verifyAccessToken': "reads a token's version",
};

/** Functions whose call takes a session, a token or a key away. */
const primitives = new Set([
  'revokeAllSessions',
  'revokeSession',
  'revokeAccessTokens',
  'bumpTokenVersion',
  'revokeUserTokens',
  'revokeFamily',
  'revokeApiKey',
]);
/** Account fields the permission check reads (platform/permissions.ts, api-key-auth.ts). */
const checkedFields = new Set([
  'isActive',
  'passwordHash',
  'deletedAt',
  'tokenVersion',
  'isStaff',
  'canDoReports',
  'allowedIps',
  'accessLevel',
]);

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The named function a node sits in (a declaration, or an arrow function given to a const). */
function enclosingFunction(node: ts.Node): string {
  for (let up = node.parent; up; up = up.parent) {
    if ((ts.isFunctionDeclaration(up) || ts.isMethodDeclaration(up)) && up.name) return up.name.getText();
    if ((ts.isArrowFunction(up) || ts.isFunctionExpression(up)) && ts.isVariableDeclaration(up.parent)) {
      return up.parent.name.getText();
    }
  }
  return '(top level)';
}

/** `file#function` of every call of a primitive and every object literal setting a checked field. */
function findRevocationSites(): Set<string> {
  const sites = new Set<string>();
  for (const file of sourceFiles(serverSrc)) {
    const relative = path.relative(serverSrc, file);
    // the table's definition, and demo accounts made before anyone signs in
    if (relative.startsWith('db/schema/') || relative.startsWith('db/seed/')) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let isSite = false;
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : undefined;
        isSite = name !== undefined && primitives.has(name);
      }
      if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
        ts.isObjectLiteralExpression(node.parent)
      ) {
        isSite = checkedFields.has(node.name.getText());
      }
      if (isSite) sites.add(`${relative}#${enclosingFunction(node)}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

describe(`every revocation path applies on the other process at once (${testDatabaseKind})`, () => {
  const apps = {} as Apps;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const { database, drop, url } = await openTestDatabase();
    const config = testConfig({ REFRESH_REUSE_GRACE: '0' });
    const a = await buildApp(config, { database, logger: false });
    let other: Database | undefined;
    let b = a;
    if (url) {
      other = await openDatabase({ databaseUrl: url, dataDir: 'memory://', migrate: false });
      b = await buildApp(config, { database: other, logger: false });
    }
    await Promise.all([a.ready(), b.ready()]);
    Object.assign(apps, { a, b, database, staffToken: await tokenFor(a, await createStaff(database)) });
    close = async () => {
      await Promise.all([a.close(), b === a ? undefined : b.close()]);
      await other?.close();
      await drop();
    };
  }, 60_000);
  afterAll(() => close?.());

  for (const [name, path] of Object.entries(paths)) {
    it(`${name}: refused by the other app at its next request (${tries} tries)`, async () => {
      for (let i = 0; i < tries; i += 1) {
        const { probe, revoke, revoked } = await path.prepare(apps);
        // the other app has just answered for this holder: whatever it keeps of them is fresh
        await expectAnswer(apps.b, probe, 200);
        await expectAnswer(apps.a, revoke, revoked);
        expect((await send(apps.b, probe)).status, `${name}, try ${i + 1}`).toBe(path.refused);
      }
    });
  }

  it('covers every place in src/ that revokes, and names each such place', () => {
    for (const covering of Object.values(revokingSites).flat()) expect(Object.keys(paths)).toContain(covering);
    const listed = [...Object.keys(revokingSites), ...Object.keys(otherSites)].sort();
    // A new entry here: a new way to revoke (add a path above that proves the other process
    // refuses at once, and name it in `revokingSites`), or a harmless one (`otherSites`, why).
    expect([...findRevocationSites()].sort()).toEqual(listed);
  });
});
