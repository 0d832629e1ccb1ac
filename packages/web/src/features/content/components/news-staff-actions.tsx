import type { News } from '@cargo-sentry/contracts/content/content';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { errorText } from '@/shared/ui/error-text';
import { useDeleteNews, useSetNewsPublished } from '../api/save-news';
import { localized } from '../lib/localized';

// The editor (form, image upload, Markdown preview) loads when staff open it (issue 26 §4).
const NewsEditor = lazy(() => import('./news-editor').then((m) => ({ default: m.NewsEditor })));

/** Staff's edit, publish/unpublish and delete of one news item. */
export function NewsStaffActions({ news }: { news: News }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const [isEditing, edit] = useDisclosure(false);
  const [isDeleting, confirm] = useDisclosure(false);
  const publish = useSetNewsPublished(news.id);
  const remove = useDeleteNews(news.id);
  const handleFailure = (error: unknown) => notifications.show({ color: 'red', message: errorText(t, error) });

  const handlePublish = () =>
    publish.mutate(!news.published, {
      onSuccess: (saved) =>
        notifications.show({
          color: 'green',
          message: saved.published ? t('content.news.published') : t('content.news.unpublished'),
        }),
      onError: handleFailure,
    });
  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('content.news.deleted') });
        void navigate(paths.home);
      },
      onError: handleFailure,
    });

  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="light" leftSection={<IconPencil size={16} />} onClick={edit.open}>
          {t('content.edit')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color={news.published ? 'gray' : 'green'}
          leftSection={news.published ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          onClick={handlePublish}
          loading={publish.isPending}
        >
          {news.published ? t('content.news.unpublish') : t('content.news.publish')}
        </Button>
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
          {t('content.news.delete')}
        </Button>
      </Group>
      {isEditing ? (
        <Suspense fallback={null}>
          <NewsEditor news={news} onClose={edit.close} />
        </Suspense>
      ) : null}
      <Modal opened={isDeleting} onClose={confirm.close} title={t('content.news.delete_title')}>
        <Text mb="md">{t('content.news.delete_text', { title: localized(news, 'title', locale) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={handleDelete} loading={remove.isPending}>
            {t('content.news.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
