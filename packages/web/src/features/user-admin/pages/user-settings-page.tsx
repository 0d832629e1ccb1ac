import { Alert, Anchor, Box, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/routing/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { DataText, langOf } from '@/shared/ui/data-text';
import { useUser } from '../api/get-user';
import { AccountSection } from '../components/account-section';
import { ChecksSection } from '../components/checks-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { PrudenceSection } from '../components/prudence-section';
import { QuotaSection } from '../components/quota-section';
import { UserStatusBadge } from '../components/user-status-badge';
import { fullName } from '../components/users-table';
import { VettingSection } from '../components/vetting-section';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.adminUsers} size="sm">
      {t('user_admin.user.back')}
    </Anchor>
  );
}

/** `/user/{id}`: every setting of docs/product.md#admin-user-settings, one section per endpoint. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useUser(id, isValidId);

  if (!isValidId || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <Stack gap="md">
        <PageTitle>{t('nav.user_settings')}</PageTitle>
        <Alert color="orange" role="alert">
          {t('user_admin.user.not_found')}
        </Alert>
        <BackLink />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        <PageTitle>{t('nav.user_settings')}</PageTitle>
        <Alert color="red" role="alert">
          {t('user_admin.user.error')}
        </Alert>
        <BackLink />
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={280} />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }

  const user = query.data;
  // Sections keep their own form state: remount them when another account is shown.
  return (
    <Stack gap="lg" key={user.id}>
      <div>
        <BackLink />
        <Group gap="sm" mt={4} align="center">
          <PageTitle lang={langOf(fullName(user))}>{fullName(user) || user.username}</PageTitle>
          <Box mb="md">
            <UserStatusBadge status={user.status} />
          </Box>
        </Group>
        <Text size="sm" c="dimmed" mt={-8} style={{ overflowWrap: 'anywhere' }}>
          {user.username} · <DataText value={user.company} />
        </Text>
      </div>
      <AccountSection user={user} />
      <ProfileSection user={user} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <QuotaSection user={user} />
        <PrudenceSection user={user} />
      </SimpleGrid>
      <ChecksSection user={user} />
      <VettingSection user={user} />
      <PasswordSection user={user} />
    </Stack>
  );
}
