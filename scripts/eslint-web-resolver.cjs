/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads resolvers with require(), so this one is CommonJS */
// ESLint import resolver for the web package (settings 'import/resolver' in eslint.config.js).
// The layer rules classify the file an import points to, so an aliased '@/…' import (tsconfig
// paths '@/*' → 'src/*') must resolve to the same file as a relative one. Bare package names
// are left unresolved: the layer rules only concern files inside packages/web/src.
const fs = require('node:fs');
const path = require('node:path');

const webSrc = path.join(__dirname, '..', 'packages', 'web', 'src');
const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  let base;
  if (source.startsWith('@/')) base = path.join(webSrc, source.slice(2));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
  else return { found: false };
  for (const suffix of candidates) {
    const target = base + suffix;
    if (fs.existsSync(target) && fs.statSync(target).isFile()) return { found: true, path: target };
  }
  return { found: false };
};
