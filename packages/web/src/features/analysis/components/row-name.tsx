import { Anchor } from '@mantine/core';
import type { GroupRow } from '../lib/groups';
import { ReferenceName } from '@/shared/ui/reference-name';

interface RowNameProps {
  row: GroupRow;
  /** Without it (or for a row that cannot be opened) the name is plain text. */
  onSelect?: (row: GroupRow) => void;
  selectLabel?: (row: GroupRow) => string;
}

/** A table row's name: a button that opens the row's details when the table offers them. */
export function RowName({ row, onSelect, selectLabel }: RowNameProps) {
  if (!onSelect) return <ReferenceName name={row.name} />;
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      ta="left"
      onClick={() => onSelect(row)}
      aria-label={selectLabel?.(row)}
    >
      <ReferenceName name={row.name} />
    </Anchor>
  );
}
