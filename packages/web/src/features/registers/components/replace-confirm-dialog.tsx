import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ReplaceConfirmDialogProps {
  opened: boolean;
  registerName: string;
  rows: number;
  fileName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Replacing deletes every row of a register: the user confirms, seeing which register and how many rows. */
export function ReplaceConfirmDialog({
  opened,
  registerName,
  rows,
  fileName,
  onConfirm,
  onCancel,
}: ReplaceConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('registers.confirm_title')} centered>
      <Text size="sm" mb="lg">
        {t('registers.confirm_text', { count: rows, name: registerName, file: fileName })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('registers.confirm_cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('registers.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
