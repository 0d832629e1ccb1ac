import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import type { PasswordEstimator, PasswordScore } from './password-policy';
import { productPasswordWords, russianPasswordWords } from './password-words-ru';

/**
 * The strength estimate of the password rule (password-policy.ts): zxcvbn-ts with its
 * common-password list (49k passwords from leaks), its diceware words and keyboard graphs, plus
 * Russian words (password-words-ru.ts; no Russian package exists). About 220 KB gzipped: the
 * server imports it at start, the web only on the forms that set a password (a lazy chunk).
 * English word lists are left out: they would triple that, and the leaked-password list already
 * holds the English words people use.
 */

// ЙЦУКЕН and QWERTY share keys: "пароль" typed with the wrong layout is "gfhjkm", a leaked classic.
const cyrillicKeys = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const toLatinKey = new Map([...cyrillicKeys].map((letter, i) => [letter, latinKeys[i]]));
const toCyrillicKey = new Map([...latinKeys].map((key, i) => [key, cyrillicKeys[i]]));

const transliteration: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** The same keys in the other layout; capitals stay capitals (zxcvbn counts them). */
function retype(text: string, keys: Map<string, string>): string {
  return [...text]
    .map((letter) => {
      const lower = letter.toLowerCase();
      const key = keys.get(lower);
      if (key === undefined) return letter;
      return letter === lower ? key : key.toUpperCase();
    })
    .join('');
}

function transliterate(word: string): string {
  return [...word].map((letter) => transliteration[letter] ?? letter).join('');
}

/** Characters the estimate reads; the rest of a longer password only makes it stronger. */
const estimatedLength = 24;

const russianWords = [...new Set(russianPasswordWords.flatMap((word) => [word, transliterate(word)]))];

const zxcvbn = new ZxcvbnFactory({
  dictionary: {
    ...commonDictionary,
    'russian-words': russianWords,
    // The Latin-layout forms get their own list: zxcvbn ranks a word by its position in a list.
    'russian-words-latin-layout': russianPasswordWords.map((word) => retype(word, toLatinKey)),
    'product-words': [...productPasswordWords],
  },
  graphs: adjacencyGraphs,
  // No Levenshtein matching: against 49k passwords it multiplied the time of one estimate by ten.
  // zxcvbn's work grows steeply with length (a 128-character password took seconds, 32 random
  // characters ~0.5 s on a loaded 2-core machine, 24 ~0.1 s): the first 24 characters decide.
  // A password whose first 24 characters are strong is strong.
  maxLength: estimatedLength,
});

/**
 * zxcvbn's score of the password as typed and as the same keys would read in the other layout
 * ("йцукен" is "qwerty", "ghbdtn" is "привет"): the weakest reading counts.
 */
export const estimatePasswordStrength: PasswordEstimator = (password, accountWords) => {
  const readings = new Set([password, retype(password, toLatinKey), retype(password, toCyrillicKey)]);
  let score = 4;
  for (const reading of readings) score = Math.min(score, zxcvbn.check(reading, accountWords).score);
  return score as PasswordScore;
};
