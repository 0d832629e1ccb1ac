import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';

export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" mb="md">
      {errorText(t, error)}
    </Alert>
  );
}
