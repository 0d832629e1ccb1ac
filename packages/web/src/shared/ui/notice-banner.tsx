import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotice } from '../notice/notice';

/** The dismissible notice taken from the current notification key (docs/product.md#header-notice). */
export function NoticeBanner() {
  const { t } = useTranslation();
  const notice = useNotice();
  if (!notice) return null;
  const isSuccess = notice.tone === 'success';
  return (
    <Alert
      role="status"
      color={isSuccess ? 'green' : 'brand'}
      variant="light"
      icon={isSuccess ? <IconCircleCheck /> : <IconInfoCircle />}
      withCloseButton
      closeButtonLabel={t('layout.dismiss')}
      onClose={dismissNotice}
      data-testid="notice"
    >
      {t(`notices.${notice.key}`)}
    </Alert>
  );
}
