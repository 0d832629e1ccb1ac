import type { Incident } from '@cargo-sentry/contracts/incidents/incidents';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { toApiDate } from '@/shared/format/date';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { errorText } from '@/shared/ui/error-text';
import { PageTitle } from '@/shared/ui/page-title';
import { useIncident } from '../api/get-incident';
import { forgetIncident, useAdminReferences, useDeleteIncident, useSaveIncident } from '../api/incident-admin';
import { IncidentForm } from '../components/incident-form';
import {
  emptyIncidentForm,
  formToBody,
  incidentToForm,
  serverFieldErrors,
  validateIncidentForm,
  type IncidentFormErrors,
  type IncidentFormValues,
} from '../components/incident-form-values';

/** `/incidents/edit/:id` and `/incidents/edit/new` (staff; the router's guard keeps others out). */
export function IncidentEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  // `/incidents/edit/new` is its own route (for its "creating" breadcrumb), so it has no :id.
  const isNew = params.id === undefined;
  const id = isNew ? 0 : Number(params.id);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const isStaff = Boolean(user?.is_staff);
  const incident = useIncident(isStaff ? id : 0);
  const isNotFound =
    !isNew && (!(Number.isInteger(id) && id > 0) || (isApiError(incident.error) && incident.error.status === 404));

  useEffect(() => {
    // The router's staff guard should keep others out; this is the fallback (docs/product.md#route-guards: to the main page).
    if (user && !isStaff) void navigate(paths.home, { replace: true });
    else if (isNotFound) void navigate(paths.notFound, { replace: true });
  }, [user, isStaff, isNotFound, navigate]);

  const title = isNew ? t('incidents.create_title') : t('incidents.edit_title_id', { id });
  const back = (
    <Anchor component={Link} to={isNew ? paths.incidents : paths.incidentView.build(id)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {isNew ? t('incidents.back_to_list') : t('incidents.back_to_card')}
      </Group>
    </Anchor>
  );

  let body: React.ReactNode;
  if (!isStaff) body = null;
  else if (isNew) body = <EditForm incident={null} />;
  else if (incident.data) body = <EditForm key={incident.data.id} incident={incident.data} />;
  else if (incident.error && !isNotFound)
    body = (
      <Alert color="red" title={t('incidents.load_error_title')}>
        {errorText(t, incident.error)}
      </Alert>
    );
  else body = <Skeleton role="status" h={400} radius="md" aria-label={t('incidents.loading')} />;

  return (
    <Stack gap="md">
      {back}
      <PageTitle>{title}</PageTitle>
      {body}
    </Stack>
  );
}

function EditForm({ incident }: { incident: Incident | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const references = useAdminReferences();
  const save = useSaveIncident();
  const remove = useDeleteIncident();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<IncidentFormValues>(() =>
    incident ? incidentToForm(incident) : emptyIncidentForm(toApiDate(new Date())),
  );
  const [errors, setErrors] = useState<IncidentFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const handleChange = (next: IncidentFormValues) => {
    setValues(next);
    // Clear the message of a field once it is edited.
    setErrors((current) => {
      const cleared = { ...current };
      for (const key of Object.keys(current) as (keyof IncidentFormValues)[])
        if (next[key] !== values[key]) delete cleared[key];
      return cleared;
    });
  };

  const handleSubmit = () => {
    const found = validateIncidentForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('validation.fill_required'));
      return;
    }
    setFormError(null);
    save.mutate(
      { id: incident?.id ?? null, body: formToBody(values) },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('notices.saved') });
          void navigate(paths.incidentView.build(saved.id));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(serverFieldErrors(error.fields));
          setFormError(errorText(t, error));
        },
      },
    );
  };

  const handleDelete = () => {
    if (!incident) return;
    remove.mutate(incident.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        notifications.show({ color: 'teal', message: t('incidents.deleted') });
        void Promise.resolve(navigate(paths.incidents, { replace: true })).then(() =>
          forgetIncident(queryClient, incident.id),
        );
      },
      onError: (error) => {
        setConfirmOpen(false);
        setFormError(errorText(t, error));
      },
    });
  };

  return (
    <Stack gap="md">
      {references.isError ? <Alert color="orange">{t('incidents.form.references_error')}</Alert> : null}
      {formError ? (
        <Alert color="red" role="alert" data-testid="form-error">
          {formError}
        </Alert>
      ) : null}
      <IncidentForm
        values={values}
        errors={errors}
        references={references.data}
        onChange={handleChange}
        onSubmit={handleSubmit}
        isSaving={save.isPending}
        actions={
          incident ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmOpen(true)}
            >
              {t('incidents.delete')}
            </Button>
          ) : null
        }
      />
      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title={t('incidents.delete_title')} centered>
        <Text size="sm">{t('incidents.delete_confirm', { id: incident?.id ?? '' })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirmOpen(false)}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={handleDelete}>
            {t('incidents.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
