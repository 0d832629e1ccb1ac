import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from './feedback-form';

/** The header's feedback form (docs/product.md#layouts) as a dialog; a sent message closes it with a toast. */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const handleSent = () => {
    notifications.show({ color: 'green', message: t('feedback.sent') });
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('feedback.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <FeedbackForm onSent={handleSent} onCancel={onClose} isAutoFocused isSuccessShown={false} />
    </Modal>
  );
}
