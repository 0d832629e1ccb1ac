import { Skeleton, Stack } from '@mantine/core';

/** Placeholder blocks while a page's code or data loads. */
export function PageSkeleton() {
  return (
    <Stack gap="md" aria-hidden data-testid="page-skeleton">
      <Skeleton height={30} width="40%" radius="sm" />
      <Skeleton height={16} width="70%" radius="sm" />
      <Skeleton height={180} radius="md" />
      <Skeleton height={16} width="55%" radius="sm" />
    </Stack>
  );
}
