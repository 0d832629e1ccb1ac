import { Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BriefRow } from '../lib/stats-view';
import { IncidentBrief, IncidentDamage } from './incident-brief';

/** Incidents as short linked lines: date, place, cargo and damage. */
export function IncidentBriefList({ items, columns = 1 }: { items: BriefRow[]; columns?: 1 | 2 }) {
  const { t } = useTranslation();
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
              <IncidentBrief item={item} descriptionLines={1} />
            </div>
            <IncidentDamage damage={item.damage} size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} />
          </Group>
        </li>
      ))}
    </SimpleGrid>
  );
}
