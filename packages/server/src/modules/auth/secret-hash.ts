import { createHash } from 'node:crypto';

/** SHA-256 of an opaque secret (refresh token, reset key): enough for 256-bit random values. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
