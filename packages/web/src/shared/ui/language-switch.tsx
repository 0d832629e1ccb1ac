import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';

/** The Рус/Eng switch of the default and login headers. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [locale, setLocale] = useLocale();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.switch')}
      value={locale}
      onChange={(value) => setLocale(value as Locale)}
      data={[
        // each language named in itself, so that a reader of either finds theirs
        { value: 'ru', label: <span lang="ru">{t('language.ru_short')}</span> },
        { value: 'en', label: <span lang="en">{t('language.en_short')}</span> },
      ]}
    />
  );
}
