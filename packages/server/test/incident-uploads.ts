import type { IncidentUpload, IncidentUploadDetail } from '@cargo-sentry/contracts/incident-import/incident-import';
import { expect } from 'vitest';
import { authHeader, injectMultipart, type TestUser } from './factories';
import type { Database } from '../src/db/client';
import type { TestApp } from './test-app';

/**
 * Uploads an incident spreadsheet as `staff` and waits for its background import to end (up to
 * two minutes); the upload as the page then sees it.
 */
export async function importIncidentFile(
  t: TestApp,
  staff: TestUser,
  file: Uint8Array,
  { onDuplicate = 'update', name = 'file.csv' }: { onDuplicate?: string; name?: string } = {},
): Promise<IncidentUploadDetail> {
  const res = await injectMultipart(t.app, '/api/v1/cargo/incidents_file', staff, [
    ['incidents_file', new Blob([file as Uint8Array<ArrayBuffer>]), name],
    ['on_duplicate', onDuplicate],
  ]);
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json<IncidentUpload>();
  const headers = await authHeader(t.app, staff);
  for (let i = 0; i < 1200; i += 1) {
    const upload = (await t.app.inject({ url: `/api/v1/cargo/incidents_file/${id}`, headers })).json();
    if (!['queued', 'running'].includes(upload.status)) return upload;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`upload ${id} did not finish`);
}

/**
 * Runs `fn` while the database refuses to insert an incident whose description is `boom`: a
 * failure part-way through an import, after batches before it were committed.
 */
export async function withBoomRefused<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  await database.withSession(async (s) => {
    await s.exec(`CREATE FUNCTION test_refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.description = 'boom' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await s.exec(`CREATE TRIGGER test_refuse_boom BEFORE INSERT ON incidents
      FOR EACH ROW EXECUTE FUNCTION test_refuse_boom()`);
  });
  try {
    return await fn();
  } finally {
    await database.withSession(async (s) => {
      await s.exec('DROP TRIGGER test_refuse_boom ON incidents');
      await s.exec('DROP FUNCTION test_refuse_boom()');
    });
  }
}
