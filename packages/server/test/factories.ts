import type { FastifyInstance } from 'fastify';
import { apiKeyCheckNames, type IssueApiKey, type IssuedApiKey } from '@cargo-sentry/contracts/api-users/api-users';
import { issueApiKey } from '../src/modules/api-users/service';
import type { Database } from '../src/db/client';
import { users, type UserRow } from '../src/db/schema/users';
import { hashPassword } from '../src/platform/passwords';
import { signAccessToken } from '../src/platform/tokens';

/** The password of every user made by `createUser` unless overridden. */
export const defaultPassword = 'correct-horse-42';

type NewUser = typeof users.$inferInsert;
export type UserOverrides = Partial<Omit<NewUser, 'passwordHash'>> & { password?: string };
export type TestUser = UserRow & { password: string };

// Password hashing is deliberately slow (argon2id, ~20 ms); hash each distinct password once per test process.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;

/**
 * Inserts an active user with full access and a quota of 10 checks. Every field can be
 * overridden: `createUser(db, { isStaff: true })`, `createUser(db, { accessLevel: 'limited' })`.
 */
export async function createUser(database: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  sequence += 1;
  const { password = defaultPassword, ...fields } = overrides;
  const username = fields.username ?? `user_${process.pid}_${sequence}`;
  const [row] = await database.db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@example.test`,
      firstName: 'Ivan',
      lastName: 'Petrov',
      company: 'OOO Test Logistics',
      phone: '+79990000000',
      verificationCount: 10,
      verificationTotal: 10,
      ...fields,
      passwordHash: await cachedHash(password),
    })
    .returning();
  return { ...row, password };
}

/** Shorthands for the roles of docs/architecture.md#permissions. */
export const createStaff = (database: Database, overrides: UserOverrides = {}) =>
  createUser(database, { isStaff: true, ...overrides });
export const createReportsUser = (database: Database, overrides: UserOverrides = {}) =>
  createUser(database, { canDoReports: true, ...overrides });

/** An access token for `user`, minted directly (no login request, no rate limit). */
export function tokenFor(app: FastifyInstance, user: Pick<UserRow, 'id'>): Promise<string> {
  return signAccessToken(app.tokenKeys, user.id, app.config.accessTokenTtl);
}

/** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
export async function authHeader(app: FastifyInstance, user: Pick<UserRow, 'id'>): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await tokenFor(app, user)}` };
}

/** Signs in through `POST /api/v1/auth/token/` and returns the token pair (the real flow). */
export async function loginAs(
  app: FastifyInstance,
  user: { username: string; password: string },
): Promise<{ access: string; refresh: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/',
    payload: { username: user.username, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${user.username} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A `multipart/form-data` request body as a browser sends it, for `app.inject`. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
  };
}

/** One multipart form part: a field, or a file with its name. */
export type MultipartPart = [name: string, value: string | Blob, filename?: string];

/** POSTs a `multipart/form-data` form as `user` (`null`: signed out), as the web app's uploads do. */
export async function injectMultipart(
  app: FastifyInstance,
  url: string,
  user: Pick<UserRow, 'id'> | null,
  parts: MultipartPart[],
) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  const { payload, headers } = await multipartBody(form);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(user ? await authHeader(app, user) : {}) },
    payload,
  });
}

/** Opens a verification ticket for `user` with the consent given, and returns its id. */
export async function openTicket(app: FastifyInstance, user: Pick<UserRow, 'id'>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cargo/verification/get_ticket',
    headers: await authHeader(app, user),
    payload: { consent: true },
  });
  if (res.statusCode !== 201) throw new Error(`get_ticket failed: ${res.statusCode} ${res.body}`);
  return res.json<{ ticket: string }>().ticket;
}

/** The smallest real PNG: one transparent pixel. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An API user (no password, flagged `is_api_user`) for the key tests. */
export const createApiUser = (database: Database, overrides: UserOverrides = {}) =>
  createUser(database, { isApiUser: true, verificationCount: 0, verificationTotal: 0, ...overrides });

/** Issues a key through the service, as staff would: every check allowed and 10 of quota unless told. */
export async function createApiKey(
  database: Database,
  apiUser: Pick<UserRow, 'id'>,
  overrides: Partial<IssueApiKey> = {},
): Promise<IssuedApiKey> {
  const staff = await createStaff(database);
  return issueApiKey(database, staff, apiUser.id, {
    name: 'TMS',
    expires_on: null,
    verification_count: 10,
    allowed_checks: [...apiKeyCheckNames],
    ...overrides,
  });
}

/** `{ authorization: 'Api-Key …' }` for `app.inject({ headers })`. */
export function apiKeyHeader(key: string): { authorization: string } {
  return { authorization: `Api-Key ${key}` };
}
