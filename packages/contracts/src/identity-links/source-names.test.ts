import { describe, expect, it } from 'vitest';
import { sourceNameInSentence } from './source-names';

describe('source names in a sentence', () => {
  it('lower-cases the first letter of a word', () => {
    expect(sourceNameInSentence('register_phone', 'ru')).toBe('реестр телефонов');
    expect(sourceNameInSentence('register_wanted', 'en')).toBe('wanted list');
    expect(sourceNameInSentence('register_ati_id', 'ru')).toBe('реестр ATI ID');
    expect(sourceNameInSentence('register_passport', 'ru')).toBe('реестр паспортов');
    expect(sourceNameInSentence('register_passport', 'en')).toBe('passport register');
    expect(sourceNameInSentence('register_court_case', 'ru')).toBe('реестр судебных дел');
    expect(sourceNameInSentence('register_court_case', 'en')).toBe('court cases register');
  });

  it('keeps an abbreviation as it is written', () => {
    expect(sourceNameInSentence('register_osago', 'en')).toBe('OSAGO register');
    expect(sourceNameInSentence('register_ati_id', 'en')).toBe('ATI ID register');
  });
});
