import type { LinksSettings } from '@cargo-sentry/contracts/identity-links/links';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinksSettings, useSaveLinksSettings } from '../api/links-settings';
import { SaveState } from './save-state';
import { SettingsState } from './settings-state';

function SharingForm({ stored }: { stored: LinksSettings }) {
  const { t } = useTranslation();
  const [isSharing, setIsSharing] = useState(stored.sharing_between_companies);
  const save = useSaveLinksSettings();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate({ sharing_between_companies: isSharing });
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="links-sharing-title">
      <Stack gap="sm">
        <Switch
          label={t('links.settings.sharing.label')}
          description={t(isSharing ? 'links.settings.sharing.on' : 'links.settings.sharing.off')}
          checked={isSharing}
          onChange={(event) => {
            setIsSharing(event.currentTarget.checked);
            save.reset();
          }}
        />
        <SaveState isSaved={save.isSuccess} error={save.error} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Staff's switch of sharing between companies (issue 27 §4): off, a user's links and findings come from their own company's checks only. */
export function SharingSettings() {
  const { t } = useTranslation();
  const settings = useLinksSettings();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="links-sharing-title"
    >
      <Title order={2} fz="lg" mb={4} id="links-sharing-title">
        {t('links.settings.sharing.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('links.settings.sharing.text')}
      </Text>
      {settings.data ? (
        <SharingForm stored={settings.data} />
      ) : (
        <SettingsState error={settings.error} onRetry={() => void settings.refetch()} />
      )}
    </Paper>
  );
}
