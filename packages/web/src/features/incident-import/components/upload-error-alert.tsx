import { uploadErrorText } from '@cargo-sentry/contracts/incident-import/incident-import';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { useLocale } from '@/shared/i18n/use-locale';
import { errorText } from '@/shared/ui/error-text';

/**
 * docs/product.md#upload-errors "upload error": the file could not be uploaded or processed. A refusal the user can act
 * on (a file over the size limit, no file) is named under it, and so is a known reason of a failed
 * import (`reason`, already in words); anything else has nothing to add.
 */
export function UploadErrorAlert({ error, reason }: { error?: unknown; reason?: string }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const detail =
    reason ?? (isApiError(error) && error.status >= 400 && error.status < 500 ? errorText(t, error) : null);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={uploadErrorText[locale]}
      role="alert"
    >
      {detail ? <Text size="sm">{detail}</Text> : null}
    </Alert>
  );
}
