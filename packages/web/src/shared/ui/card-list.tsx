import { Group, Paper, Stack } from '@mantine/core';

/** A list of cards where a table does not fit (375 px); `label` names it for screen readers. */
export function CardList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One card of a `CardList`: a title with a badge beside it, then the details. */
export function CardListItem({
  title,
  badge,
  children,
}: {
  title: React.ReactNode;
  badge: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        {title}
        {badge}
      </Group>
      {children}
    </Paper>
  );
}
