import { idText } from '@cargo-sentry/contracts/shared/common';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { formatDate } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { ErrorState } from '@/shared/ui/error-state';
import { PageTitle } from '@/shared/ui/page-title';
import { useNews } from '../api/get-news';
import { MarkdownView } from '../components/markdown-view';
import { localized } from '../lib/localized';

// Publishing, deleting and the editor are for staff: readers of the news never load them (issue 26 §4).
const NewsStaffActions = lazy(() =>
  import('../components/news-staff-actions').then((m) => ({ default: m.NewsStaffActions })),
);

/** /news/{id}: one news item with its date, title, body and images; staff edit and publish it here. */
export function NewsPage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isStaff = useCurrentUser()?.is_staff ?? false;
  const parsedId = idText.safeParse(useParams().id);
  const id = parsedId.success ? parsedId.data : 0;
  const news = useNews(id, parsedId.success);
  const back = (
    <Button
      component={Link}
      to={paths.home}
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={16} />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('content.news.back')}
    </Button>
  );

  if (!parsedId.success || (news.isError && isApiError(news.error) && news.error.status === 404)) {
    return (
      <>
        <PageTitle>{t('content.news_title')}</PageTitle>
        <Alert color="orange" variant="light" role="alert" mb="md">
          {t('content.news.not_found')}
        </Alert>
        {back}
      </>
    );
  }
  if (news.isError) {
    return (
      <>
        <PageTitle>{t('content.news_title')}</PageTitle>
        <ErrorState action={back} />
      </>
    );
  }
  if (news.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('states.loading')}>
        <Skeleton h={28} w="60%" />
        <Skeleton h={14} w={120} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  const item = news.data;
  return (
    <Stack gap="sm" maw={860}>
      {back}
      <div>
        <PageTitle>{localized(item, 'title', locale)}</PageTitle>
        <Text size="sm" c="dimmed" mt={-8}>
          <time dateTime={item.published_at ?? item.created_at}>
            {formatDate(item.published_at ?? item.created_at)}
          </time>
        </Text>
      </div>
      {isStaff ? (
        <Group justify="space-between" gap="xs">
          {item.published ? (
            <span />
          ) : (
            <Text size="sm" c="orange.8">
              {t('content.news.draft_note')}
            </Text>
          )}
          <Suspense fallback={null}>
            <NewsStaffActions news={item} />
          </Suspense>
        </Group>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
        <MarkdownView markdown={localized(item, 'body', locale)} />
      </Paper>
    </Stack>
  );
}
