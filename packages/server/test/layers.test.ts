import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server layer rules of eslint.config.js, proved on probe files: each probe breaks (or keeps)
 * one rule from where a real file would sit, and `npm run lint`'s own configuration lints it.
 * Without this a mistyped pattern would silently let every import through.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverSrc = path.join(repoRoot, 'packages/server/src');
const layerRule = 'boundaries/dependencies';

interface Probe {
  /** Folder under packages/server/src where the probe file is written. */
  folder: string;
  source: string;
  /** Whether the layer rule must report the probe. */
  reported: boolean;
}

const probes: Record<string, Probe> = {
  'db/ imports a module': {
    folder: 'db',
    source: "import * as probe from '../modules/auth/service';\nexport { probe };\n",
    reported: true,
  },
  'a db/ subfolder imports a module': {
    folder: 'db/seed',
    source: "import * as probe from '../../modules/incidents/service';\nexport { probe };\n",
    reported: true,
  },
  'platform/ imports a module': {
    folder: 'platform',
    source: "import * as probe from '../modules/auth/service';\nexport { probe };\n",
    reported: true,
  },
  "a module imports another module's repo": {
    folder: 'modules/feedback',
    source: "import * as probe from '../auth/repo';\nexport { probe };\n",
    reported: true,
  },
  "a module imports another module's routes": {
    folder: 'modules/feedback',
    source: "import * as probe from '../auth/routes';\nexport { probe };\n",
    reported: true,
  },
  "a module re-exports another module's internals": {
    folder: 'modules/feedback',
    source: "export * from '../incident-index/columns';\n",
    reported: true,
  },
  "a module loads another module's internals with import()": {
    folder: 'modules/feedback',
    source: "export const probe = () => import('../incident-index/worker-pool');\n",
    reported: true,
  },
  "a module imports another module's service": {
    folder: 'modules/feedback',
    source: "import * as probe from '../auth/service';\nexport { probe };\n",
    reported: false,
  },
  'a module imports its own repo': {
    folder: 'modules/feedback',
    source: "import * as probe from './repo';\nexport { probe };\n",
    reported: false,
  },
  'db/ imports platform/': {
    folder: 'db',
    source: "import * as probe from '../platform/passwords';\nexport { probe };\n",
    reported: false,
  },
};

const reports = new Map<string, string[]>();

describe('server layer rules in npm run lint', () => {
  beforeAll(async () => {
    const runs = Object.entries(probes).map(([name, probe], i) => ({
      name,
      file: path.join(serverSrc, probe.folder, `layer-probe-${process.pid}-${i}.ts`),
      source: probe.source,
    }));
    try {
      for (const run of runs) writeFileSync(run.file, run.source);
      const results = await new ESLint({ cwd: repoRoot }).lintFiles(runs.map((r) => r.file));
      for (const run of runs) {
        const result = results.find((r) => r.filePath === run.file);
        if (!result) throw new Error(`ESLint did not lint ${run.file}`);
        const fatal = result.messages.filter((m) => m.fatal);
        if (fatal.length) throw new Error(`${run.name}: ${fatal.map((m) => m.message).join('; ')}`);
        reports.set(
          run.name,
          result.messages.filter((m) => m.ruleId === layerRule).map((m) => m.message),
        );
      }
    } finally {
      for (const run of runs) rmSync(run.file, { force: true });
    }
  }, 180_000);

  afterAll(() => reports.clear());

  for (const [name, probe] of Object.entries(probes)) {
    it(`${probe.reported ? 'reports' : 'allows'}: ${name}`, () => {
      const messages = reports.get(name);
      expect(messages).toBeDefined();
      if (probe.reported) expect(messages).toHaveLength(1);
      else expect(messages).toEqual([]);
    });
  }
});
