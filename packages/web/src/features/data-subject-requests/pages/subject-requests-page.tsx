import type { SubjectErasureAnswer } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageTitle } from '@/shared/ui/page-title';
import { useExportSubject } from '../api/export-subject';
import { useSubjectSearch } from '../api/search-subject';
import { EraseDialog } from '../components/erase-dialog';
import { SubjectResults } from '../components/subject-results';

/**
 * `/administration/personal_data/requests`: a data subject's requests (issue 28 §4). Staff find
 * everything held about a person, export it (XLSX, PDF) or erase or mask it with a reason.
 */
export function SubjectRequestsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [isErasing, setIsErasing] = useState(false);
  const [erased, setErased] = useState<SubjectErasureAnswer | null>(null);
  const search = useSubjectSearch(q);
  const exporter = useExportSubject();
  const lang = i18n.language === 'en' ? 'en' : 'ru';

  const handleSearch = (event: React.FormEvent) => {
    event.preventDefault();
    setErased(null);
    setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true });
  };
  const searchError = search.error
    ? isApiError(search.error) && search.error.status === 400
      ? t('subject_requests.search.invalid')
      : null
    : null;
  const answer = search.data;

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_personal_data_requests')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('subject_requests.intro')}
      </Text>
      <form onSubmit={handleSearch} role="search">
        <Group align="flex-end" gap="sm">
          <TextInput
            style={{ flex: 1, minWidth: 240 }}
            label={t('subject_requests.search.label')}
            description={t('subject_requests.search.hint')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={200}
            error={searchError}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('subject_requests.search.submit')}
          </Button>
        </Group>
      </form>
      {erased ? (
        <Alert color="green" role="status">
          {t('subject_requests.erase.done', erased.counts)}
        </Alert>
      ) : null}
      {q === '' ? (
        <Text c="dimmed">{t('subject_requests.search.empty')}</Text>
      ) : search.isLoading ? (
        <ListSkeleton label={t('subject_requests.search.loading')} rows={4} rowHeight={48} />
      ) : search.isError && !searchError ? (
        <ListError
          title={t('subject_requests.search.error')}
          retryLabel={t('subject_requests.search.retry')}
          onRetry={() => void search.refetch()}
        />
      ) : answer ? (
        <Stack gap="md">
          <Group gap="sm">
            {(['xlsx', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={exporter.isPending && exporter.variables.format === format}
                onClick={() => exporter.mutate({ q, format, lang })}
              >
                {t(`subject_requests.export.${format}`)}
              </Button>
            ))}
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={!answer.erasure.allowed}
              onClick={() => setIsErasing(true)}
            >
              {t('subject_requests.erase.open')}
            </Button>
          </Group>
          {exporter.isError ? (
            <Alert color="red" role="alert">
              {t('subject_requests.export.failed')}
            </Alert>
          ) : null}
          {!answer.erasure.allowed ? (
            <Alert color="orange" role="alert" title={t('subject_requests.erase.refused_title')}>
              {t('subject_requests.erase.refused_open_incident', { incidents: answer.erasure.incidents.join(', ') })}
            </Alert>
          ) : answer.erasure.kept.length > 0 ? (
            <Alert color="blue" role="status" title={t('subject_requests.kept.title')}>
              {t('subject_requests.kept.summary', { count: answer.erasure.kept.length })}
            </Alert>
          ) : null}
          <SubjectResults answer={answer} />
        </Stack>
      ) : null}
      <EraseDialog
        q={q}
        opened={isErasing}
        onClose={() => setIsErasing(false)}
        onErased={(answer) => {
          setIsErasing(false);
          setErased(answer);
        }}
      />
    </Stack>
  );
}
