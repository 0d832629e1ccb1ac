import { passwordMatchesAccount } from '@cargo-sentry/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import { DomainError } from './errors';

// The 49k most common passwords of zxcvbn-ts (lower-case, from leaked password corpora). It stays on
// the server: shipping it would add ~400 KB to the web bundle, so the browser checks only the pure
// rules of contracts and learns about this one from the API's `password_too_common`.
const commonPasswords = new Set(dictionary['passwords-common']);

/** True when the password, ignoring case and outer spaces, is on the common-password list. */
function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * The server's part of the password policy, for every place a password is set (registration,
 * reset, change): not a common password, not the account's username or e-mail. Length and
 * all-spaces are already refused by the contract schema.
 */
export function assertPasswordAllowed(password: string, account: { username?: string; email?: string }): void {
  if (isCommonPassword(password)) {
    throw new DomainError('password_too_common', 'This password is too common.', {
      password: ['password_too_common'],
    });
  }
  if (passwordMatchesAccount(password, account)) {
    throw new DomainError('password_matches_account', 'The password must differ from the username and e-mail.', {
      password: ['password_matches_account'],
    });
  }
}
