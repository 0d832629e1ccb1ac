import type { TokenPair } from '@cargo-sentry/contracts/auth/auth';

export interface TokenStorage {
  read: () => Partial<TokenPair>;
  write: (pair: TokenPair) => void;
  clear: () => void;
}

const accessKey = 'cargo_sentry.access';
const refreshKey = 'cargo_sentry.refresh';

/** Tokens live in localStorage (docs/product.md#session-tokens). */
export const localTokenStorage: TokenStorage = {
  read: () => ({
    access: localStorage.getItem(accessKey) ?? undefined,
    refresh: localStorage.getItem(refreshKey) ?? undefined,
  }),
  write: ({ access, refresh }) => {
    localStorage.setItem(accessKey, access);
    localStorage.setItem(refreshKey, refresh);
  },
  clear: () => {
    localStorage.removeItem(accessKey);
    localStorage.removeItem(refreshKey);
  },
};

export function createMemoryTokenStorage(initial: Partial<TokenPair> = {}): TokenStorage {
  let pair = { ...initial };
  return {
    read: () => ({ ...pair }),
    write: (next) => {
      pair = { ...next };
    },
    clear: () => {
      pair = {};
    },
  };
}

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function readTokenExpiry(token: string | undefined): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
