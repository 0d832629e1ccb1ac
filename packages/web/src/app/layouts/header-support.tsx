import { ActionIcon, Anchor, Box, Button, Group, Menu, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeadset, IconMessage, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialog } from '@/features/content/components/feedback-dialog';
import { telHref } from '@/shared/format/tel-href';
import { usePublicConfig } from '@/shared/session/session';

/**
 * The header's support phone (docs/product.md#locale-and-support-contacts {phone}) and feedback form (docs/product.md#layouts). Wide: the number and
 * a labelled button; medium: two icons; a phone: one support menu holding both, since the header
 * has no room for two more icons at 375 px. Guests get the phone only: feedback needs an account.
 */
export function HeaderSupport({ canSendFeedback }: { canSendFeedback: boolean }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const phone = usePublicConfig()?.support_phone;
  const phoneLabel = phone ? `${t('layout.footer.phone')}: ${phone}` : '';
  if (!phone && !canSendFeedback) return null;
  return (
    <>
      <Group gap={6} wrap="nowrap" visibleFrom="sm">
        {phone ? (
          <>
            <Anchor
              href={telHref(phone)}
              size="sm"
              fw={600}
              c="dark"
              visibleFrom="lg"
              aria-label={phoneLabel}
              style={{ whiteSpace: 'nowrap' }}
            >
              {phone}
            </Anchor>
            <Tooltip label={phone}>
              <ActionIcon
                component="a"
                href={telHref(phone)}
                variant="subtle"
                size="lg"
                hiddenFrom="lg"
                aria-label={phoneLabel}
              >
                <IconPhone size={20} />
              </ActionIcon>
            </Tooltip>
          </>
        ) : null}
        {canSendFeedback ? (
          <>
            <Button variant="subtle" size="sm" leftSection={<IconMessage size={18} />} onClick={open} visibleFrom="md">
              {t('feedback.open')}
            </Button>
            <Tooltip label={t('feedback.open')}>
              <ActionIcon variant="subtle" size="lg" onClick={open} hiddenFrom="md" aria-label={t('feedback.open')}>
                <IconMessage size={20} />
              </ActionIcon>
            </Tooltip>
          </>
        ) : null}
      </Group>
      <Box hiddenFrom="sm">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={t('layout.support_menu')}>
              <IconHeadset size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {phone ? (
              <Menu.Item
                component="a"
                href={telHref(phone)}
                leftSection={<IconPhone size={16} />}
                aria-label={phoneLabel}
              >
                {phone}
              </Menu.Item>
            ) : null}
            {canSendFeedback ? (
              <Menu.Item leftSection={<IconMessage size={16} />} onClick={open}>
                {t('feedback.open')}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Box>
      {canSendFeedback ? <FeedbackDialog opened={opened} onClose={close} /> : null}
    </>
  );
}
