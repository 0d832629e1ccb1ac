import { okSchema } from '@cargo-sentry/contracts/common';
import { feedbackSchema } from '@cargo-sentry/contracts/platform';
import { ActionIcon, Button, Group, Modal, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMessage } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api-client/api-client';
import { zodValidate } from '@/shared/forms/zod-validate';
import { errorText } from '@/shared/ui/error-text';

/** The header's feedback form: message text only, `POST /{product}/feedback`. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm({ initialValues: { text: '' }, validate: zodValidate(feedbackSchema, t) });
  const send = useMutation({
    mutationFn: (text: string) => api.post('/{product}/feedback', { text }, okSchema, { quiet: true }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('feedback.sent') });
      form.reset();
      close();
    },
  });

  return (
    <>
      {/* On a phone the labelled button pushed the header 97 px past the screen (issue 9, defect 18). */}
      <Button variant="subtle" size="sm" leftSection={<IconMessage size={18} />} onClick={open} visibleFrom="sm">
        {t('feedback.open')}
      </Button>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={open}
        hiddenFrom="sm"
        aria-label={t('feedback.open')}
        title={t('feedback.open')}
      >
        <IconMessage size={20} />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={close}
        title={t('feedback.title')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <form onSubmit={form.onSubmit((values) => send.mutate(values.text))} noValidate>
          <Textarea
            label={t('feedback.text')}
            placeholder={t('feedback.placeholder')}
            autosize
            minRows={4}
            maxRows={10}
            data-autofocus
            {...form.getInputProps('text')}
            error={form.errors.text ?? (send.isError ? errorText(t, send.error) : undefined)}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('feedback.send')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
