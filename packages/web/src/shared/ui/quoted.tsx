import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { DataText, isCyrillic } from './data-text';

/**
 * A register's own words that the interface cannot translate (a company name, a court, a finding):
 * on an English page a Russian value stands in quotes, marked as Russian and as quoted from the
 * register (issue 23 §5), so it reads as the register's answer rather than an untranslated label.
 */
export function Quoted({ value }: { value: string }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (locale === 'ru' || !isCyrillic(value)) return <DataText value={value} />;
  return (
    <DataText value={value} title={t('register.quoted')}>
      “{value}”
    </DataText>
  );
}
