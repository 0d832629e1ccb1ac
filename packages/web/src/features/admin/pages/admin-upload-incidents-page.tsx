import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

// Placeholder until its feature issue lands: a title and an honest empty state, nothing else.
export function AdminUploadIncidentsPage() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('admin.upload_incidents_title')} />;
}
