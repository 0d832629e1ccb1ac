// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layer rules live in the root eslint.config.js; this test proves `npm run lint` enforces them
// by writing probe files that break each rule (and two that keep it) and linting them.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const src = join(repoRoot, 'packages/web/src');
const tag = `zz-layer-probe-${process.pid}`;
const featureA = join(src, 'features', `${tag}-a`);
const featureB = join(src, 'features', `${tag}-b`);
const sharedDir = join(src, 'shared', tag);

const probes = {
  featureImportsOtherFeatureByAlias: join(featureA, 'other-feature-alias.ts'),
  featureImportsOtherFeatureRelatively: join(featureA, 'other-feature-relative.ts'),
  featureImportsAppByAlias: join(featureA, 'app-alias.ts'),
  featureImportsAppRelatively: join(featureA, 'app-relative.ts'),
  sharedImportsFeature: join(sharedDir, 'feature.ts'),
  sharedImportsApp: join(sharedDir, 'app.ts'),
  featureImportsItselfAndShared: join(featureA, 'allowed.ts'),
};

const sources: Record<keyof typeof probes, string> = {
  featureImportsOtherFeatureByAlias: `import { value } from '@/features/${tag}-b/value';\nexport const probe = value;\n`,
  featureImportsOtherFeatureRelatively: `import { value } from '../${tag}-b/value';\nexport const probe = value;\n`,
  featureImportsAppByAlias: `import { queryClient } from '@/app/query-client';\nexport const probe = queryClient;\n`,
  featureImportsAppRelatively: `import { queryClient } from '../../app/query-client';\nexport const probe = queryClient;\n`,
  sharedImportsFeature: `import { value } from '@/features/${tag}-b/value';\nexport const probe = value;\n`,
  sharedImportsApp: `import { queryClient } from '../../app/query-client';\nexport const probe = queryClient;\n`,
  featureImportsItselfAndShared:
    `import { paths } from '@/shared/routing/paths';\nimport { probe } from './app-alias';\n` +
    `export const allowed = [paths, probe];\n`,
};

let layerErrors: Map<string, string[]>;

beforeAll(async () => {
  for (const dir of [featureA, featureB, sharedDir]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(featureB, 'value.ts'), 'export const value = 1;\n');
  for (const [name, file] of Object.entries(probes)) writeFileSync(file, sources[name as keyof typeof probes]);

  const results = await new ESLint({ cwd: repoRoot }).lintFiles(Object.values(probes));
  layerErrors = new Map(
    results.map((r) => [
      r.filePath,
      r.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message),
    ]),
  );
}, 120_000);

afterAll(() => {
  for (const dir of [featureA, featureB, sharedDir]) rmSync(dir, { recursive: true, force: true });
});

describe('web layer rules in npm run lint', () => {
  it.each([
    ['featureImportsOtherFeatureByAlias', 'a feature must not import another feature'],
    ['featureImportsOtherFeatureRelatively', 'a feature must not import another feature'],
    ['featureImportsAppByAlias', 'a feature must not import app/'],
    ['featureImportsAppRelatively', 'a feature must not import app/'],
    ['sharedImportsFeature', 'shared/ must not import features/ or app/'],
    ['sharedImportsApp', 'shared/ must not import features/ or app/'],
  ] as const)('reports %s', (probe, message) => {
    expect(layerErrors.get(probes[probe])).toEqual([message]);
  });

  it('allows a feature to import its own files and shared/', () => {
    expect(layerErrors.get(probes.featureImportsItselfAndShared)).toEqual([]);
  });
});
