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
