import { isUndefinedNameLabel } from '@cargo-sentry/contracts/shared/reference-names';
import { Text } from '@mantine/core';

/**
 * A reference name as text. The null-name label ("Не определено" / "Undefined", docs/product.md#reference-names, issue
 * 23 §4) is a category of its own, not a place or a cargo called so: muted and italic, alike in
 * every table, list and card (charts colour it the same way, `chart-options.ts`).
 */
export function ReferenceName({ name }: { name: string }) {
  if (!isUndefinedNameLabel(name)) return name;
  return (
    <Text span inherit fs="italic" c="dimmed" data-undefined-name="">
      {name}
    </Text>
  );
}
