import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packagePath } from './package-path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const defaultDist = packagePath('..', 'web', 'dist');

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built index.html: its first paint
 * (the language, which frame to show) runs before any script file could arrive, and the policy
 * allows those scripts and no other inline one. None when there is no build.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const index = path.join(webDist ?? defaultDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/**
 * Serves the built SPA when it exists. Returns whether it does, so the not-found handler can
 * answer history-mode paths (`/incidents/view/7`) with index.html.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<boolean> {
  const root = webDist ?? defaultDist;
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes `.br` and `.gz` beside each text asset (packages/web/scripts/precompress.ts);
    // they go out as they are for the client's Accept-Encoding, nothing is compressed per request.
    preCompressed: true,
    // Off, or `send` replaces the header set below with `public, max-age=0` (issue 26 §6).
    cacheControl: false,
    setHeaders: (res, file) => {
      // Hashed assets may be cached for long; index.html must always be revalidated.
      res.setHeader(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same URL answers br, gzip or identity bytes: a shared cache must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return true;
}
