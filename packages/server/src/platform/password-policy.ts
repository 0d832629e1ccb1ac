import { findPasswordProblem, type PasswordAccount } from '@cargo-sentry/contracts/auth/password-policy';
import { estimatePasswordStrength } from '@cargo-sentry/contracts/auth/password-strength';
import { DomainError } from './errors';

const details = {
  password_too_weak: 'This password is too easy to guess.',
  password_contains_account: 'The password must not contain the username, e-mail or company.',
} as const;

/**
 * The one password rule (contracts' password-policy.ts, issue 23 item 18) for every place a
 * password is set: registration, reset, change in settings, and staff setting one. Length and
 * all-spaces are already refused by the contract schema.
 */
export function assertPasswordAllowed(password: string, account: PasswordAccount): void {
  const problem = findPasswordProblem(password, account, estimatePasswordStrength);
  if (problem) throw new DomainError(problem, details[problem], { password: [problem] });
}
