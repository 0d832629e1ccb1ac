import { errorCodes } from '@cargo-sentry/contracts/shared/errors';
import { describe, expect, it } from 'vitest';
import { catalogKeys, type Catalog } from '@/shared/i18n/catalogs';
import { detectLocale } from '@/shared/i18n/locale';
import { catalog as enCatalog } from './catalog-en';
import { catalog as ruCatalog } from './catalog-ru';
import { createI18n } from './i18n';

const resources = { ru: ruCatalog, en: enCatalog };

describe('i18n catalogs', () => {
  it('have the same keys in ru and en', () => {
    const ru = catalogKeys(resources.ru);
    const en = catalogKeys(resources.en);
    expect(ru.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !ru.includes(key))).toEqual([]);
  });

  // Issue 9, defect 18: roubles are "₽" in both languages, never "RUB" or "руб.".
  it('write the currency as ₽ in both languages', () => {
    const texts = (catalog: Catalog): string[] =>
      Object.values(catalog).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
    for (const locale of ['ru', 'en'] as const) {
      expect(texts(resources[locale]).filter((text) => /\bRUB\b|руб\./.test(text))).toEqual([]);
    }
  });

  it('include every feature catalog under its own top-level key', () => {
    for (const feature of [
      'auth',
      'settings',
      'incidents',
      'analysis',
      'content',
      'verification',
      'notifications',
      'registers',
      'incident_import',
      'face_gallery',
      'user_admin',
      'verification_log',
    ]) {
      expect(Object.keys(resources.ru)).toContain(feature);
    }
  });

  it('translate every API error code', () => {
    const keys = catalogKeys(resources.en);
    expect(errorCodes.filter((code) => !keys.includes(`errors.${code}`))).toEqual([]);
  });

  it('use Russian plural forms', () => {
    const i18n = createI18n('ru', ruCatalog);
    const t = (count: number) => i18n.t('quota.left', { count, value: String(count) });
    expect([1, 2, 5, 21].map(t)).toEqual([
      'осталась 1 проверка',
      'осталось 2 проверки',
      'осталось 5 проверок',
      'осталась 21 проверка',
    ]);
    expect(createI18n('en', enCatalog).t('quota.left', { count: 1, value: '1' })).toBe('1 check left');
  });
});

describe('switching language', () => {
  it('loads the other catalog when asked for it', async () => {
    const i18n = createI18n('ru', ruCatalog);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('quota.left', { count: 1, value: '1' })).toBe('1 check left');
  });
});

describe('locale detection', () => {
  it('prefers the stored locale, else the browser language, else ru', () => {
    expect(detectLocale('en', ['ru-RU'])).toBe('en');
    expect(detectLocale(null, ['en-US', 'ru'])).toBe('en');
    expect(detectLocale(null, ['de-DE'])).toBe('ru');
    expect(detectLocale('fr', [])).toBe('ru');
  });
});
