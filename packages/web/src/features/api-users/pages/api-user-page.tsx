import { Alert, Anchor, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/routing/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { useApiUser } from '../api/get-api-user';
import { useSaveApiUser } from '../api/save-api-user';
import { ApiKeysSection } from '../components/api-keys-section';
import { ApiUserForm } from '../components/api-user-form';
import { ApiUserStatusBadge } from '../components/status-badge';
import { UsageSection } from '../components/usage-section';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.adminApiUsers} size="sm">
      {t('api_users.user.back')}
    </Anchor>
  );
}

/** `/api_user/{id}`: the API user's details, keys and usage (issue 11 §2). */
export function ApiUserSettingsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const apiUser = useApiUser(id, isValidId);
  const save = useSaveApiUser(id);

  if (!isValidId || (isApiError(apiUser.error) && apiUser.error.status === 404)) {
    return (
      <Stack gap="md">
        <PageTitle>{t('nav.api_user_settings')}</PageTitle>
        <Alert color="orange" role="alert">
          {t('api_users.user.not_found')}
        </Alert>
        <BackLink />
      </Stack>
    );
  }
  if (apiUser.isError) {
    return (
      <Stack gap="md">
        <PageTitle>{t('nav.api_user_settings')}</PageTitle>
        <Alert color="red" role="alert">
          {t('api_users.user.error')}
        </Alert>
        <BackLink />
      </Stack>
    );
  }
  if (!apiUser.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={280} />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }

  const user = apiUser.data;
  return (
    <Stack gap="lg">
      <div>
        <BackLink />
        <Group gap="sm" mt={4} align="center">
          <PageTitle>{user.company}</PageTitle>
          <Box mb="md">
            <ApiUserStatusBadge isActive={user.is_active} />
          </Box>
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('api_users.user.username', { username: user.username })}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="api-user-details">
        <Title order={2} size="h3" id="api-user-details" mb="md">
          {t('api_users.user.details')}
        </Title>
        <ApiUserForm
          key={user.id}
          apiUser={user}
          submitLabel={t('api_users.form.save')}
          isSaving={save.isPending}
          error={save.error}
          onSubmit={async (values) => {
            await save.mutateAsync(values);
            notifications.show({ color: 'teal', message: t('notices.saved') });
          }}
        />
      </Paper>
      <ApiKeysSection apiUserId={user.id} />
      <UsageSection apiUserId={user.id} />
    </Stack>
  );
}
