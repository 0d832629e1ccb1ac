/**
 * The server test files that `.ci/run` also runs on PGlite after the whole suite ran on PostgreSQL
 * (`SERVER_SUITE=embedded`). PGlite is the same PostgreSQL compiled to WebAssembly, so what it can
 * do differently is how it runs, not what SQL means: one connection inside the app's process, its
 * data directory and image, the job queue over that one connection, concurrency that serializes,
 * and work that shares the main thread. These files test exactly that, or branch on the engine.
 * `npm test` on a machine without PostgreSQL runs every file on PGlite, and the e2e suite runs the
 * app on PGlite.
 */
export const embeddedEngineFiles = [
  // the engine itself: the client, its data directory, start-up, seeds
  'src/db/client.test.ts',
  'test/persistence.test.ts',
  'src/start-banner.test.ts',
  'src/db/seed/seed-demo.test.ts',
  'src/db/seed/seed-incidents.test.ts',
  'test/schema-catalogue.test.ts',
  // the job queue and change tracking over one connection
  'src/platform/jobs.test.ts',
  'src/platform/data-version.test.ts',
  'src/modules/personal-data/destruction.test.ts',
  // concurrency that serializes on one connection: quotas, revocation, imports
  'src/modules/verification/tickets.test.ts',
  'test/revocation-paths.test.ts',
  'src/modules/users/signed-in-user.test.ts',
  'src/modules/incident-import/write.test.ts',
  // the main thread shared with the database
  'src/modules/incident-import/import-latency.test.ts',
  'src/modules/incidents/export-latency.test.ts',
  // files that branch on the engine
  'src/modules/incident-index/service.test.ts',
  'src/modules/identity-links/links-service.test.ts',
  'src/modules/passport-recognition/service.test.ts',
];
