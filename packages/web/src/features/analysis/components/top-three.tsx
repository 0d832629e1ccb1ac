import { Badge, Group, Paper, SimpleGrid } from '@mantine/core';
import type { BriefRow } from '../lib/stats-view';
import { IncidentBrief, IncidentDamage } from './incident-brief';

/** The three incidents with the largest damage, as cards linking to each incident. */
export function TopThree({ items }: { items: BriefRow[] }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Badge variant="light" color={index === 0 ? 'red' : 'orange'} size="lg" radius="sm">
              {index + 1}
            </Badge>
            <IncidentDamage damage={item.damage} fw={700} fz="lg" />
          </Group>
          <IncidentBrief item={item} descriptionLines={2} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
