import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { FaqAccordion } from '../components/faq-accordion';
import { InfoPageView } from '../components/info-page-view';
import { localized } from '../lib/localized';

/** /faq: the `faq` info page as an accordion with search in both languages. */
export function FaqPage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const other = locale === 'ru' ? 'en' : 'ru';
  return (
    <InfoPageView name="faq" fallbackTitle={t('content.faq_title')} hasSections>
      {(page, body) => <FaqAccordion markdown={body} translation={localized(page, 'body', other)} />}
    </InfoPageView>
  );
}
