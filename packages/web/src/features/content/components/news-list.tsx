import type { NewsItem } from '@cargo-sentry/contracts/content/content';
import { Anchor, Badge, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { ErrorState } from '@/shared/ui/error-state';
import { useNewsList } from '../api/get-news-list';
import { localized } from '../lib/localized';
import { safeContentUrl } from '../lib/safe-url';

// The editor (form, image upload, Markdown preview) loads when staff open it (issue 26 §4).
const NewsEditor = lazy(() => import('./news-editor').then((m) => ({ default: m.NewsEditor })));

const pageSize = 4;

/** The news block of the main page: newest first, more on demand; staff add news and see drafts. */
export function NewsList() {
  const { t } = useTranslation();
  const isStaff = useCurrentUser()?.is_staff ?? false;
  const navigate = useNavigate();
  const [shown, setShown] = useState(pageSize);
  const [isCreating, { open, close }] = useDisclosure(false);
  const news = useNewsList(1, shown);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="news-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md" id="news-title">
          {t('content.news.list_title')}
        </Title>
        {isStaff ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={open}>
            {t('content.news.add')}
          </Button>
        ) : null}
      </Group>
      {news.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : news.isError ? (
        <ErrorState />
      ) : news.data.results.length === 0 ? (
        <Text c="dimmed">{t('content.news.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {news.data.results.map((item) => (
            <NewsListItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
      {news.data && news.data.count > shown ? (
        <Button
          variant="subtle"
          size="xs"
          mt="sm"
          onClick={() => setShown((n) => n + pageSize)}
          loading={news.isFetching}
        >
          {t('content.news.more')}
        </Button>
      ) : null}
      {isCreating ? (
        <Suspense fallback={null}>
          <NewsEditor onClose={close} onSaved={(saved) => void navigate(paths.news.build(saved.id))} />
        </Suspense>
      ) : null}
    </Paper>
  );
}

function NewsListItem({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const image = item.image_url ? safeContentUrl(item.image_url) : '';
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="md">
      {image ? (
        <Image src={image} alt="" w={96} h={64} radius="sm" fit="cover" visibleFrom="xs" style={{ flexShrink: 0 }} />
      ) : null}
      <div style={{ minWidth: 0 }}>
        <Group gap="xs" mb={2}>
          <Text size="xs" c="dimmed">
            {formatDate(item.published_at ?? item.created_at)}
          </Text>
          {item.published ? null : (
            <Badge size="xs" color="gray" variant="light">
              {t('content.news.draft')}
            </Badge>
          )}
        </Group>
        <Anchor component={Link} to={paths.news.build(item.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {localized(item, 'title', locale)}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {localized(item, 'excerpt', locale)}
        </Text>
      </div>
    </Group>
  );
}
