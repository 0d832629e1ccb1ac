import type { SavedFilter } from '@cargo-sentry/contracts/notifications/saved-filters';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { formatDateTime } from '@/shared/format/date';
import { useDeleteSavedFilter, useSavedFilters, useUpdateSavedFilter } from '@/shared/incident-filter/saved-filters';
import { paths } from '@/shared/routing/paths';
import { errorText } from '@/shared/ui/error-text';

/** `/settings/notify`: the user's saved incident filters, their alerts switched on or off, renamed, deleted. */
export function SavedFiltersSection() {
  const { t } = useTranslation();
  const filters = useSavedFilters();
  const update = useUpdateSavedFilter();
  const remove = useDeleteSavedFilter();
  const [renaming, setRenaming] = useState<SavedFilter | null>(null);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const [name, setName] = useState('');

  const handleRename = (event: React.FormEvent) => {
    event.preventDefault();
    if (!renaming || !name.trim()) return;
    update.mutate(
      { id: renaming.id, name: name.trim(), subscribed: renaming.subscribed },
      { onSuccess: () => setRenaming(null) },
    );
  };
  const renameError = () => {
    if (!renaming && !update.error) return null;
    const code = isApiError(update.error) ? update.error.fields?.name?.[0] : undefined;
    if (code) return t(`notifications.saved_filters.errors.${code}`, { defaultValue: errorText(t, update.error) });
    return update.error ? errorText(t, update.error) : null;
  };

  let list: React.ReactNode;
  if (filters.isError && !filters.data) {
    list = (
      <Alert color="red" role="alert" title={t('notifications.saved_filters.error')}>
        <Button size="xs" variant="light" color="red" onClick={() => void filters.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Alert>
    );
  } else if (!filters.data) {
    list = <Skeleton role="status" h={56} radius="md" aria-label={t('notifications.saved_filters.loading')} />;
  } else if (filters.data.results.length === 0) {
    list = <Text c="dimmed">{t('notifications.saved_filters.empty')}</Text>;
  } else {
    list = (
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('notifications.saved_filters.section_title')}
      >
        {filters.data.results.map((filter) => (
          <Paper component="li" key={filter.id} withBorder radius="md" p="sm" data-testid="saved-filter">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Anchor
                  component={Link}
                  to={`${paths.incidents}?${filter.query}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {filter.name} <IconExternalLink size={14} aria-hidden />
                </Anchor>
                {filter.last_alert_at ? (
                  <Text size="xs" c="dimmed">
                    {t('notifications.saved_filters.last_alert', { date: formatDateTime(filter.last_alert_at) })}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Switch
                  label={t('notifications.saved_filters.subscribed')}
                  checked={filter.subscribed}
                  onChange={(event) =>
                    update.mutate({ id: filter.id, name: filter.name, subscribed: event.currentTarget.checked })
                  }
                />
                <Tooltip label={t('notifications.saved_filters.rename')}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`${t('notifications.saved_filters.rename')}: ${filter.name}`}
                    onClick={() => {
                      update.reset();
                      setName(filter.name);
                      setRenaming(filter);
                    }}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('notifications.saved_filters.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`${t('notifications.saved_filters.delete')}: ${filter.name}`}
                    onClick={() => setDeleting(filter)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mt="lg">
      <Title order={2} fz="lg" mb="xs">
        {t('notifications.saved_filters.section_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications.saved_filters.section_intro')}
      </Text>
      {list}
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('notifications.saved_filters.rename')}
        centered
      >
        <form onSubmit={handleRename} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('notifications.saved_filters.name')}
              withAsterisk
              maxLength={100}
              data-autofocus
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={!name.trim() ? t('validation.required') : renaming ? renameError() : null}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRenaming(null)}>
                {t('notifications.saved_filters.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!name.trim()}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('notifications.saved_filters.delete')}
        centered
      >
        <Stack gap="md">
          <Text>{t('notifications.saved_filters.delete_confirm', { name: deleting?.name ?? '' })}</Text>
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('notifications.saved_filters.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              {t('notifications.saved_filters.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
