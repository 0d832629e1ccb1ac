import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/check-doc-references.mjs, which `npm run lint` runs over the repository, proved on probe
 * trees: each probe cites the docs one way, and the check must fail (or pass) for it. The strings
 * below are assembled so that this file itself cites nothing the check would report.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checker = path.join(repoRoot, 'scripts/check-doc-references.mjs');
const product = 'docs/product.md';
const outside = { spec: 'SP' + 'EC', design: 'DES' + 'IGN.md', style: 'ST' + 'YLE.md' };

const productText = [
  '# The product',
  '## Verification ticket',
  '### Who may call (roles)',
  '## Notes',
  '## Notes',
  '```md',
  '## Not a heading',
  '```',
  '',
].join('\n');

let probe: string | undefined;

/** Writes `files` into a fresh tree beside a docs/product.md, and runs the check over it. */
function check(files: Record<string, string>) {
  probe = mkdtempSync(path.join(tmpdir(), 'doc-references-'));
  for (const [name, text] of Object.entries({ [product]: productText, ...files })) {
    mkdirSync(path.dirname(path.join(probe, name)), { recursive: true });
    writeFileSync(path.join(probe, name), text);
  }
  const run = spawnSync(process.execPath, [checker, probe], { encoding: 'utf8' });
  return { isPassing: run.status === 0, report: run.stderr };
}

afterEach(() => {
  if (probe) rmSync(probe, { recursive: true, force: true });
  probe = undefined;
});

describe('the docs references check', () => {
  it.each([
    ['a specification section', `/** Tokens live in localStorage (${outside.spec} §3). */\n`],
    ['a section of the design', `// quotas are spent in SQL (${outside.design} §8)\n`],
    ['the style guide', `/** One error shape (${outside.style} §5). */\n`],
    ['the specification by name', `-- the option lists of the ${outside.spec} form\n`],
  ])('fails on code citing %s, which is not in the repository', (_, source) => {
    const { isPassing, report } = check({ 'packages/web/src/probe.ts': source });
    expect(isPassing).toBe(false);
    expect(report).toContain('packages/web/src/probe.ts:1: cites a document outside the repository');
  });

  it('fails on a section the cited document has no heading for', () => {
    const { isPassing, report } = check({ 'packages/server/src/probe.ts': `// see ${product}#verification-tickets\n` });
    expect(isPassing).toBe(false);
    expect(report).toContain(`packages/server/src/probe.ts:1: ${product} has no heading for #verification-tickets`);
  });

  it('fails on a cited document that does not exist', () => {
    const missing = 'docs/nowhere.md';
    const { isPassing, report } = check({ 'e2e/probe.spec.ts': `// ${missing}#verification-ticket\n` });
    expect(isPassing).toBe(false);
    expect(report).toContain('e2e/probe.spec.ts:1: docs/nowhere.md does not exist');
  });

  it('fails on a relative Markdown link to a missing section, and not on one to a heading inside a code fence', () => {
    const { isPassing, report } = check({
      'docs/decisions/0001-probe.md': 'See [the fence](../product.md#not-a-heading).\n',
    });
    expect(isPassing).toBe(false);
    expect(report).toContain(`docs/decisions/0001-probe.md:1: ${product} has no heading for #not-a-heading`);
  });

  it("passes citations of headings by GitHub's slugs: punctuation dropped, a repeated heading numbered", () => {
    const { isPassing, report } = check({
      'packages/contracts/src/probe.ts': [
        `/** ${product}#verification-ticket */`,
        `// ${product}#who-may-call-roles and ${product}#notes-1`,
        '',
      ].join('\n'),
      'docs/decisions/0001-probe.md':
        'The [ticket](../product.md#verification-ticket) and [notes](../product.md#notes).\n',
      'README.md': `[${product}#notes](${product}#notes)\n`,
    });
    expect(report).toBe('');
    expect(isPassing).toBe(true);
  });
});
