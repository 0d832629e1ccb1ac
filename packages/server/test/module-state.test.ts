import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { testLintProbes } from './lint-probes';

/**
 * The rule against hidden module state (scripts/eslint-rules/no-module-state.mjs, docs/decisions/0046),
 * proved on probe files linted with `npm run lint`'s own configuration: each probe holds (or
 * does not hold) one kind of module-level state where a real file would sit.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rule = 'local/no-module-state';

interface AllowedModuleState {
  file: string;
  /** The binding, or `*` for every binding of the file. */
  name: string;
  reason: string;
}

/** The rule's own allow-list (a JavaScript module, as eslint.config.js loads it). */
async function readAllowList(): Promise<AllowedModuleState[]> {
  const rulePath: string = path.join(repoRoot, 'scripts/eslint-rules/no-module-state.mjs');
  const rule = (await import(rulePath)) as { allowedModuleState: AllowedModuleState[] };
  return rule.allowedModuleState;
}

interface Probe {
  /** Folder under the repository root where the probe file is written. */
  folder: string;
  /** File name suffix: `.ts`, `.test.ts`, `.tsx`. */
  suffix?: string;
  source: string;
  /** Whether the rule must report the probe (once). */
  reported: boolean;
}

const server = 'packages/server/src/modules/feedback';
const probes: Record<string, Probe> = {
  'a module-level let': {
    folder: server,
    source: 'let calls = 0;\nexport const count = () => ++calls;\n',
    reported: true,
  },
  'an exported module-level let that a setter changes': {
    folder: 'packages/server/src/platform',
    source: 'export let cacheSize = 64;\nexport function setCacheSize(size: number) {\n  cacheSize = size;\n}\n',
    reported: true,
  },
  'a module-level var': {
    folder: server,
    source: 'var ready = false;\nexport const isReady = () => ready;\n',
    reported: true,
  },
  'a cache keyed by the database': {
    folder: server,
    source:
      "import type { Database } from '../../db/client';\n" +
      'const answers = new WeakMap<Database, string>();\n' +
      'export const answerOf = (database: Database) => answers.get(database);\n',
    reported: true,
  },
  'an LRU cache': {
    folder: 'packages/server/src/db',
    source:
      "import { LRUCache } from 'lru-cache';\n" +
      'const rows = new LRUCache<number, string>({ max: 10 });\n' +
      'export const rowOf = (id: number) => rows.get(id);\n',
    reported: true,
  },
  'an object a function changes': {
    folder: server,
    source: 'const answered = { byPass: 0 };\nexport function pass() {\n  answered.byPass += 1;\n}\n',
    reported: true,
  },
  'a Map a function fills': {
    folder: server,
    source: 'const seen = new Map<string, number>();\nexport function see(key: string) {\n  seen.set(key, 1);\n}\n',
    reported: true,
  },
  'an array a function pushes to': {
    folder: server,
    source: 'const waiting: (() => void)[] = [];\nexport const wait = (wake: () => void) => waiting.push(wake);\n',
    reported: true,
  },
  'a module-level let in the web app': {
    folder: 'packages/web/src/shared/lib',
    suffix: '.ts',
    source: 'let nextId = 1;\nexport const newId = () => nextId++;\n',
    reported: true,
  },
  'a constant Set that is only read': {
    folder: server,
    source: "const methods = new Set(['POST', 'PUT']);\nexport const isWrite = (m: string) => methods.has(m);\n",
    reported: false,
  },
  'a lookup table filled while the module loads': {
    folder: server,
    source:
      'const squares = new Float64Array(16);\nfor (let i = 0; i < 16; i++) squares[i] = i * i;\n' +
      'export const squareOf = (i: number) => squares[i];\n',
    reported: false,
  },
  'a value object (URL, RegExp, TextEncoder)': {
    folder: server,
    source:
      "const base = new URL('https://example.test/');\nexport const linkTo = (p: string) => new URL(p, base).href;\n",
    reported: false,
  },
  'state inside a function': {
    folder: server,
    source:
      'export function counter() {\n  let n = 0;\n  const seen = new Map<number, number>();\n  return () => seen.set(n, ++n);\n}\n',
    reported: false,
  },
  "a test file's module-level let": {
    folder: server,
    suffix: '.test.ts',
    source: 'let calls = 0;\nexport const count = () => ++calls;\n',
    reported: false,
  },
};

describe('the no-module-state rule in npm run lint', () => {
  testLintProbes(repoRoot, rule, probes, (probe, i) =>
    path.join(repoRoot, probe.folder, `state-probe-${process.pid}-${i}${probe.suffix ?? '.ts'}`),
  );

  it('allows only what its list names, each binding present in its file and given a one-line reason', async () => {
    const allowedModuleState = await readAllowList();
    expect(allowedModuleState.length).toBeGreaterThan(0);
    for (const entry of allowedModuleState) {
      const where = `${entry.file}#${entry.name}`;
      expect(existsSync(path.join(repoRoot, entry.file)), where).toBe(true);
      expect(entry.reason.trim().length, where).toBeGreaterThan(10);
      expect(entry.reason, where).not.toMatch(/\n/);
      if (entry.name === '*') continue;
      const source = readFileSync(path.join(repoRoot, entry.file), 'utf8');
      expect(source, where).toMatch(new RegExp(`^(export )?(let|const|var) ${entry.name}\\b`, 'm'));
    }
  });

  it('does not report a binding its list allows', async () => {
    const [result] = await new ESLint({ cwd: repoRoot }).lintFiles([
      path.join(repoRoot, 'packages/server/src/platform/passwords.ts'),
    ]);
    expect(result.source ?? readFileSync(result.filePath, 'utf8')).toMatch(/^let dummyHash\b/m);
    expect(result.messages.filter((m) => m.ruleId === rule)).toEqual([]);
  }, 120_000);
});
