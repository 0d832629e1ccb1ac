import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const webImportResolver = fileURLToPath(new URL('./scripts/eslint-web-resolver.cjs', import.meta.url));

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
  // ---- Server layers (STYLE.md §1), enforced here so a wrong import fails `npm run lint`. ----
  // db/ and platform/ sit below the feature modules and never import them; a module reaches
  // another module only through that module's service.ts (its one public API), never its repo,
  // routes or helpers. packages/server/test/layers.test.ts proves each rule reports a probe file.
  {
    files: ['packages/server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
      'boundaries/legacy-templates': false,
      // element patterns are relative to the repository root, whatever the working directory
      'boundaries/root-path': import.meta.dirname,
      // re-exports and import() count too, or `export … from '../x/repo'` would slip through
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'server-db', pattern: 'packages/server/src/db', partialMatch: false },
        { type: 'server-platform', pattern: 'packages/server/src/platform', partialMatch: false },
        { type: 'server-module', pattern: 'packages/server/src/modules/*', partialMatch: false, capture: ['module'] },
      ],
      'boundaries/files': [
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
          ],
        },
      ],
    },
  },
  // ---- end of server layers ----
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
  // ---- Web layers (STYLE.md §1) -------------------------------------------------------------
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
