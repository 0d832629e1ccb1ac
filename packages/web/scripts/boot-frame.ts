import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Texts {
  [key: string]: string | Texts;
}

const languages = ['ru', 'en'] as const;

/** The JSON files a language's catalog is merged from (src/app/catalog-ru.ts). */
function catalogFiles(srcDir: string, language: string): string[] {
  const files = [path.join(srcDir, 'shared', 'i18n', `${language}.json`)];
  for (const group of ['features', 'shared']) {
    for (const name of readdirSync(path.join(srcDir, group))) {
      const file = path.join(srcDir, group, name, 'i18n', `${language}.json`);
      if (existsSync(file)) files.push(file);
    }
  }
  return files;
}

function lookup(texts: Texts[], key: string): string | undefined {
  for (const tree of texts) {
    let node: string | Texts | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * Writes the catalogs' texts into index.html's static frame: `%t:auth.login.title%` becomes the
 * text in each language, `<span lang="ru">…</span><span lang="en">…</span>`, of which the frame's
 * CSS shows the one `<html lang>` names. A key no catalog has fails the build.
 */
export function bootFrameTexts(srcDir: string): Plugin {
  return {
    name: 'cargo-sentry:boot-frame-texts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const catalogs = languages.map((language) =>
          catalogFiles(srcDir, language).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Texts),
        );
        return html.replace(/%t:([\w.]+)%/g, (_match, key: string) =>
          languages
            .map((language, i) => {
              const text = lookup(catalogs[i], key);
              if (text === undefined) throw new Error(`index.html names ${key}, which the ${language} catalog lacks`);
              return `<span lang="${language}">${escapeHtml(text)}</span>`;
            })
            .join(''),
        );
      },
    },
  };
}

/**
 * Nothing index.html fetches holds its first paint, the frame above, which has its own styles:
 * the app's stylesheet is `media="print"` (fetched, not applied; `main.tsx` applies it before
 * React's first render, `applyAppStylesheet`), and the entry script and its preloads are
 * `fetchpriority="low"`. High, as module scripts are by default, Lighthouse counts a script that
 * finished before the first paint as one the paint waited for, and on a fast connection they
 * often do; they never block it.
 */
export function frameFirst(): Plugin {
  return {
    name: 'cargo-sentry:frame-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html
          .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet"$1 media="print" data-app-stylesheet>')
          .replace(/<script type="module"([^>]*)>/g, '<script type="module"$1 fetchpriority="low">')
          .replace(/<link rel="modulepreload"([^>]*)>/g, '<link rel="modulepreload"$1 fetchpriority="low">');
      },
    },
  };
}
