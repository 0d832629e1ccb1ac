import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

// Placeholder until its feature issue lands: a title and an honest empty state, nothing else.
export function NewsPage() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('content.news_title')} />;
}
