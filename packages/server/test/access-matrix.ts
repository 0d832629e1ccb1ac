import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createReportsUser,
  createStaff,
  createUser,
} from './factories';

/** Each kind of caller's headers: a guest, a user, a reports user, staff and an API key. */
export async function rolesOf(
  app: FastifyInstance,
  database: Database,
): Promise<Record<string, Record<string, string> | undefined>> {
  const apiUser = await createApiUser(database);
  const { key } = await createApiKey(database, apiUser);
  return {
    guest: undefined,
    user: await authHeader(app, await createUser(database)),
    reports: await authHeader(app, await createReportsUser(database)),
    staff: await authHeader(app, await createStaff(database)),
    api_key: apiKeyHeader(key),
  };
}

/** The status each role gets from each route (a POST with an empty body), for an access matrix. */
export async function accessMatrix(
  app: FastifyInstance,
  roles: Record<string, Record<string, string> | undefined>,
  routes: readonly (readonly ['GET' | 'POST', string])[],
): Promise<Record<string, number[]>> {
  const answered: Record<string, number[]> = {};
  for (const [role, headers] of Object.entries(roles)) {
    answered[role] = [];
    for (const [method, url] of routes) {
      const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      answered[role].push(res.statusCode);
    }
  }
  return answered;
}
