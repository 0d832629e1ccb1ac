// `npm run lint` (after ESLint): every document the code cites is in the repository, and every
// cited section exists. Fails, naming file and line, on
// - a citation of the specification, design or style documents that used to live outside the
//   repository (`SPEC §3`, `DESIGN.md §8`, `STYLE.md`): a reader who clones the repository cannot
//   follow it; cite docs/product.md, docs/architecture.md or CONTRIBUTING.md instead;
// - `docs/<file>.md#anchor`, `CONTRIBUTING.md#anchor` or `README.md#anchor` (and, in Markdown, a
//   relative link `](../product.md#anchor)`) whose file or heading does not exist. Anchors are
//   GitHub's heading slugs, so a link that works here works on the code host too.
// `node scripts/check-doc-references.mjs [dir]` checks another tree (the tests' probes).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const skippedFolders = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'artifacts',
]);
const textFile = /\.(ts|tsx|js|mjs|cjs|sql|md|json|css|html|ya?ml|sh)$|^run$/;

/** Names of the outside documents, as citations wrote them; the words are split so this file does not cite them. */
const [spec, design, style] = ['SP' + 'EC', 'DES' + 'IGN', 'ST' + 'YLE'];
const outsideCitation = new RegExp(
  `\\b(?:${spec}|${design}|${style})\\.md\\b|\\b(?:${spec}|${design}|${style})(?:'s|’s)?\\s*§|\\b${spec}\\b`,
);

/** A cited section: the document (from the repository root) and the anchor. */
const rootCitation = /\b((?:docs\/[\w./-]+|CONTRIBUTING|README)\.md)#([\w-]+)/g;
/** A Markdown link to a section of another Markdown file, relative to the linking file. */
const markdownLink = /\]\(((?:\.{1,2}\/)?[\w./-]+\.md)#([\w-]+)\)/g;

function* filesUnder(dir, root) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* filesUnder(full, root);
    } else if (textFile.test(entry.name) && statSync(full).size < 2_000_000) {
      yield path.relative(root, full);
    }
  }
}

/** GitHub's anchor of a heading: Markdown dropped, lower case, punctuation out, spaces to hyphens. */
function slugOf(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor of a Markdown text: its headings' slugs (a repeated one gets -1, -2, …), fences skipped. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let isFenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) isFenced = !isFenced;
    const heading = isFenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The problems of the tree under `root`, one line each: `file:line: what`. */
function checkDocReferences(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsAt = (file) => {
    if (!anchorCache.has(file)) {
      const full = path.join(root, file);
      anchorCache.set(file, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
    }
    return anchorCache.get(file);
  };
  const self = path.relative(root, fileURLToPath(import.meta.url));
  for (const file of filesUnder(root, root)) {
    if (file === self) continue;
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (outsideCitation.test(line)) {
        problems.push(
          `${where}: cites a document outside the repository; cite docs/product.md, docs/architecture.md or CONTRIBUTING.md`,
        );
      }
      const cited = [...line.matchAll(rootCitation)].map((m) => [m[1], m[2]]);
      if (file.endsWith('.md')) {
        for (const m of line.matchAll(markdownLink)) {
          cited.push([path.normalize(path.join(path.dirname(file), m[1])), m[2]]);
        }
      }
      for (const [document, anchor] of cited) {
        const anchors = anchorsAt(document);
        if (anchors === null) problems.push(`${where}: ${document} does not exist`);
        else if (!anchors.has(anchor)) problems.push(`${where}: ${document} has no heading for #${anchor}`);
      }
    });
  }
  return [...new Set(problems)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkDocReferences(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} documentation reference(s) to fix (scripts/check-doc-references.mjs)`);
    process.exit(1);
  }
}
