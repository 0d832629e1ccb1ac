import { describe, expect, it } from 'vitest';
import { consentDocumentText, publishConsentSchema } from './consent';

const texts = {
  text_ru: 'Текст согласия',
  text_en: 'Consent text',
  biometric_ru: 'Биометрические данные',
  biometric_en: 'Biometrics',
};

describe('consent document', () => {
  it('joins the four texts in their order with blank lines, the text its hash is taken over', () => {
    expect(consentDocumentText(texts)).toBe('Текст согласия\n\nConsent text\n\nБиометрические данные\n\nBiometrics');
  });

  it('refuses a version with a blank or too long text, or a NUL', () => {
    expect(publishConsentSchema.safeParse({ ...texts, text_en: '   ' }).success).toBe(false);
    expect(publishConsentSchema.safeParse({ ...texts, text_ru: 'я'.repeat(4001) }).success).toBe(false);
    expect(publishConsentSchema.safeParse({ ...texts, biometric_en: 'Bio\u0000metrics' }).success).toBe(false);
    expect(publishConsentSchema.safeParse({ text_ru: texts.text_ru }).success).toBe(false);
    expect(publishConsentSchema.safeParse(texts).success).toBe(true);
  });
});
