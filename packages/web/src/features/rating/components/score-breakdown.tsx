import { evidenceWeights, type CompanyRatingDetail } from '@cargo-sentry/contracts/rating/rating';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

/** The points each kind of evidence takes off the score, with how many facts and their weight. */
export function ScoreBreakdown({ rating }: { rating: CompanyRatingDetail }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const n = (value: number, digits = 1) => formatNumber(value, locale, Number.isInteger(value) ? 0 : digits);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="xs">
        {t('rating.company.breakdown_title')}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {rating.breakdown.map((part) => (
          <Group key={part.kind} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" component="dt">
              {t(`rating.parts.${part.kind}`)}
              <Text size="xs" c="dimmed" component="span" display="block">
                {evidenceWeights[part.kind].decays
                  ? t('rating.company.part_weight', { count: part.count, weight: n(part.weight, 3) })
                  : t('rating.company.part_count', { count: part.count })}
              </Text>
            </Text>
            <Text size="sm" component="dd" m={0} fw={600} c={part.points > 0 ? '#a51d1d' : undefined}>
              {part.points > 0 ? t('rating.company.points', { points: n(part.points) }) : n(0)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
