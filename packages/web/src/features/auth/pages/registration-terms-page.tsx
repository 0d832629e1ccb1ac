import { Button, Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { AuthCard } from '../components/auth-card';

/** /registration_terms: the terms form; continuing needs the box ticked. */
export function RegistrationTermsPage() {
  const { t } = useTranslation();
  const [isAccepted, setAccepted] = useState(false);
  return (
    <AuthCard title={t('auth.terms.title')}>
      <Stack gap="md">
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <Stack gap="sm">
            {['p1', 'p2', 'p3'].map((p) => (
              <Text key={p} size="sm">
                {t(`auth.terms.${p}`)}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Checkbox
          label={t('auth.terms.accept')}
          checked={isAccepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <Button
          component={Link}
          to={paths.registration}
          size="md"
          fullWidth
          disabled={!isAccepted}
          aria-disabled={!isAccepted}
          onClick={(event: React.MouseEvent) => {
            if (!isAccepted) event.preventDefault();
          }}
        >
          {t('auth.terms.continue')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
