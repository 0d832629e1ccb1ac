import {
  attachmentExtensions,
  maxAttachmentBytes,
  type RecipientType,
} from '@cargo-sentry/contracts/notifications/notifications';
import {
  Alert,
  Button,
  FileInput,
  Paper,
  Progress,
  Radio,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { isApiError } from '@/shared/api-client/api-error';
import { useSendNotification, type SendNotificationValues } from '../api/admin-notifications';
import { RecipientPicker } from './recipient-picker';

const accept = attachmentExtensions.map((extension) => `.${extension}`).join(',');
const maxMegabytes = maxAttachmentBytes / 1024 / 1024;

/** Subject, text, recipients (everyone or chosen users) and an optional file (docs/product.md#notification, docs/product.md#form-rules). */
export function SendNotificationForm() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSendNotification(setProgress);
  const form = useForm<SendNotificationValues>({
    initialValues: { subject: '', text: '', recipient_type: 'all', users: [], file: null },
    validate: {
      subject: (value) => (value.trim() ? null : t('validation.required')),
      text: (value) => (value.trim() ? null : t('validation.required')),
      users: (value, values) =>
        values.recipient_type === 'selected' && value.length === 0 ? t('validation.required') : null,
      file: (file) => {
        if (!file) return null;
        const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
        if (!(attachmentExtensions as readonly string[]).includes(extension)) return t('notifications.admin.file_type');
        if (file.size === 0 || file.size > maxAttachmentBytes)
          return t('notifications.admin.file_size', { max: maxMegabytes });
        return null;
      },
    },
  });

  const handleSubmit = (values: SendNotificationValues) => {
    setProgress(null);
    send.mutate(values, {
      onSuccess: () => form.reset(),
      onSettled: () => setProgress(null),
    });
  };

  const serverError = (field: string) => apiFieldError(t, send.error, field);
  const failure =
    send.isError && isApiError(send.error) && send.error.status === 413
      ? t('notifications.admin.file_size', { max: maxMegabytes })
      : send.isError
        ? t('notifications.admin.failed')
        : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="lg" mb="md">
        {t('notifications.admin.new_title')}
      </Title>
      {send.isSuccess ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status" mb="md" data-testid="notify-sent">
          {t('notices.notify_sent')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure}
        </Alert>
      ) : null}
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('notifications.admin.subject')}
            withAsterisk
            maxLength={200}
            {...form.getInputProps('subject')}
            error={form.errors.subject ?? serverError('subject')}
          />
          <Textarea
            label={t('notifications.admin.text')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            maxLength={10_000}
            {...form.getInputProps('text')}
            error={form.errors.text ?? serverError('text')}
          />
          <Radio.Group
            label={t('notifications.admin.recipient_type')}
            withAsterisk
            value={form.values.recipient_type}
            onChange={(value) => form.setFieldValue('recipient_type', value as RecipientType)}
          >
            <Group gap="lg" mt={6}>
              <Radio value="all" label={t('notifications.admin.to_all')} />
              <Radio value="selected" label={t('notifications.admin.to_selected')} />
            </Group>
          </Radio.Group>
          {form.values.recipient_type === 'selected' ? (
            <RecipientPicker
              value={form.values.users}
              onChange={(ids) => form.setFieldValue('users', ids)}
              error={(form.errors.users as string | undefined) ?? serverError('users')}
            />
          ) : null}
          <FileInput
            label={t('notifications.admin.file')}
            description={t('notifications.admin.file_hint', { max: maxMegabytes })}
            placeholder={t('notifications.admin.file_placeholder')}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            accept={accept}
            clearable
            {...form.getInputProps('file')}
            error={form.errors.file ?? serverError('file.filename') ?? serverError('file.data')}
          />
          {progress !== null && send.isPending ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('notifications.admin.uploading', { percent: Math.round(progress * 100) })}
              </Text>
              <Progress value={progress * 100} aria-label={t('notifications.admin.upload_progress')} />
            </Stack>
          ) : null}
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('notifications.admin.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
