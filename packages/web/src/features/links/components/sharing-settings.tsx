import type { LinksSettings } from '@cargo-sentry/contracts/identity-links/links';
import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinksSettings, useSaveLinksSettings } from '../api/links-settings';
import { SaveButton } from './save-button';
import { SettingsCard } from './settings-card';

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
        <SaveButton isPending={save.isPending} isSaved={save.isSuccess} error={save.error} />
      </Stack>
    </form>
  );
}

/** Staff's switch of sharing between companies (issue 27 §4): off, a user's links and findings come from their own company's checks only. */
export function SharingSettings() {
  const { t } = useTranslation();
  const settings = useLinksSettings();
  return (
    <SettingsCard
      id="links-sharing-title"
      title={t('links.settings.sharing.title')}
      text={t('links.settings.sharing.text')}
      query={settings}
    >
      {(stored) => <SharingForm stored={stored} />}
    </SettingsCard>
  );
}
