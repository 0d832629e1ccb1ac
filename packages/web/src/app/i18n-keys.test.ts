import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogKeys, type Catalog } from '@/shared/i18n/catalogs';
import { catalog as enCatalog } from './catalog-en';
import { catalog as ruCatalog } from './catalog-ru';

const resources = { ru: ruCatalog, en: enCatalog };

const sourceRoot = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every leaf's full key, plural forms also folded (`found_one` is asked for as `found`). */
function keysOf(catalog: Catalog): Set<string> {
  const leaves = (node: Catalog, prefix: string): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
    );
  return new Set([...leaves(catalog, ''), ...catalogKeys(catalog)]);
}

// `t('a.b.c')` and `i18nKey="a.b.c"` with a literal key; keys built at run time are not seen here.
const literalKey = /\bt\(\s*'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'|i18nKey="([a-z0-9_]+(?:\.[a-z0-9_]+)+)"/gi;

describe('i18n keys in the source', () => {
  // A key that moved or was removed shows as raw text on the page ("verification.reputation.none"
  // on the prudence card, issue 23): every literal key must be in both catalogs.
  it('exist in the ru and en catalogs', () => {
    const known = { ru: keysOf(resources.ru), en: keysOf(resources.en) };
    const missing: string[] = [];
    for (const file of sourceFiles(sourceRoot)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literalKey)) {
        const key = match[1] ?? match[2];
        for (const locale of ['ru', 'en'] as const) {
          if (!known[locale].has(key)) missing.push(`${locale} ${key} (${path.relative(sourceRoot, file)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
