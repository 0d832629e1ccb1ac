import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { AuthCard } from './auth-card';

/** The result screen of registration: the account awaits verification (docs/product.md#registration). */
export function RegistrationDone({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.registration.done_title')}>
      <Stack align="center" ta="center" gap="md" data-testid="registration-done">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconHourglass size={30} />
        </ThemeIcon>
        <Text>{t('auth.registration.done_text', { email })}</Text>
        <Button component={Link} to={paths.login} variant="light">
          {t('auth.registration.to_login')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
