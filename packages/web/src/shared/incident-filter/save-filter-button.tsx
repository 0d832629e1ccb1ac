import { Alert, Anchor, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBellPlus, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api-client/api-error';
import { paths } from '../routing/paths';
import { errorText } from '../ui/error-text';
import { useCreateSavedFilter } from './saved-filters';

/** The message of a refused save: the name's own problem, else the error code's text. */
function saveError(t: ReturnType<typeof useTranslation>['t'], error: unknown): string | null {
  if (!error) return null;
  const code = isApiError(error) ? (error.fields?.name?.[0] ?? error.fields?.query?.[0]) : undefined;
  return code
    ? t(`notifications.saved_filters.errors.${code}`, { defaultValue: errorText(t, error) })
    : errorText(t, error);
}

/**
 * Saves the applied filter of `/incidents` under a name, subscribed to alerts by default.
 * `query` is the filter as the page's own query string (without `page`).
 */
export function SaveFilterButton({ query }: { query: string }) {
  const { t } = useTranslation();
  const [isOpen, dialog] = useDisclosure(false);
  const [name, setName] = useState('');
  const [subscribed, setSubscribed] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const create = useCreateSavedFilter();

  const handleOpen = () => {
    create.reset();
    setNameError(null);
    setSavedName(null);
    dialog.open();
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('validation.required'));
      return;
    }
    create.mutate(
      { name: name.trim(), query, subscribed },
      {
        onSuccess: (filter) => {
          setSavedName(filter.name);
          setName('');
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" leftSection={<IconBellPlus size={18} aria-hidden />} onClick={handleOpen}>
        {t('notifications.saved_filters.save')}
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title={t('notifications.saved_filters.dialog_title')} centered>
        {savedName ? (
          <Stack gap="md">
            <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status" data-testid="filter-saved">
              {t('notifications.saved_filters.saved', { name: savedName })}
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Anchor component={Link} to={paths.settingsNotify} size="sm" fw={600}>
                {t('notifications.saved_filters.manage')}
              </Anchor>
              <Button onClick={dialog.close}>{t('actions.close')}</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('notifications.saved_filters.dialog_intro')}
              </Text>
              <TextInput
                label={t('notifications.saved_filters.name')}
                placeholder={t('notifications.saved_filters.name_placeholder')}
                withAsterisk
                maxLength={100}
                data-autofocus
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
                error={nameError ?? saveError(t, create.error)}
              />
              <Switch
                label={t('notifications.saved_filters.subscribe')}
                checked={subscribed}
                onChange={(event) => setSubscribed(event.currentTarget.checked)}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={dialog.close}>
                  {t('notifications.saved_filters.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('notifications.saved_filters.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
