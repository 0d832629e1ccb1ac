import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, expect, it } from 'vitest';

export interface LintProbe {
  source: string;
  /** Whether the rule must report the probe (once). */
  reported: boolean;
  /** The rule this probe is about, when not the one named for every probe. */
  rule?: string;
}

/**
 * One test per probe, inside the caller's `describe`: every probe is written to `fileOf(probe, i)`
 * (an absolute path where a real file would sit), linted with `npm run lint`'s own configuration
 * (ESLint run from `repoRoot`) and removed, and its rule (`probe.rule`, or `rule` for all) must
 * report it once or not at all. Without this a mistyped pattern would silently let everything
 * through.
 */
export function testLintProbes<P extends LintProbe>(
  repoRoot: string,
  rule: string,
  probes: Record<string, P>,
  fileOf: (probe: P, i: number) => string,
): void {
  const reports = new Map<string, string[]>();

  beforeAll(async () => {
    const runs = Object.entries(probes).map(([name, probe], i) => ({
      name,
      source: probe.source,
      rule: probe.rule ?? rule,
      file: fileOf(probe, i),
    }));
    try {
      for (const probe of runs) writeFileSync(probe.file, probe.source);
      const results = await new ESLint({ cwd: repoRoot }).lintFiles(runs.map((probe) => probe.file));
      for (const { name, ...probe } of runs) {
        const result = results.find((r) => r.filePath === probe.file);
        if (!result) throw new Error(`ESLint did not lint ${probe.file}`);
        const fatal = result.messages.filter((m) => m.fatal);
        if (fatal.length) throw new Error(`${name}: ${fatal.map((m) => m.message).join('; ')}`);
        reports.set(
          name,
          result.messages.filter((m) => m.ruleId === probe.rule).map((m) => m.message),
        );
      }
    } finally {
      for (const probe of runs) rmSync(probe.file, { force: true });
    }
  }, 180_000);

  afterAll(() => reports.clear());

  for (const [name, probe] of Object.entries(probes)) {
    const by = probe.rule ? ` (${probe.rule})` : '';
    it(`${probe.reported ? 'reports' : 'allows'}${by}: ${name}`, () => {
      const messages = reports.get(name);
      expect(messages).toBeDefined();
      if (probe.reported) expect(messages).toHaveLength(1);
      else expect(messages).toEqual([]);
    });
  }
}
