import { defineConfig } from 'vitest/config';
import { embeddedEngineFiles } from './test/embedded-engine-files';

/**
 * Tests that measure how long the app held its event loop, or how much memory it took, while it
 * did heavy work. They run each in a fresh process: sharing a fork with a hundred other files, the
 * export test once saw the main thread busy for 611 ms in one poll (CI, 2026-11-28; never above
 * 100 ms alone), most likely collecting the heap the other files left, which belongs to the test
 * run, not to the app. The heap figures of the image-bomb test mean nothing in a shared fork either.
 */
const measuresTheProcess = [
  'src/modules/incidents/export-latency.test.ts',
  'src/modules/incident-import/import-latency.test.ts',
  'test/image-bombs.test.ts',
];

/** `SERVER_SUITE=embedded`: only the files about the embedded engine (test/embedded-engine-files.ts). */
const onlyEmbedded = process.env.SERVER_SUITE === 'embedded';
const serverFiles = onlyEmbedded ? embeddedEngineFiles : ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineConfig({
  test: {
    // Several processes each: `npm run test:cluster` (vitest.cluster.config.ts).
    exclude: ['test/cluster/**', '**/node_modules/**'],
    // one migrated database that every test file's database is copied from
    globalSetup: ['test/global-setup.ts'],
    // Each test file gets its own database; PGlite start-up and migrations take a moment.
    // Generous: PGlite's WASM start-up alone takes 10–20 s when the two cores are shared by
    // several test runs (measured at load average ~20), and password-hashing auth tests slow with it.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two cores: more workers only thrash.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: serverFiles,
          exclude: ['test/cluster/**', '**/node_modules/**', ...measuresTheProcess],
          // Test files in one fork share loaded modules: importing the app took ~1.2 s per file, a
          // hundred seconds of the suite. Every file builds its own app and database, and what lives
          // between requests is the app's own (docs/decisions/0046), so nothing leaks between files.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'measures-the-process',
          include: onlyEmbedded
            ? measuresTheProcess.filter((file) => embeddedEngineFiles.includes(file))
            : measuresTheProcess,
          isolate: true,
        },
      },
    ],
  },
});
