import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser, loginAs } from './factories';
import { testDatabaseKind } from './test-app';

// The embedded database specifically: files under DATA_DIR must outlive the process. The
// PostgreSQL pass of CI skips it (it ran in the PGlite pass; PostgreSQL persists by itself).
describe.skipIf(testDatabaseKind === 'postgres')('embedded database under DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = () => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });

  // Creating PGlite's files on disk and migrating twice takes a while on a busy machine.
  it('keeps accounts and sessions across a restart', { timeout: 180_000 }, async () => {
    const first = await buildApp(config(), { logger: false });
    const user = await createUser(first.database, { username: 'survivor' });
    const tokens = await loginAs(first, user);
    await first.close();

    const second = await buildApp(config(), { logger: false });
    try {
      expect(second.database.kind).toBe('pglite');
      // Same JWT secret (kept under DATA_DIR), same refresh-token rows.
      const me = await second.inject({
        method: 'GET',
        url: '/api/v1/cargo/user/current',
        headers: { authorization: `Bearer ${tokens.access}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe('survivor');
      const refreshed = await second.inject({
        method: 'POST',
        url: '/api/v1/auth/token/refresh/',
        payload: { refresh: tokens.refresh },
      });
      expect(refreshed.statusCode).toBe(200);
      await loginAs(second, user);
    } finally {
      await second.close();
    }
  });
});
