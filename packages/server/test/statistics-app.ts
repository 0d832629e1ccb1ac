import type { TestApp, TestAppOptions } from './test-app';
import { createTestApp } from './test-app';
import { authHeader, createUser } from './factories';
import { loadReferenceData } from '../src/db/reference-data';

/**
 * An app for get_statistics tests: reference data loaded, a full and a limited user signed in;
 * `options` tune it as for `createTestApp` (the statistics answer cache, the incident index).
 */
export interface StatisticsTestApp {
  t: TestApp;
  full: { authorization: string };
  limited: { authorization: string };
  url: string;
}

export async function createStatisticsTestApp(options: TestAppOptions = {}): Promise<StatisticsTestApp> {
  const t = await createTestApp({}, options);
  await loadReferenceData(t.database);
  return {
    t,
    full: await authHeader(t.app, await createUser(t.database)),
    limited: await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' })),
    url: `/api/v1/${t.config.product}/incident/get_statistics`,
  };
}
