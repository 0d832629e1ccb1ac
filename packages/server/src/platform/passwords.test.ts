import { randomBytes, scryptSync } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';

/** A hash in the format written before argon2id: `scrypt$N$r$p$salt$key`, 64-byte key. */
function legacyScryptHash(password: string, N = 32768, r = 8, p = 1): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r, p, maxmem: 128 * N * r * 2 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('passwords', () => {
  it('hashes with argon2id at the OWASP minimum and verifies the round trip', async () => {
    const stored = await hashPassword('correct-horse-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct-horse-42', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a wrong password', async () => {
    const stored = await hashPassword('correct-horse-42');
    expect(await verifyPassword('correct-horse-43', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('still verifies legacy scrypt hashes, and asks for them to be rehashed', async () => {
    const stored = legacyScryptHash('correct-horse-42');
    expect(await verifyPassword('correct-horse-42', stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('asks to rehash argon2 hashes made with other parameters, which still verify', async () => {
    const weaker = await hash('pw', { memoryCost: 8192, timeCost: 3, parallelism: 1 });
    const argon2i = await hash('pw', { algorithm: 1, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword('pw', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(await verifyPassword('pw', argon2i)).toBe(true);
    expect(needsRehash(argon2i)).toBe(true);
  });

  it('never matches nor throws on a malformed hash', async () => {
    const good = await hashPassword('pw');
    const legacy = legacyScryptHash('pw', 1024, 8, 1);
    const [, , , , salt, key] = legacy.split('$');
    const malformed = [
      '',
      'pw',
      'garbage',
      '$argon2id$',
      good.slice(0, -4),
      good.replace('$argon2id$', '$argon2xx$'),
      // Absurd stored cost: 4 TiB of memory would crash the process rather than fail.
      '$argon2id$v=19$m=4294967295,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
      'scrypt$',
      'scrypt$1024$8$1',
      `scrypt$1024$8$1$${salt}`,
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$x$8$1$${salt}$${key}`,
      `scrypt$1024$0$1$${salt}$${key}`,
      `scrypt$1073741824$8$1$${salt}$${key}`,
      `scrypt$1024$8$1$${salt}$${key}$extra`,
      `scrypt$1024$8$1$${salt}$${key.slice(0, 4)}`, // a short key must not match by luck
    ];
    for (const stored of malformed) {
      await expect(verifyPassword('pw', stored), stored).resolves.toBe(false);
      expect(() => needsRehash(stored)).not.toThrow();
    }
    expect(await verifyPassword('pw', legacy)).toBe(true);
  });

  it('spends a real check on unknown users and always answers false', async () => {
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
