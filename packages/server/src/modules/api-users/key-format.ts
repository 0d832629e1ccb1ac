import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../auth/service';

/**
 * `cs_<prefix>_<secret>`: 12 hex characters of public prefix (the lookup, and what staff see)
 * and 32 random bytes of secret in base64url (43 characters). Only the SHA-256 of the whole key
 * is stored: for a 256-bit random secret a fast hash is enough — nobody can guess their way
 * to it, so the slowness that protects passwords would only slow every request down.
 */
const keyPattern = /^cs_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  key: string;
  prefix: string;
  hash: string;
}

export function generateApiKey(): NewApiKey {
  const prefix = `cs_${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashSecret(key) };
}

/** The stored prefix of a well-formed key, or undefined for anything else. */
export function prefixOf(key: string): string | undefined {
  const match = keyPattern.exec(key);
  return match ? `cs_${match[1]}` : undefined;
}

/** Whether `key` is the one whose hash was stored, compared in constant time. */
export function isKeyOf(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
