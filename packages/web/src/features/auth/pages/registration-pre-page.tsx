import { Anchor, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleNumber1, IconCircleNumber2, IconCircleNumber3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { AuthCard } from '../components/auth-card';

const steps = [
  { key: 'auth.registration_pre.step_terms', icon: IconCircleNumber1 },
  { key: 'auth.registration_pre.step_form', icon: IconCircleNumber2 },
  { key: 'auth.registration_pre.step_check', icon: IconCircleNumber3 },
];

/** /registrationPre: what registration involves, before the terms. */
export function RegistrationPrePage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.registration_pre.title')}>
      <Stack gap="lg">
        <Text size="sm">{t('auth.registration_pre.text')}</Text>
        <List spacing="sm" center>
          {steps.map(({ key, icon: Icon }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon variant="light" radius="xl" size={28} aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
              }
            >
              {t(key)}
            </List.Item>
          ))}
        </List>
        <Button component={Link} to={paths.registrationTerms} size="md" fullWidth>
          {t('auth.registration_pre.start')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('auth.registration_pre.have_account')}{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            {t('auth.registration_pre.sign_in')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
