import type { ApiKey } from '@cargo-sentry/contracts/api-users/api-users';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';

interface RevokeKeyDialogProps {
  apiKey: ApiKey | null;
  isRevoking: boolean;
  error: unknown;
  onConfirm: (key: ApiKey) => void;
  onClose: () => void;
}

/** Asks before a key stops working for good, naming it. */
export function RevokeKeyDialog({ apiKey, isRevoking, error, onConfirm, onClose }: RevokeKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('api_users.revoke.title')}>
      {apiKey ? (
        <>
          {error ? (
            <Alert color="red" role="alert" mb="sm">
              {errorText(t, error)}
            </Alert>
          ) : null}
          <Text>{t('api_users.revoke.text', { name: apiKey.name, prefix: apiKey.prefix })}</Text>
          <Group gap="sm" mt="lg" justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('api_users.revoke.cancel')}
            </Button>
            <Button color="red.9" loading={isRevoking} onClick={() => onConfirm(apiKey)}>
              {t('api_users.revoke.confirm')}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
