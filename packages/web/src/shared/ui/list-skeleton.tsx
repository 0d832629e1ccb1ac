import { Skeleton, Stack, type MantineRadius } from '@mantine/core';

interface ListSkeletonProps {
  /** Read by screen readers while the list loads. */
  label: string;
  rows: number;
  /** Height of one placeholder row: a table row, or a card on a narrow screen. */
  rowHeight: number;
  radius?: MantineRadius;
}

/** Placeholder rows in the shape of a list while its first page loads. */
export function ListSkeleton({ label, rows, rowHeight, radius = 'sm' }: ListSkeletonProps) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={rowHeight} radius={radius} />
      ))}
    </Stack>
  );
}
