import { scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options, type Version } from '@node-rs/argon2';

// argon2id with OWASP's minimum (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1): ~20 ms per
// hash on our 2-core machine, where scrypt N=2^15 took ~190 ms and alone broke the login budget
// (p99 < 100 ms under load). Memory-hard like scrypt, and the PHC string carries its parameters,
// so they can be raised later: `needsRehash` then upgrades each account at its next login.
// The package's enums are const enums, which isolatedModules cannot read: Argon2id = 2, V0x13 = 1.
const policy = {
  algorithm: 2 satisfies Algorithm,
  version: 1 satisfies Version,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} satisfies Options;

// A stored hash picks its own cost and length; these bounds keep a corrupt one from taking the
// process down (m=2^32 KiB is 4 TiB) or from matching by luck (a 1-byte key), instead of just failing.
const argon2Bounds = { maxMemoryCost: 256 * 1024, maxTimeCost: 16, maxParallelism: 8, minOutputLen: 16 };
const scryptBounds = { maxN: 2 ** 20, maxR: 32, maxP: 16, maxmem: 256 * 1024 * 1024 };
// Every legacy hash was written with a 64-byte key.
const scryptKeyLength = 64;

/** Argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), computed off the event loop. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, policy);
}

/**
 * Checks a password against argon2 PHC strings and the legacy `scrypt$N$r$p$salt$hash` ones
 * still stored for accounts that have not signed in since. A malformed hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('scrypt$')) return await verifyScrypt(password, stored);
    if (!stored.startsWith('$argon2') || !isArgon2Bounded(stored)) return false;
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when `stored` is not an argon2id hash with today's parameters: store a fresh hash at the next login. */
export function needsRehash(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== policy.algorithm ||
      options.version !== policy.version ||
      options.memoryCost !== policy.memoryCost ||
      options.timeCost !== policy.timeCost ||
      options.parallelism !== policy.parallelism ||
      options.outputLen !== policy.outputLen
    );
  } catch {
    return true;
  }
}

function isArgon2Bounded(stored: string): boolean {
  const options = parseOptions(stored);
  return (
    options.memoryCost <= argon2Bounds.maxMemoryCost &&
    options.timeCost <= argon2Bounds.maxTimeCost &&
    options.parallelism <= argon2Bounds.maxParallelism &&
    options.outputLen >= argon2Bounds.minOutputLen
  );
}

/** The format written until argon2id: `scrypt$N$r$p$salt$key`, salt and key base64url. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key, ...rest] = stored.split('$');
  const [N, R, P] = [n, r, p].map((v) => (/^[1-9]\d{0,7}$/.test(v ?? '') ? Number(v) : 0));
  const isBounded = N <= scryptBounds.maxN && R > 0 && R <= scryptBounds.maxR && P > 0 && P <= scryptBounds.maxP;
  if (!isBounded || !salt || !key || rest.length > 0) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length !== scryptKeyLength) return false;
  const actual = await new Promise<Buffer>((resolve, reject) => {
    const options = { N, r: R, p: P, maxmem: scryptBounds.maxmem };
    scryptCallback(password, Buffer.from(salt, 'base64url'), scryptKeyLength, options, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so the answer time does
 * not tell whether a username is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
