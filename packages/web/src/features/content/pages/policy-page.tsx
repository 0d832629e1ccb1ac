import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoPageView } from '../components/info-page-view';
import { MarkdownView } from '../components/markdown-view';
import { RetentionPeriods } from '../components/retention-periods';

/** /policy: the personal-data processing policy (152-FZ), the `policy` info page, with the configured retention periods. */
export function PolicyPage() {
  const { t } = useTranslation();
  return (
    <InfoPageView name="policy" fallbackTitle={t('content.policy_title')}>
      {(_page, body) => (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={920}>
          <MarkdownView markdown={body} />
          <RetentionPeriods />
        </Paper>
      )}
    </InfoPageView>
  );
}
