import type { CompanyRatingDetail } from '@cargo-sentry/contracts/company-rating';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

/** The three penalties that take the score down from 100, each with its weight. */
export function ScoreBreakdown({ rating }: { rating: CompanyRatingDetail }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const b = rating.breakdown;
  const n = (value: number, digits = 1) => formatNumber(value, locale, Number.isInteger(value) ? 0 : digits);
  const parts = [
    { label: t('rating.company.part_incidents', { weight: n(b.incident_weight, 3) }), points: b.incidents_penalty },
    { label: t('rating.company.part_findings', { weight: n(b.finding_weight, 3) }), points: b.findings_penalty },
    { label: t('rating.company.part_register'), points: b.register_penalty },
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="xs">
        {t('rating.company.breakdown_title')}
      </Title>
      <Stack gap={4} component="dl" m={0}>
        {parts.map((part) => (
          <Group key={part.label} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" component="dt">
              {part.label}
            </Text>
            <Text size="sm" component="dd" m={0} fw={600} c={part.points > 0 ? '#a51d1d' : undefined}>
              {t('rating.company.points', { points: n(part.points) })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
