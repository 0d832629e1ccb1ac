import { describe, expect, it } from 'vitest';
import { accountWords, findPasswordProblem, passwordContainsAccount } from './password-policy';
import { estimatePasswordStrength } from './password-strength';

const account = { username: 'Ivan.P', email: 'ivan.petrov@example.test', company: 'ООО «ТрансЛогистик Плюс»' };

describe('the one password rule', () => {
  it('refuses the weak passwords registration used to accept (issue 23)', () => {
    for (const password of ['aaaaaaaa', 'abcdefgh', 'cargo123', 'пароль12', '        a']) {
      expect(findPasswordProblem(password, {}, estimatePasswordStrength), password).toBe('password_too_weak');
    }
  });

  it('sees through the other keyboard layout and transliteration', () => {
    // "gfhjkm" is "пароль" typed in the Latin layout, "йцукен" is "qwerty", "ghbdtn" is "привет".
    for (const password of ['gfhjkm2024', 'йцукенгш', 'ghbdtn2024', 'parol2024', 'Спартак1922', 'Петров1985']) {
      expect(estimatePasswordStrength(password, []), password).toBeLessThan(3);
    }
  });

  it('accepts long passphrases in either language', () => {
    for (const password of ['correct-horse-42', 'Надёжный-Пароль-2024', 'korova-zima-25', 'Сложный-Груз-77']) {
      expect(findPasswordProblem(password, account, estimatePasswordStrength), password).toBeUndefined();
    }
  });

  it('refuses the username, the e-mail or the company inside the password, ignoring case', () => {
    expect(passwordContainsAccount('my-IVAN.P-2024!', account)).toBe(true);
    expect(passwordContainsAccount('Ivan.Petrov@Example.test', account)).toBe(true);
    expect(passwordContainsAccount('xx-ivan.petrov-xx', account)).toBe(true);
    expect(passwordContainsAccount('ТрансЛогистик-99-Волга', account)).toBe(true);
    expect(passwordContainsAccount('плюс ТРАНСЛОГИСТИК', account)).toBe(true);
    expect(findPasswordProblem('Zebra-Kettle-Ivan.P', account, estimatePasswordStrength)).toBe(
      'password_contains_account',
    );
    expect(passwordContainsAccount('correct-horse-42', account)).toBe(false);
    expect(passwordContainsAccount('anything at all', {})).toBe(false);
  });

  it('takes the legal form and quotes off the company, and skips words too short to matter', () => {
    expect(accountWords({ company: 'ООО «Ромашка»' })).toEqual(['ромашка']);
    // "ООО" alone, a 3-letter username: found by chance inside too many good passwords.
    expect(accountWords({ username: 'ann', company: 'ООО' })).toEqual([]);
  });

  it('gives the estimator the account words, so a password built on them scores lower', () => {
    const seen: string[][] = [];
    findPasswordProblem('some-long-passphrase', account, (_password, words) => (seen.push(words), 4));
    expect(seen[0]).toEqual(
      expect.arrayContaining(['ivan.p', 'ivan.petrov@example.test', 'ivan.petrov', 'транслогистик']),
    );
  });
});
