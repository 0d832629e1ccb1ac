import type { ApiKey } from '@cargo-sentry/contracts/api-users/api-users';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKeys } from '../api/get-api-keys';
import { useIssueApiKey } from '../api/issue-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeysTable } from './api-keys-table';
import { IssueKeyDialog } from './issue-key-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** An API user's keys: the list, issuing (the key shown once) and revoking with confirmation. */
export function ApiKeysSection({ apiUserId }: { apiUserId: number }) {
  const { t } = useTranslation();
  const keys = useApiKeys(apiUserId);
  const issue = useIssueApiKey(apiUserId);
  const revoke = useRevokeApiKey(apiUserId);
  const [isIssuing, issuing] = useDisclosure(false);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);

  const handleIssueClose = () => {
    // the key leaves memory with the dialog: it is never shown again
    issue.reset();
    issuing.close();
  };
  const handleRevokeClose = () => {
    revoke.reset();
    setToRevoke(null);
  };
  const handleRevoke = (key: ApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => {
        setToRevoke(null);
        notifications.show({ color: 'teal', message: t('api_users.revoke.done') });
      },
    });

  let content: React.ReactNode;
  if (keys.isError) {
    content = (
      <Alert color="red" role="alert">
        {t('api_users.keys.error')}
      </Alert>
    );
  } else if (keys.isLoading || !keys.data) {
    content = <Skeleton role="status" h={80} radius="sm" aria-label={t('states.loading')} />;
  } else if (keys.data.length === 0) {
    content = (
      <Group gap="xs" c="dimmed">
        <IconKey size={20} aria-hidden />
        <Text size="sm">{t('api_users.keys.empty')}</Text>
      </Group>
    );
  } else {
    content = <ApiKeysTable apiKeys={keys.data} onRevoke={setToRevoke} />;
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="api-keys-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="api-keys-title">
            {t('api_users.keys.title')}
          </Title>
          <Button leftSection={<IconKey size={16} aria-hidden />} onClick={issuing.open}>
            {t('api_users.keys.issue')}
          </Button>
        </Group>
        {content}
      </Stack>
      <IssueKeyDialog
        opened={isIssuing}
        onClose={handleIssueClose}
        onIssue={(body) => issue.mutateAsync(body)}
        issued={issue.data}
        isIssuing={issue.isPending}
        error={issue.error}
      />
      <RevokeKeyDialog
        apiKey={toRevoke}
        isRevoking={revoke.isPending}
        error={revoke.error}
        onConfirm={handleRevoke}
        onClose={handleRevokeClose}
      />
    </Paper>
  );
}
