import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import local from './scripts/eslint-rules/index.mjs';

const webImportResolver = fileURLToPath(new URL('./scripts/eslint-web-resolver.cjs', import.meta.url));

/** eslint-plugin-boundaries settings shared by the server and the contracts (Node resolution). */
const nodeBoundaries = {
  'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
  'boundaries/legacy-templates': false,
  // element patterns are relative to the repository root, whatever the working directory
  'boundaries/root-path': import.meta.dirname,
  // re-exports and import() count too, or `export … from '../x/repo'` would slip through
  'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a dropped promise hides a failure (an unhandled rejection, a write that
    // never finished). Mark an intentionally dropped promise with `void`.
    files: ['packages/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // ---- Server layers (CONTRIBUTING.md#layers-and-lint-rules), enforced here so a wrong import fails `npm run lint`. ----
  // db/ and platform/ sit below the feature modules and never import them; a module reaches
  // another module only through that module's service.ts (its one public API), never its repo,
  // routes or helpers. packages/server/test/layers.test.ts proves each rule reports a probe file.
  {
    files: ['packages/server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      ...nodeBoundaries,
      'boundaries/elements': [
        { type: 'server-db', pattern: 'packages/server/src/db', partialMatch: false },
        { type: 'server-platform', pattern: 'packages/server/src/platform', partialMatch: false },
        { type: 'server-module', pattern: 'packages/server/src/modules/*', partialMatch: false, capture: ['module'] },
      ],
      'boundaries/files': [
        { category: 'test', pattern: 'packages/server/**/*.test.ts' },
        { category: 'route', pattern: 'packages/server/src/**/*routes*.ts' },
        { category: 'db-schema', pattern: 'packages/server/src/db/schema/**' },
        { category: 'module-api', pattern: 'packages/server/src/modules/*/service.ts', stopMatching: true },
        { category: 'module-internal', pattern: 'packages/server/src/modules/**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: { anyOf: ['server-db', 'server-platform'] } } },
              disallow: { to: { element: { type: 'server-module' } } },
              message: 'db/ and platform/ must not import modules/ (modules build on them, not the reverse)',
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: {
                to: { element: { type: 'server-module' }, file: { categories: 'module-internal' } },
              },
              message: "a module imports another module only through that module's service.ts",
            },
            {
              // a module's own files import each other freely
              from: { element: { type: 'server-module' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
            {
              // a route's test may read what the route stored
              from: { file: { categories: { allOf: ['route'], noneOf: ['test'] } } },
              disallow: { to: { file: { categories: 'db-schema' } } },
              message: 'a route calls its service, which holds the queries: no db/schema in a route file',
            },
          ],
        },
      ],
    },
  },
  // ---- end of server layers ----
  // ---- Local rules (scripts/eslint-rules/, one plugin named `local`) ----
  // No hidden module state in production code: long-lived parts are built by buildApp and passed
  // down (docs/decisions/0046). The rule and its allow-list: scripts/eslint-rules/no-module-state.mjs.
  {
    files: ['packages/server/src/**/*.ts', 'packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/web/src/test/**'],
    plugins: { local },
    rules: { 'local/no-module-state': 'error' },
  },
  // A module's files never hand on a repo's names: its service answers with functions of its own,
  // so no query, row or SQL fragment crosses into another module through a re-export.
  {
    files: ['packages/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { local },
    rules: { 'local/no-repo-reexport': 'error' },
  },
  // ---- Contracts (CONTRIBUTING.md#layers-and-lint-rules) ----
  // packages/contracts sits below the server and the web app and is shared by both: it imports its
  // own files, zod and the password-strength estimator (its declared dependencies), never server or
  // web code, Node or any other package. Its tests may also use their test tools.
  {
    files: ['packages/contracts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      ...nodeBoundaries,
      'boundaries/elements': [{ type: 'contracts', pattern: 'packages/contracts/src', partialMatch: false }],
      'boundaries/files': [{ category: 'test', pattern: 'packages/contracts/**/*.test.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // every import counts: packages and Node's modules, files outside any element, its own files
          checkAllOrigins: true,
          checkUnknownLocals: true,
          checkInternals: true,
          message: 'contracts import only their own files, zod and @zxcvbn-ts (no server, web, Node or other package)',
          policies: [
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { type: 'contracts' } } } },
            {
              from: { element: { type: 'contracts' } },
              allow: { to: { module: { origin: 'external', source: ['zod', '@zxcvbn-ts/*'] } } },
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { module: { origin: 'external', source: ['vitest', 'fast-check'] } } },
            },
          ],
        },
      ],
    },
  },
  // Rows of raw SQL are parsed with a zod row schema, not cast (docs/architecture.md#rows-are-parsed):
  // no `as unknown as`, no `.query<T>()` / `.execute<T>()` in server production code.
  // The rule: scripts/eslint-rules/no-row-cast.mjs; its proof: packages/server/test/row-cast.test.ts.
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { local },
    rules: { 'local/no-row-cast': 'error' },
  },
  // Uploaded images are decoded by platform/images/decode-image.ts alone: bounded before they
  // allocate and run off the main thread (issue 23 §21). A decoder called anywhere else is a bomb's way in.
  {
    files: ['packages/server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['packages/server/src/platform/images/decode-image.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'jpeg-js', message: 'decode images with platform/images (decodeImage, image-thread)' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='sync'][property.name='read']",
          message: 'decode images with platform/images (decodeImage, image-thread), not pngjs directly',
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // ---- Web layers (CONTRIBUTING.md#layers-and-lint-rules) -------------------------------------------------------------
  // Imports flow one way: shared → features → app. A feature never imports another feature or
  // app/; shared/ never imports features/ or app/. scripts/eslint-web-resolver.cjs resolves the
  // '@/…' alias so an aliased import is checked the same as a relative one.
  // Proven by packages/web/src/test/layer-rules.test.ts (a probe file per rule must be reported).
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { [webImportResolver]: {} },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'packages/web/src/app/**', partialMatch: false },
        { type: 'web-shared', pattern: 'packages/web/src/shared/**', partialMatch: false },
        { type: 'web-feature', pattern: 'packages/web/src/features/*/**', partialMatch: false, capture: ['feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
              message: 'shared/ must not import features/ or app/',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-app' } } },
              message: 'a feature must not import app/',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
              message: 'a feature must not import another feature',
            },
          ],
        },
      ],
    },
  },
  // ---- end of web layers ----------------------------------------------------------------------
);
