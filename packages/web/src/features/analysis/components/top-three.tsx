import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatCompact, formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import type { BriefRow } from '../lib/stats-view';

/** The three incidents with the largest damage, as cards linking to each incident. */
export function TopThree({ items }: { items: BriefRow[] }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Badge variant="light" color={index === 0 ? 'red' : 'orange'} size="lg" radius="sm">
              {index + 1}
            </Badge>
            <Text fw={700} fz="lg" title={`${formatNumber(item.damage, locale)} ₽`}>
              {formatCompact(item.damage, locale)} ₽
            </Text>
          </Group>
          <Anchor component={Link} to={paths.incidentView.build(item.id)} fw={600} fz="sm">
            {t('analysis.main.view_incident', { id: item.id })}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDate(item.date)} · {item.place}
          </Text>
          <Text size="xs" lineClamp={2}>
            {item.category} · {item.cargo}
            {item.description ? ` — ${item.description}` : ''}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
