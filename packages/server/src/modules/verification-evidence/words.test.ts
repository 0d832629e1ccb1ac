import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summaryOrder } from '@cargo-sentry/contracts/verification/rules';
import { verificationCheckNames, transportFieldNames } from '@cargo-sentry/contracts/verification/form';
import { packagePath } from '../../platform/package-path';
import { verdictWords } from './verdict-words';
import { evidenceWords } from './words';

/** The web's shared words: the registers' known words and the note on quoted values. */
const sharedWords = (lang: 'ru' | 'en') =>
  JSON.parse(readFileSync(packagePath('..', 'web', 'src', 'shared', 'i18n', `${lang}.json`), 'utf8')) as {
    register: Record<string, unknown> & { quoted: string };
  };

/** The /verification page's own words (web i18n), which the report must repeat. */
const pageWords = (lang: 'ru' | 'en') =>
  JSON.parse(readFileSync(packagePath('..', 'web', 'src', 'features', 'verification', 'i18n', `${lang}.json`), 'utf8'))
    .verification as {
    checks: Record<string, string>;
    standing: Record<string, string>;
    verdict: Record<string, Record<string, string>>;
    summary: Record<string, string>;
    fields: Record<string, string>;
    run: { consent: string };
    osago: { state: Record<string, string> };
    driver: { state: Record<string, string> };
  };

describe('the evidence report speaks as the verification page', () => {
  it.each(['ru', 'en'] as const)('%s: check names, summary words, field labels, consent', (lang) => {
    const page = pageWords(lang);
    const words = evidenceWords[lang];
    for (const check of verificationCheckNames) expect(words.checks[check]).toBe(page.checks[check]);
    for (const standing of summaryOrder) expect(words.summary[standing]).toBe(page.summary[standing]);
    for (const field of transportFieldNames) expect(words.fields[field]).toBe(page.fields[field]);
    expect(words.consent).toBe(page.run.consent);
    expect(words.summaryTitle).toBe(page.summary.title);
  });

  it.each(['ru', 'en'] as const)(
    '%s: each class in words, each reason, the registers’ known words and the statuses of documents',
    (lang) => {
      const page = pageWords(lang);
      const words = verdictWords[lang];
      expect(words.standing).toEqual(page.standing);
      expect(words.verdict).toEqual(page.verdict);
      const { quoted, ...register } = sharedWords(lang).register;
      expect(words.register).toEqual(register);
      expect(words.osagoState).toEqual(page.osago.state);
      expect(words.licenceState).toEqual(page.driver.state);
      expect(words.quoted).toBe(quoted);
    },
  );
});
