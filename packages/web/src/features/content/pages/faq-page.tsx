import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../components/faq-accordion';
import { InfoPageView } from '../components/info-page-view';

/** /faq: the `faq` info page as an accordion with search. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <InfoPageView name="faq" fallbackTitle={t('content.faq_title')} hasSections>
      {(_page, body) => <FaqAccordion markdown={body} />}
    </InfoPageView>
  );
}
