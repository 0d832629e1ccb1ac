import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedEngineFiles } from './embedded-engine-files';

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('the embedded-engine pass of CI', () => {
  it('names only test files that exist, so a renamed file cannot drop out of it unseen', () => {
    const missing = embeddedEngineFiles.filter((file) => !existsSync(path.join(serverRoot, file)));
    expect(missing).toEqual([]);
    expect(embeddedEngineFiles.every((file) => file.endsWith('.test.ts'))).toBe(true);
  });
});
