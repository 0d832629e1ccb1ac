import type { ComponentType } from 'react';

/** docs/product.md#page-load-time-out: a page chunk that has not arrived after 120 s counts as failed. */
export const chunkTimeoutMs = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A React Router `lazy` loader for a page module: `lazyPage(() => import('…'), (m) => m.Page)`. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load(), chunkTimeoutMs)) });
}
