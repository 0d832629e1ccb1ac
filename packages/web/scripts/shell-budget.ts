import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkInfo {
  code: string;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/** Gzip at the level the server's pre-compressed files use, in KiB. */
function gzipKib(code: string): number {
  return gzipSync(code, { level: 9 }).length / 1024;
}

/** The chunks a page load fetches before any lazy route: the entries and what they import statically. */
function shellChunks(bundle: Record<string, ChunkInfo & { isEntry?: boolean }>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !bundle[name]) return;
    seen.add(name);
    for (const imported of bundle[name].imports) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

function largestModules(chunks: ChunkInfo[], count: number): string {
  const modules = chunks.flatMap((chunk) =>
    Object.entries(chunk.modules).map(([id, module]) => ({ id, size: module.renderedLength })),
  );
  modules.sort((a, b) => b.size - a.size);
  return modules
    .slice(0, count)
    .map(({ id, size }) => `    ${(size / 1024).toFixed(1).padStart(7)} KiB  ${id.replace(/^.*node_modules\//, '')}`)
    .join('\n');
}

/**
 * Fails the build when the JavaScript that every first page load fetches (the entry chunk and its
 * static imports, gzip) grows over `budgetKib` (issue 26 §4), and prints what it is made of, so
 * that whoever grows it sees where. Routes, the map, charts and editors load lazily on top.
 */
export function shellBudget(budgetKib: number): Plugin {
  return {
    name: 'cargo-sentry:shell-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkInfo & { isEntry?: boolean }> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks[fileName] = output;
      }
      const entries = Object.keys(chunks).filter((name) => chunks[name].isEntry);
      const shell = shellChunks(chunks, entries);
      const sizes = shell.map((name) => ({ name, kib: gzipKib(chunks[name].code) })).sort((a, b) => b.kib - a.kib);
      const total = sizes.reduce((sum, { kib }) => sum + kib, 0);
      const lines = sizes.map(({ name, kib }) => `  ${kib.toFixed(1).padStart(7)} KiB  ${name}`);
      const report = [
        `shell JavaScript: ${total.toFixed(1)} KiB gzip (budget ${budgetKib} KiB)`,
        ...lines,
        '  largest modules (before minification):',
        largestModules(
          shell.map((name) => chunks[name]),
          15,
        ),
      ].join('\n');
      this.info(report);
      if (total > budgetKib) this.error(`the shell's JavaScript is over its budget\n${report}`);
    },
  };
}
