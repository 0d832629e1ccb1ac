import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { errorText } from '@/shared/ui/error-text';
import { wrappingLabel } from './wrapping-label';
import { requestUnlockLink } from '../api/unlock';

interface UnlockOfferProps {
  /** The login (username or e-mail) the refused sign-in was for. */
  username: string;
}

/** A failure the user can act on; anything else still gets the neutral answer (no enumeration). */
const isActionable = (error: unknown) => isApiError(error) && (error.status === 0 || error.status === 429);

/**
 * Shown when sign-in is refused for too many attempts: a stranger's guesses may have locked the
 * account, and its owner can get in through an e-mailed unlock link (issue 23 §17).
 */
export function UnlockOffer({ username }: UnlockOfferProps) {
  const { t } = useTranslation();
  const unlock = useMutation({ mutationFn: requestUnlockLink });
  const isSent = unlock.isSuccess || (unlock.isError && !isActionable(unlock.error));

  if (isSent) {
    return (
      <Alert color="green" variant="light" role="status" data-testid="unlock-sent">
        {t('auth.unlock.sent')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="unlock-offer">
      <Text size="sm">{t('auth.unlock.offer')}</Text>
      {unlock.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(t, unlock.error)}
        </Alert>
      ) : null}
      <Button variant="light" loading={unlock.isPending} onClick={() => unlock.mutate(username)} styles={wrappingLabel}>
        {t('auth.unlock.send')}
      </Button>
    </Stack>
  );
}
