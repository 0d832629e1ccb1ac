import { Alert, Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { errorText } from '@/shared/ui/error-text';
import { PageTitle } from '@/shared/ui/page-title';
import { useIncident } from '../api/get-incident';
import { IncidentDetails } from '../components/incident-details';
import { IncidentPointMap } from '../components/incident-point-map';

/** `/incidents/view/:id`: the read-only incident card with a small map. */
export function IncidentViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, refetch } = useIncident(id);
  const isNotFound = !isValidId || (isApiError(error) && error.status === 404);
  const needsFullAccess = isApiError(error) && error.code === 'needs_full_access';

  useEffect(() => {
    // docs/product.md#missing-pages-and-incidents: a 404 on an incident call goes to the page-not-found page.
    if (isNotFound) void navigate(paths.notFound, { replace: true });
  }, [isNotFound, navigate]);

  const back = (
    <Anchor component={Link} to={paths.incidents} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('incidents.back_to_list')}
      </Group>
    </Anchor>
  );

  if (needsFullAccess) {
    return (
      <Stack gap="md">
        {back}
        <PageTitle>{t('incidents.view_title_id', { id })}</PageTitle>
        <Alert
          color="orange"
          icon={<IconLock size={18} />}
          title={t('incidents.needs_full_access_title')}
          data-testid="needs-full-access"
        >
          {t('incidents.needs_full_access')}
        </Alert>
      </Stack>
    );
  }
  if (error && !isNotFound) {
    return (
      <Stack gap="md">
        {back}
        <PageTitle>{t('incidents.view_title_id', { id })}</PageTitle>
        <Alert color="red" title={t('incidents.load_error_title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(t, error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              {t('incidents.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('incidents.view_title_id', { id: isValidId ? id : '' })}</PageTitle>
        {user?.is_staff && data ? (
          <Button component={Link} to={paths.incidentEdit.build(id)} leftSection={<IconEdit size={18} aria-hidden />}>
            {t('incidents.edit')}
          </Button>
        ) : null}
      </Group>
      {isLoading || !data ? (
        <Stack gap="md" aria-busy="true" aria-label={t('incidents.loading')}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md" data-testid="incident-details">
              <IncidentDetails incident={data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Paper withBorder radius="md" p={4}>
              {data.lat !== null && data.lon !== null ? (
                <IncidentPointMap
                  label={t('incidents.map.point_label')}
                  point={{ lat: data.lat, lon: data.lon }}
                  height={300}
                />
              ) : (
                <Text c="dimmed" size="sm" p="md" ta="center">
                  {t('incidents.no_coordinates')}
                </Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
