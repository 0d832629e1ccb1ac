/**
 * The one password rule of registration, reset, settings and staff (issue 23, item 18): at least
 * `passwordMinLength` characters and not only spaces (`passwordSchema` in auth.ts), a strength
 * estimate of at least `passwordMinScore`, and none of the account's own names inside. The rule is
 * pure; the estimator is passed in, because its dictionaries (password-strength.ts) are too heavy
 * for every page that imports contracts: the server loads them at start, the web only on the
 * forms that set a password.
 */

/** zxcvbn's scale: 0 too guessable … 4 very unguessable; 3 resists an offline attack on a slow hash. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Estimates how hard `password` is to guess, knowing the account's own words. */
export type PasswordEstimator = (password: string, accountWords: string[]) => PasswordScore;

export const passwordMinScore: PasswordScore = 3;

/** What the rule knows about the account the password is for; every part optional. */
export interface PasswordAccount {
  username?: string | null;
  email?: string | null;
  company?: string | null;
}

export type PasswordProblem = 'password_contains_account' | 'password_too_weak';

// Shorter pieces ("ооо", "ltd", a 3-letter login) are found inside too many good passwords by chance.
const minWordLength = 4;
// Legal forms and quotes around a company's name are not part of what someone would guess.
const companyNoise = /["«»“”'`]|(?<![\p{L}\p{N}])(ооо|оао|зао|пао|ао|ип|llc|ltd|inc|gmbh)(?![\p{L}\p{N}])/giu;

function normal(value: string): string {
  return value.trim().toLowerCase().replace(/ё/g, 'е');
}

/** The account's words a password must not contain: username, e-mail, its local part, the company and its words. */
export function accountWords(account: PasswordAccount): string[] {
  const words = new Set<string>();
  const add = (word: string | null | undefined) => {
    const value = normal(word ?? '');
    if (value.length >= minWordLength) words.add(value);
  };
  add(account.username);
  add(account.email);
  add(account.email?.split('@')[0]);
  const company = (account.company ?? '').replace(companyNoise, ' ');
  add(company.replace(/\s+/g, ' '));
  for (const word of company.split(/[^\p{L}\p{N}]+/u)) add(word);
  return [...words];
}

/** True when the password holds the username, the e-mail (or its local part) or the company's name. */
export function passwordContainsAccount(password: string, account: PasswordAccount): boolean {
  const candidate = normal(password).replace(/\s+/g, ' ');
  return accountWords(account).some((word) => candidate.includes(word));
}

/** The first problem of a password that already passed `passwordSchema` (length, not blank); undefined when it is fine. */
export function findPasswordProblem(
  password: string,
  account: PasswordAccount,
  estimate: PasswordEstimator,
): PasswordProblem | undefined {
  if (passwordContainsAccount(password, account)) return 'password_contains_account';
  if (estimate(password, accountWords(account)) < passwordMinScore) return 'password_too_weak';
  return undefined;
}
