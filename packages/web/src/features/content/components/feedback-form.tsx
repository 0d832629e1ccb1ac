import { feedbackSchema } from '@cargo-sentry/contracts/platform/platform';
import { Alert, Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '@/shared/forms/zod-validate';
import { errorText } from '@/shared/ui/error-text';
import { useSendFeedback } from '../api/send-feedback';

interface FeedbackFormProps {
  /** After a message went out (the header's dialog closes itself); the form is cleared either way. */
  onSent?: () => void;
  onCancel?: () => void;
  isAutoFocused?: boolean;
  /** The dialog says "Notify sent." in a toast as it closes, so the form itself stays quiet. */
  isSuccessShown?: boolean;
}

/**
 * The feedback form (docs/product.md#feedback: message text only), `POST /{product}/feedback`, on the support page
 * and in the header's dialog. It answers "Notify sent." or "An error has occurred" (docs/product.md#messages); a
 * failed message stays in the field to be sent again.
 */
export function FeedbackForm({ onSent, onCancel, isAutoFocused = false, isSuccessShown = true }: FeedbackFormProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { text: '' }, validate: zodValidate(feedbackSchema, t) });
  const send = useSendFeedback();

  const handleSubmit = form.onSubmit((values) =>
    send.mutate(values.text, {
      onSuccess: () => {
        form.reset();
        onSent?.();
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('feedback.title')}>
      <Textarea
        label={t('feedback.text')}
        placeholder={t('feedback.placeholder')}
        autosize
        minRows={4}
        maxRows={10}
        data-autofocus={isAutoFocused || undefined}
        {...form.getInputProps('text')}
        onChange={(event) => {
          form.getInputProps('text').onChange(event);
          if (send.isSuccess || send.isError) send.reset();
        }}
      />
      {send.isSuccess && isSuccessShown ? (
        <Alert mt="sm" color="green" variant="light" icon={<IconCheck />} role="status">
          {t('feedback.sent')}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert mt="sm" color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {t('feedback.failed')} {errorText(t, send.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={send.isPending}>
          {t('feedback.send')}
        </Button>
      </Group>
    </form>
  );
}
