import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkOutcomes, summaryOrder } from '@cargo-sentry/contracts/verification-rules';
import { verificationCheckNames, transportFieldNames } from '@cargo-sentry/contracts/verification-form';
import { packagePath } from '../../platform/package-path';
import { evidenceWords } from './evidence-words';

/** The /verification page's own words (web i18n), which the report must repeat. */
const pageWords = (lang: 'ru' | 'en') =>
  JSON.parse(readFileSync(packagePath('..', 'web', 'src', 'features', 'verification', 'i18n', `${lang}.json`), 'utf8'))
    .verification as {
    checks: Record<string, string>;
    outcome: Record<string, string>;
    summary: Record<string, string>;
    fields: Record<string, string>;
    run: { consent: string };
    osago: { verdict: Record<string, string> };
  };

describe('the evidence report speaks as the verification page', () => {
  it.each(['ru', 'en'] as const)('%s: check names, outcome and summary words, field labels, consent', (lang) => {
    const page = pageWords(lang);
    const words = evidenceWords[lang];
    for (const check of verificationCheckNames) expect(words.checks[check]).toBe(page.checks[check]);
    for (const outcome of checkOutcomes) expect(words.outcome[outcome]).toBe(page.outcome[outcome]);
    for (const standing of summaryOrder) expect(words.summary[standing]).toBe(page.summary[standing]);
    for (const field of transportFieldNames) expect(words.fields[field]).toBe(page.fields[field]);
    expect(words.consent).toBe(page.run.consent);
    expect(words.summaryTitle).toBe(page.summary.title);
    expect(words.osago.verdict).toEqual(page.osago.verdict);
  });
});
