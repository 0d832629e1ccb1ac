import { Alert, Button, Group } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/shared/ui/page-title';
import { paths } from '@/shared/routing/paths';

/** /404: the page-not-found alert of docs/product.md#page-not-found. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('nav.not_found')}</PageTitle>
      <Alert color="orange" variant="light" icon={<IconMapPinOff />} title={t('states.not_found_title')} role="alert">
        {t('states.not_found_text')}
      </Alert>
      <Group mt="lg">
        <Button component={Link} to={paths.home} variant="light">
          {t('states.go_home')}
        </Button>
      </Group>
    </>
  );
}
