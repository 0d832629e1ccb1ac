import type { FindAtiSuIdResult } from '@cargo-sentry/contracts/verification/results';
import { atiFirmLink } from '@cargo-sentry/contracts/verification/rules';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The ATI.su ids registered to the counterparty's INN, each a link to its firm page. */
export function AtiIdsDetails({ result }: { result: FindAtiSuIdResult }) {
  const { t } = useTranslation();
  if (result.ati_ids.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">{t('verification.ati_ids.found')}</Text>
      <Group gap="sm" wrap="wrap">
        {result.ati_ids.map((id) => (
          <Anchor
            key={id}
            href={atiFirmLink(id)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t('verification.ati_ids.link', { id })}
          >
            {id}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
