import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataExports } from '@cargo-sentry/contracts/security-events/security-events';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-personal-data'?: unknown;
}

/**
 * Issue 28 §5: every route that hands out a file says whether the file holds personal data, so
 * its downloads are security events. Routes are read from the OpenAPI document, where the route's
 * `personalData` mark appears as `x-personal-data`: a new download route fails here until marked.
 */
describe(`personal data marks of download routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let operations: { name: string; operation: Operation }[];

  beforeAll(async () => {
    t = await createTestApp();
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
  });
  afterAll(() => t.close());

  /** A route answering something other than JSON (or nothing declared) on success sends a file. */
  const isDownload = (operation: Operation) => {
    const ok = operation.responses?.['200'];
    return ok !== undefined && !ok.content?.['application/json'];
  };

  it('finds the download routes', () => {
    const downloads = operations.filter((o) => isDownload(o.operation)).map((o) => o.name);
    expect(downloads).toContain('get /api/v1/cargo/incident/export_excel');
    expect(downloads).toContain('get /api/v1/cargo/verification_ticket/{id}/report.pdf');
    expect(downloads).toContain('get /api/v1/cargo/security_events/export');
    expect(downloads.length).toBeGreaterThan(8);
  });

  it('refuses a download route that does not say whether its file holds personal data', () => {
    const unmarked = operations
      .filter((o) => isDownload(o.operation) && o.operation['x-personal-data'] === undefined)
      .map((o) => o.name);
    expect(unmarked).toEqual([]);
  });

  it('names only known kinds of personal data', () => {
    const known = new Set<unknown>([...personalDataExports, false]);
    const marks = operations.filter((o) => o.operation['x-personal-data'] !== undefined);
    expect(marks.filter((o) => !known.has(o.operation['x-personal-data'])).map((o) => o.name)).toEqual([]);
    const marked = marks.filter((o) => o.operation['x-personal-data'] !== false).map((o) => o.name);
    expect(marked).toEqual(
      expect.arrayContaining([
        'get /api/v1/cargo/incident/export_excel',
        'get /api/v1/cargo/verification_ticket/{id}/report.pdf',
        'get /api/v1/cargo/verification_log/by_month/export',
        'get /api/v1/cargo/commercial_prudence/export',
        'get /api/v1/cargo/reports/{id}/file',
        'get /api/v1/cargo/incidents_file/{id}/report',
      ]),
    );
  });
});
