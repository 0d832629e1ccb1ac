import { useMediaQuery } from '@mantine/hooks';

/** Phone-sized screens (under 48em, Mantine's `sm`): charts get shorter labels and heights. */
export function useIsNarrow(): boolean {
  return useMediaQuery('(max-width: 48em)') ?? false;
}
