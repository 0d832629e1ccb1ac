import { ActionIcon, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialog } from '@/features/content/components/feedback-dialog';

/** The header's feedback button (SPEC §2): opens the same form as the support page. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {/* On a phone the labelled button pushed the header 97 px past the screen (issue 9, defect 18). */}
      <Button variant="subtle" size="sm" leftSection={<IconMessage size={18} />} onClick={open} visibleFrom="md">
        {t('feedback.open')}
      </Button>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={open}
        hiddenFrom="md"
        aria-label={t('feedback.open')}
        title={t('feedback.open')}
      >
        <IconMessage size={20} />
      </ActionIcon>
      <FeedbackDialog opened={opened} onClose={close} />
    </>
  );
}
