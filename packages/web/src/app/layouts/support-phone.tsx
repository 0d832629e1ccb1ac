import { ActionIcon, Anchor, Tooltip } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/shared/session/session';

/** The support phone of the header (SPEC §1 {phone}): the number on wide screens, an icon on narrow ones. */
export function SupportPhone() {
  const { t } = useTranslation();
  const phone = usePublicConfig()?.support_phone;
  if (!phone) return null;
  const href = `tel:${phone.replace(/[^\d+]/g, '')}`;
  return (
    <>
      <Anchor
        href={href}
        size="sm"
        fw={600}
        c="dark"
        visibleFrom="lg"
        aria-label={`${t('layout.footer.phone')}: ${phone}`}
        style={{ whiteSpace: 'nowrap' }}
      >
        {phone}
      </Anchor>
      <Tooltip label={phone}>
        <ActionIcon
          component="a"
          href={href}
          variant="subtle"
          size="lg"
          hiddenFrom="lg"
          aria-label={`${t('layout.footer.phone')}: ${phone}`}
        >
          <IconPhone size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
