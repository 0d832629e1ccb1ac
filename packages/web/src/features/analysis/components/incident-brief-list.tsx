import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatCompact, formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import type { BriefRow } from '../lib/stats-view';

/** Incidents as short linked lines: date, place, cargo and damage. */
export function IncidentBriefList({ items, columns = 1 }: { items: BriefRow[]; columns?: 1 | 2 }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('analysis.main.no_incidents')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, lg: columns }}
      spacing="lg"
      verticalSpacing={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <li key={item.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.incidentView.build(item.id)} fw={600} fz="sm">
                {t('analysis.main.view_incident', { id: item.id })}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(item.date)} · {item.place}
              </Text>
              <Text size="xs" lineClamp={1}>
                {item.category} · {item.cargo}
                {item.description ? ` — ${item.description}` : ''}
              </Text>
            </div>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} title={`${formatNumber(item.damage, locale)} ₽`}>
              {formatCompact(item.damage, locale)} ₽
            </Text>
          </Group>
        </li>
      ))}
    </SimpleGrid>
  );
}
