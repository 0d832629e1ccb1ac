import type { VerificationLog } from '@cargo-sentry/contracts/verification/log';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { foundShare } from '../lib/log-view';

/** The period's totals as figure cards. */
export function LogTotals({ log }: { log: VerificationLog }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const totals = log.statistics.totals;
  const share = foundShare(totals);
  const cards: { key: string; value: number; note?: string; color?: string }[] = [
    { key: 'tickets', value: totals.tickets },
    { key: 'checks', value: totals.checks },
    {
      key: 'found',
      value: totals.found,
      note: share === null ? undefined : t('verification_log.totals.share', { value: formatNumber(share, locale, 1) }),
      color: 'orange.9',
    },
    { key: 'clean', value: totals.clean, color: 'green.9' },
    { key: 'errors', value: totals.errors, color: totals.errors > 0 ? 'red.9' : undefined },
    { key: 'api_checks', value: totals.api_checks },
    { key: 'ati', value: log.ati_statistics.totals.lookups },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 7 }}
      spacing="sm"
      role="list"
      aria-label={t('verification_log.totals.title')}
    >
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="sm" role="listitem">
          <Text size="xs" c="dimmed" lh={1.3}>
            {t(`verification_log.totals.${card.key}`)}
          </Text>
          <Text fw={700} fz={22} c={card.color} data-testid={`total-${card.key}`}>
            {formatNumber(card.value, locale)}
          </Text>
          {card.note ? (
            <Text size="xs" c="dimmed">
              {card.note}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
