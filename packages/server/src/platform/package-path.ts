import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module to its package.json: the
 * same answer whether the code runs from `src/` through tsx or bundled into `dist/`.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@cargo-sentry/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the @cargo-sentry/server package folder was not found');
    dir = parent;
  }
}

const packageRoot = findPackageRoot();

/** A path inside the server package (`packagePath('src/db/migrations')`). */
export function packagePath(...segments: string[]): string {
  return path.join(packageRoot, ...segments);
}
