import type { TestApp } from './test-app';
import { createTestApp } from './test-app';
import { authHeader, createUser } from './factories';
import { loadReferenceData } from '../src/db/reference-data';

/** An app for get_statistics tests: reference data loaded, a full and a limited user signed in. */
export interface StatisticsTestApp {
  t: TestApp;
  full: { authorization: string };
  limited: { authorization: string };
  url: string;
}

export async function createStatisticsTestApp(): Promise<StatisticsTestApp> {
  const t = await createTestApp();
  await loadReferenceData(t.database);
  return {
    t,
    full: await authHeader(t.app, await createUser(t.database)),
    limited: await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' })),
    url: `/api/v1/${t.config.product}/incident/get_statistics`,
  };
}
